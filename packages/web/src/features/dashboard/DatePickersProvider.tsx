import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { enUS, esES, ptBR } from '@mui/x-date-pickers/locales';
import type { Language } from '@prosa/contract';
import 'dayjs/locale/es';
import 'dayjs/locale/pt-br';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage } from '../../i18n/languages';

const ADAPTER_LOCALE: Record<Language, string> = { pt: 'pt-br', en: 'en', es: 'es' };
const PICKER_TEXTS: Record<Language, typeof ptBR> = { pt: ptBR, en: enUS, es: esES };

/** The date pickers in the interface language: month and day names, field order, button texts. */
export function DatePickersProvider({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const language: Language = isLanguage(i18n.language) ? i18n.language : 'pt';
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={ADAPTER_LOCALE[language]} localeText={PICKER_TEXTS[language].components.MuiLocalizationProvider.defaultProps.localeText}>
      {children}
    </LocalizationProvider>
  );
}
