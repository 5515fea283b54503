import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../app/components/PageTitle';
import { useCurrentUser } from '../auth/api';
import { daysUntilDue } from '../auth/dueDate';
import { useOpenInvoice } from './api';
import { CheckoutDialog } from './CheckoutDialog';
import { useInvoiceEvents } from './useInvoiceEvents';

/** /subscription: days left to the due date, the billing e-mail and 'Assine Agora!' for the open invoice. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const { data: user } = useCurrentUser();
  useInvoiceEvents();
  const invoice = useOpenInvoice(user?.company.id);
  const [paying, setPaying] = useState(false);
  const days = Math.max(0, daysUntilDue(user?.company.dueDate) ?? 0);

  return (
    <>
      <PageTitle>{t('menu.subscription')}</PageTitle>
      <Paper variant="outlined" sx={{ p: 3, maxWidth: 520 }}>
        <Stack spacing={2}>
          <Typography variant="h6" data-testid="subscription-days">
            {t('billing.subscription.trialEnds', { count: days })}
          </Typography>
          <TextField label={t('billing.subscription.email')} value={user?.company.email ?? ''} size="small" slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'subscription-email' } }} />
          <Button variant="contained" disabled={!invoice.data} onClick={() => setPaying(true)} data-testid="subscription-subscribe">
            {t('billing.subscription.subscribe')}
          </Button>
          {invoice.isSuccess && !invoice.data && (
            <Typography variant="body2" color="text.secondary">
              {t('billing.subscription.noInvoice')}
            </Typography>
          )}
        </Stack>
      </Paper>
      {paying && invoice.data && <CheckoutDialog invoice={invoice.data} onClose={() => setPaying(false)} />}
    </>
  );
}
