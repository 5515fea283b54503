import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

/**
 * Whether the number has WhatsApp: green when valid, grey when not, and a grey hourglass while
 * no connected session has checked it yet. `data-state` names which for tests.
 */
export function WhatsappValidIcon({ id, valid }: { id: number; valid: boolean | null }) {
  const { t } = useTranslation();
  const state = valid === null ? 'pending' : valid ? 'valid' : 'invalid';
  const label = t(`contactListItems.validity.${state}`);
  const Icon = valid === null ? HourglassEmptyIcon : valid ? CheckCircleIcon : HighlightOffIcon;
  return (
    <Tooltip title={label}>
      <Icon fontSize="small" color={valid === true ? 'success' : valid === false ? 'action' : 'disabled'} aria-label={label} role="img" data-testid={`contact-list-item-valid-${id}`} data-state={state} sx={{ verticalAlign: 'middle' }} />
    </Tooltip>
  );
}
