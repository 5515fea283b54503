import MoreVertIcon from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

interface TicketOptionsMenuProps {
  canDelete: boolean;
  onTransfer: () => void;
  onDelete: () => void;
  /** Absent when the plan has no schedules. */
  onSchedule?: (() => void) | undefined;
}

/** The ticket options menu: schedule (plan `useSchedules`), transfer, and delete for `ticket-options:deleteTicket`. */
export function TicketOptionsMenu({ canDelete, onTransfer, onDelete, onSchedule }: TicketOptionsMenuProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const choose = (action: () => void) => () => {
    setAnchor(null);
    action();
  };
  return (
    <>
      <Tooltip title={t('conversation.options')} describeChild enterTouchDelay={400}>
        <IconButton aria-label={t('conversation.options')} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)} data-testid="conversation-options">
          <MoreVertIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)} anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }} transformOrigin={{ vertical: 'top', horizontal: 'right' }}>
        {onSchedule && (
          <MenuItem onClick={choose(onSchedule)} data-testid="conversation-schedule">
            {t('schedules.menu')}
          </MenuItem>
        )}
        <MenuItem onClick={choose(onTransfer)} data-testid="conversation-transfer">
          {t('conversation.transfer')}
        </MenuItem>
        {canDelete && (
          <MenuItem onClick={choose(onDelete)} data-testid="conversation-delete" sx={{ color: 'error.main' }}>
            {t('conversation.deleteTicket.menu')}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
