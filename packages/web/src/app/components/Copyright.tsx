import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useVersion } from '../../features/version/api';

/** The footer line with the product version. */
export function Copyright() {
  const { t } = useTranslation();
  const version = useVersion();
  return (
    <Typography
      component="footer"
      variant="caption"
      data-testid="footer-version"
      sx={{ display: 'block', textAlign: 'center', color: 'text.secondary', py: 1.5 }}
    >
      {t('footer.copyright', { year: new Date().getFullYear(), version })}
    </Typography>
  );
}
