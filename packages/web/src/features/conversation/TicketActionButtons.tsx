import CheckIcon from '@mui/icons-material/Check';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import ReplayIcon from '@mui/icons-material/Replay';
import UndoIcon from '@mui/icons-material/Undo';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { TicketAction } from './ticketActions';

const ACTION_LOOK: Record<TicketAction, { icon: ReactElement; variant: 'contained' | 'outlined'; color: 'primary' | 'success' | 'inherit' }> = {
  accept: { icon: <CheckIcon />, variant: 'contained', color: 'success' },
  return: { icon: <UndoIcon />, variant: 'outlined', color: 'inherit' },
  resolve: { icon: <DoneAllIcon />, variant: 'contained', color: 'primary' },
  reopen: { icon: <ReplayIcon />, variant: 'contained', color: 'primary' },
};

interface TicketActionButtonsProps {
  actions: TicketAction[];
  busy: boolean;
  /** A narrow header gets icons with tooltips; the labels would push the contact's name out. */
  compact: boolean;
  onAction: (action: TicketAction) => void;
}

/** Accept / Return / Resolve / Reopen by status (seed 000 §2.7, §4); test ids `conversation-{action}`. */
export function TicketActionButtons({ actions, busy, compact, onAction }: TicketActionButtonsProps) {
  const { t } = useTranslation();
  return actions.map((action) => {
    const look = ACTION_LOOK[action];
    const label = t(`conversation.actions.${action}`);
    const testId = `conversation-${action}`;
    if (compact && action !== 'accept') {
      return (
        <Tooltip key={action} title={label}>
          <span>
            <IconButton aria-label={label} color={look.color} disabled={busy} onClick={() => onAction(action)} data-testid={testId}>
              {look.icon}
            </IconButton>
          </span>
        </Tooltip>
      );
    }
    return (
      <Button
        key={action}
        size={compact ? 'small' : 'medium'}
        variant={look.variant}
        color={look.color}
        startIcon={look.icon}
        disabled={busy}
        onClick={() => onAction(action)}
        data-testid={testId}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        {label}
      </Button>
    );
  });
}
