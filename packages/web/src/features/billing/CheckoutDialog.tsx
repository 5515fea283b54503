import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Invoice, PixCharge } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { isApiError } from '../../api/ApiError';
import { toastApiError } from '../../api/toastApiError';
import { useCompanyEvent } from '../../realtime/useSocket';
import { invoiceKeys, useCreatePixCharge } from './api';
import { CheckoutDataStep } from './CheckoutDataStep';
import { CheckoutSummary } from './CheckoutSummary';
import { CHECKOUT_FIELDS, checkoutBody, checkoutErrors, EMPTY_CHECKOUT, formatDay, type CheckoutField, type CheckoutForm } from './checkoutForm';
import { PixPayment } from './PixPayment';

/** After a confirmed payment the page goes home after this long. */
export const PAYMENT_REDIRECT_MS = 4000;
const STEPS = ['data', 'plan', 'review'] as const;

/**
 * The checkout of one invoice: Dados, Personalizar, Revisar, then the Pix charge. While the QR is
 * shown the dialog listens for the company's `payment` event: the licence's new end date is shown
 * and the app goes to / after 4 seconds.
 */
export function CheckoutDialog({ invoice, onClose }: { invoice: Invoice; onClose: () => void }) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const pay = useCreatePixCharge();
  const [step, setStep] = useState(0);
  const [form, setForm] = useState<CheckoutForm>(EMPTY_CHECKOUT);
  const [errors, setErrors] = useState<Partial<Record<CheckoutField, string>>>({});
  const [charge, setCharge] = useState<PixCharge | undefined>(undefined);
  const [notConfigured, setNotConfigured] = useState(false);
  const [renewedUntil, setRenewedUntil] = useState<string | undefined>(undefined);

  useCompanyEvent('payment', (event) => {
    if (event.action !== 'CONCLUIDA' || !event.company.dueDate) return;
    setRenewedUntil(event.company.dueDate);
    toast.success(t('billing.checkout.renewed', { date: formatDay(event.company.dueDate) }));
    void queryClient.invalidateQueries({ queryKey: invoiceKeys.all });
  });

  useEffect(() => {
    if (renewedUntil === undefined) return;
    const timer = window.setTimeout(() => void navigate('/'), PAYMENT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [renewedUntil, navigate]);

  const change = (field: CheckoutField, value: string) => {
    setForm((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const next = () => {
    if (step === 0) {
      const found = checkoutErrors(form);
      setErrors(found);
      if (Object.keys(found).length > 0) return;
    }
    setStep((current) => current + 1);
  };

  const submit = async () => {
    try {
      setCharge(await pay.mutateAsync(checkoutBody(form, invoice)));
      toast.success(t('billing.checkout.subscribed'));
    } catch (error) {
      if (isApiError(error) && error.code === 'ERR_PAYMENT_NOT_CONFIGURED') setNotConfigured(true);
      else if (isApiError(error) && error.code === 'ERR_VALIDATION') {
        setErrors(Object.fromEntries(CHECKOUT_FIELDS.filter((field) => field in error.issues).map((field) => [field, `billing.checkout.validation.${field}`])));
        setStep(0);
      } else toastApiError(error);
    }
  };

  const content = () => {
    if (renewedUntil) return <Alert severity="success" data-testid="checkout-renewed">{t('billing.checkout.renewed', { date: formatDay(renewedUntil) })}</Alert>;
    if (notConfigured) return <Alert severity="warning" data-testid="checkout-not-configured">{t('billing.checkout.notConfigured')}</Alert>;
    if (charge) return <PixPayment charge={charge} />;
    if (step === 0) return <CheckoutDataStep form={form} errors={errors} onChange={change} />;
    return <CheckoutSummary invoice={invoice} form={step === 2 ? form : undefined} />;
  };
  const finished = charge !== undefined || notConfigured || renewedUntil !== undefined;

  return (
    <Dialog open onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} fullWidth maxWidth="sm" fullScreen={phone} aria-labelledby="checkout-title" data-testid="checkout-dialog">
      <DialogTitle id="checkout-title">{t('billing.checkout.title')}</DialogTitle>
      <DialogContent>
        {!finished && (
          <Stepper activeStep={step} alternativeLabel sx={{ mb: 2 }}>
            {STEPS.map((name) => (
              <Step key={name}>
                <StepLabel>{t(`billing.checkout.steps.${name}`)}</StepLabel>
              </Step>
            ))}
          </Stepper>
        )}
        {content()}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="checkout-close">
          {finished ? t('billing.checkout.close') : t('common.cancel')}
        </Button>
        {!finished && step > 0 && (
          <Button onClick={() => setStep((current) => current - 1)} data-testid="checkout-back">
            {t('billing.checkout.back')}
          </Button>
        )}
        {!finished && step < STEPS.length - 1 && (
          <Button variant="contained" onClick={next} data-testid="checkout-next">
            {t('billing.checkout.next')}
          </Button>
        )}
        {!finished && step === STEPS.length - 1 && (
          <Button variant="contained" onClick={() => void submit()} disabled={pay.isPending} data-testid="checkout-pay">
            {t('billing.checkout.pay')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
