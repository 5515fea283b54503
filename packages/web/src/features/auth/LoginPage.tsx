import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router';
import { PublicPageLayout } from '../../app/components/PublicPageLayout';
import { signupOpen, usePublicSettings } from '../signup/api';
import { LoginForm } from './LoginForm';
import { originFromState } from './originFromState';

/** The login page: e-mail and password, links to /forgetpsw and (unless closed) /signup. */
export function LoginPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { data: settings } = usePublicSettings();
  const destination = originFromState(location.state) ?? '/tickets';

  return (
    <PublicPageLayout title={t('login.title')}>
      <LoginForm destination={destination} />
      <Stack sx={{ mt: 2, gap: 1, alignItems: 'center' }}>
        <Link component={RouterLink} to="/forgetpsw" variant="body2" data-testid="login-forgot-link">
          {t('login.forgotPassword')}
        </Link>
        {signupOpen(settings) && (
          <Link component={RouterLink} to="/signup" variant="body2" data-testid="login-signup-link">
            {t('login.signup')}
          </Link>
        )}
      </Stack>
    </PublicPageLayout>
  );
}
