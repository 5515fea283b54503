import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { PixCharge } from '@prosa/contract';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { formatMoney } from './checkoutForm';

/** The Pix charge: QR code, amount and the "copia e cola" code with a copy button. */
export function PixPayment({ charge }: { charge: PixCharge }) {
  const { t } = useTranslation();
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(charge.qrcode.qrcode);
      toast.success(t('billing.pix.copied'));
    } catch {
      toast.error(t('billing.pix.copyFailed'));
    }
  };
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }} data-testid="pix-payment">
      <Typography variant="h6" data-testid="pix-amount">
        {formatMoney(Number(charge.valor.original))}
      </Typography>
      <img src={charge.qrcode.imagemQrcode} alt={t('billing.pix.qrAlt')} width={240} height={240} data-testid="pix-qrcode" />
      <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
        {t('billing.pix.instructions')}
      </Typography>
      <TextField fullWidth size="small" label={t('billing.pix.code')} value={charge.qrcode.qrcode} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'pix-code' } }} multiline maxRows={4} />
      <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} data-testid="pix-copy">
        {t('billing.pix.copy')}
      </Button>
    </Stack>
  );
}
