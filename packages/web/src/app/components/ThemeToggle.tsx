import DarkModeIcon from '@mui/icons-material/DarkMode';
import LightModeIcon from '@mui/icons-material/LightMode';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { useColorMode } from '../theme/ColorModeProvider';

export function ThemeToggle() {
  const { t } = useTranslation();
  const { mode, toggleMode } = useColorMode();
  const label = mode === 'dark' ? t('appBar.lightMode') : t('appBar.darkMode');
  return (
    <Tooltip title={label}>
      <IconButton color="inherit" onClick={toggleMode} aria-label={label} data-testid="theme-toggle">
        {mode === 'dark' ? <LightModeIcon /> : <DarkModeIcon />}
      </IconButton>
    </Tooltip>
  );
}
