import { toast } from 'react-toastify';
import { currentLanguage, i18n } from '../i18n';
import { errorText } from './errorText';

/** Seed 000 §8: every API failure ends in one error toast lasting 2 s. */
export function toastApiError(error: unknown): void {
  toast.error(errorText(error, currentLanguage(), i18n.t('errors.generic')));
}
