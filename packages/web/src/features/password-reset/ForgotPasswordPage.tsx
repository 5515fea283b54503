import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { RequestCodeForm } from './RequestCodeForm';
import { ResetPasswordForm } from './ResetPasswordForm';

/** /forgetpsw: ask for a code, then set the new password with it. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <PublicPageLayout title={t('passwordReset.title')}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2, textAlign: 'center' }}>
        {sentTo === null ? t('passwordReset.stepOne') : t('passwordReset.stepTwo')}
      </Typography>
      {sentTo === null ? <RequestCodeForm onSent={setSentTo} /> : <ResetPasswordForm email={sentTo} />}
      <Stack sx={{ mt: 2, gap: 1, alignItems: 'center' }}>
        {sentTo !== null && (
          <Link component="button" type="button" variant="body2" onClick={() => setSentTo(null)} data-testid="reset-resend">
            {t('passwordReset.resend')}
          </Link>
        )}
        <Link component={RouterLink} to="/login" variant="body2" data-testid="forgot-login-link">
          {t('passwordReset.backToLogin')}
        </Link>
      </Stack>
    </PublicPageLayout>
  );
}
