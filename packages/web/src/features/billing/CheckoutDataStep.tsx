import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { CHECKOUT_COUNTRIES } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import type { CheckoutField, CheckoutForm } from './checkoutForm';

interface CheckoutDataStepProps {
  form: CheckoutForm;
  errors: Partial<Record<CheckoutField, string>>;
  onChange: (field: CheckoutField, value: string) => void;
}

/** "Dados": who pays and where (full name, address, city, state, CEP, country). */
export function CheckoutDataStep({ form, errors, onChange }: CheckoutDataStepProps) {
  const { t } = useTranslation();
  const field = (name: CheckoutField, extra: { required?: boolean; select?: boolean } = {}) => ({
    label: t(`billing.checkout.fields.${name}`),
    value: form[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
    error: errors[name] !== undefined,
    helperText: errors[name] ? t(errors[name]) : ' ',
    required: extra.required ?? false,
    fullWidth: true,
    size: 'small' as const,
    slotProps: { htmlInput: { 'data-testid': `checkout-${name}` } },
  });
  return (
    <Stack spacing={1} sx={{ pt: 1 }}>
      <TextField {...field('firstName', { required: true })} autoFocus />
      <TextField {...field('address2', { required: true })} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField {...field('city', { required: true })} />
        <TextField {...field('state')} />
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <TextField {...field('zipcode', { required: true })} />
        <TextField {...field('country', { required: true })} select>
          {CHECKOUT_COUNTRIES.map((country) => (
            <MenuItem key={country} value={country}>
              {t(`billing.checkout.countries.${country}`)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </Stack>
  );
}
