import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../../forms/useFieldMessage';
import type { ConnectionFormValues } from '../connectionForm';
import { GeneratedTokenField } from './GeneratedTokenField';

type CloudField = 'cloudPhoneNumberId' | 'cloudBusinessAccountId' | 'cloudAccessToken' | 'cloudAppSecret';

const FIELDS: readonly { name: CloudField; secret: boolean; required: boolean }[] = [
  { name: 'cloudPhoneNumberId', secret: false, required: true },
  { name: 'cloudBusinessAccountId', secret: false, required: false },
  { name: 'cloudAccessToken', secret: true, required: true },
  { name: 'cloudAppSecret', secret: true, required: false },
];

/** WhatsApp Cloud API (official): the Meta app's ids and secrets. */
export function CloudSection() {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { register, formState } = useFormContext<ConnectionFormValues>();
  return (
    <>
      {FIELDS.map(({ name, secret, required }) => {
        const error = formState.errors[name];
        return (
          <TextField
            key={name}
            label={t(`connections.form.cloud.${name}`)}
            required={required}
            type={secret ? 'password' : 'text'}
            // Keeps the browser from offering the login password for an access token.
            autoComplete={secret ? 'new-password' : 'off'}
            error={error !== undefined}
            helperText={fieldMessage(error?.message)}
            slotProps={{ htmlInput: { 'data-testid': `connection-${name}`, spellCheck: false } }}
            {...register(name)}
          />
        );
      })}
      <GeneratedTokenField
        name="cloudVerifyToken"
        label={t('connections.form.cloud.cloudVerifyToken')}
        helper={t('connections.form.cloud.verifyTokenHint')}
        testId="connection-cloudVerifyToken"
      />
    </>
  );
}
