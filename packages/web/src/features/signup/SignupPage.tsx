import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { signupOpen, usePublicSettings } from './api';
import { SignupForm } from './SignupForm';

/**
 * /signup. The optional `companyId` query of the reference client selects nothing
 * here: the new company is created from the form alone.
 */
export function SignupPage() {
  const { t } = useTranslation();
  const { data: settings } = usePublicSettings();
  const open = signupOpen(settings);
  return (
    <PublicPageLayout title={t('signup.title')} maxWidth={open ? 'md' : 'xs'}>
      {open ? <SignupForm /> : <Alert severity="info" data-testid="signup-closed">{t('signup.closed')}</Alert>}
      <Stack sx={{ mt: 2, alignItems: 'center' }}>
        <Link component={RouterLink} to="/login" variant="body2" data-testid="signup-login-link">
          {t('signup.haveAccount')}
        </Link>
      </Stack>
    </PublicPageLayout>
  );
}
