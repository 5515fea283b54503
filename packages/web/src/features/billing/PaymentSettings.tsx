import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Setting } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { SettingText } from '../settings/SettingText';
import { settingValue } from '../settings/settingsList';

const PAYMENT_KEYS = ['pixKey', 'pixMerchantName', 'pixMerchantCity', 'paymentWebhookSecret'] as const;
const grid = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/** The super user's payment section: the platform's Pix key, the name and city in the Pix code, the webhook secret. */
export function PaymentSettings({ settings }: { settings: readonly Setting[] }) {
  const { t } = useTranslation();
  return (
    <Box data-testid="payment-settings">
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mt: 3, mb: 1 }}>
        {t('billing.settings.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('billing.settings.hint')}
      </Typography>
      <Box sx={grid}>
        {PAYMENT_KEYS.map((key) => {
          const value = settingValue(settings, key) ?? '';
          return <SettingText key={`${key}:${value}`} settingKey={key} value={value} label={t(`billing.settings.${key}`)} />;
        })}
      </Box>
    </Box>
  );
}
