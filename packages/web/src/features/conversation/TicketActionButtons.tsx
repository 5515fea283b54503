import CheckIcon from '@mui/icons-material/Check';
import ReplayIcon from '@mui/icons-material/Replay';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
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
  // Not a double check: that is the read receipt next to every message.
  resolve: { icon: <TaskAltIcon />, variant: 'contained', color: 'primary' },
  reopen: { icon: <ReplayIcon />, variant: 'contained', color: 'primary' },
};

interface TicketActionButtonsProps {
  actions: TicketAction[];
  busy: boolean;
  /** A narrow header gets icons with tooltips; the labels would push the contact's name out. */
  compact: boolean;
  onAction: (action: TicketAction) => void;
}

/** Accept / Return / Resolve / Reopen by status; test ids `conversation-{action}`. */
export function TicketActionButtons({ actions, busy, compact, onAction }: TicketActionButtonsProps) {
  const { t } = useTranslation();
  return actions.map((action) => {
    const look = ACTION_LOOK[action];
    const label = t(`conversation.actions.${action}`);
    const hint = t(`conversation.actionHints.${action}`);
    const testId = `conversation-${action}`;
    if (compact && action !== 'accept') {
      // An icon alone must still say what it does: its name for screen readers, the tooltip on
      // hover, focus and a long press on touch screens.
      return (
        <Tooltip key={action} title={hint} describeChild enterTouchDelay={400}>
          <span>
            <IconButton aria-label={hint} color={look.color} disabled={busy} onClick={() => onAction(action)} data-testid={testId}>
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
