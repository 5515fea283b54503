import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { pairingNumberSchema, type PairingNumberFields } from './connectionForm';

interface PairingCodeFormProps {
  busy: boolean;
  /** Digits only, with the country code. */
  onSubmit: (number: string) => void;
  onCancel: () => void;
}

/** "Conectar com código": the phone number that will type the pairing code instead of scanning. */
export function PairingCodeForm({ busy, onSubmit, onCancel }: PairingCodeFormProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { register, handleSubmit, formState } = useForm<PairingNumberFields, unknown, { number: string }>({
    resolver: zodResolver(pairingNumberSchema),
    defaultValues: { number: '' },
  });
  const error = formState.errors.number;
  return (
    <Stack component="form" noValidate onSubmit={handleSubmit(({ number }) => onSubmit(number))} sx={{ gap: 2, py: 1 }}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('connections.pairing.explain')}
      </Typography>
      <TextField
        label={t('connections.pairing.number')}
        placeholder="5511987654321"
        autoFocus
        type="tel"
        autoComplete="tel"
        error={error !== undefined}
        helperText={fieldMessage(error?.message) ?? t('connections.pairing.numberHint')}
        slotProps={{ htmlInput: { 'data-testid': 'pairing-number', inputMode: 'tel' } }}
        {...register('number')}
      />
      <Stack direction="row" sx={{ gap: 1, justifyContent: 'flex-end' }}>
        <Button onClick={onCancel}>{t('connections.pairing.backToQr')}</Button>
        <Button type="submit" variant="contained" disabled={busy} data-testid="pairing-submit">
          {t('connections.pairing.submit')}
        </Button>
      </Stack>
    </Stack>
  );
}
