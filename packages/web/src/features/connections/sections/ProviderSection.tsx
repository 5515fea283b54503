import Alert from '@mui/material/Alert';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ConnectionFormValues } from '../connectionForm';
import { CloudSection } from './CloudSection';
import { FormSection } from './FormSection';

/** The fields of the chosen provider: Cloud API has credentials; QR and simulator only explain. */
export function ProviderSection() {
  const { t } = useTranslation();
  const { control } = useFormContext<ConnectionFormValues>();
  const provider = useWatch({ control, name: 'provider' });
  return (
    <FormSection title={t(`connections.providers.${provider}`)} columns={provider === 'cloud'}>
      {provider === 'cloud' ? (
        <CloudSection />
      ) : (
        <Alert severity="info" variant="outlined" data-testid={`connection-provider-note-${provider}`}>
          {t(`connections.form.providerNote.${provider}`)}
        </Alert>
      )}
    </FormSection>
  );
}
