import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import ReplyIcon from '@mui/icons-material/Reply';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';

interface MessageActionsProps {
  messageId: number;
  onReply: (() => void) | undefined;
  onEdit: (() => void) | undefined;
  onDelete: (() => void) | undefined;
}

/** Reply on every message; edit and delete on the author's own. Shown on hover or focus. */
export function MessageActions({ messageId, onReply, onEdit, onDelete }: MessageActionsProps) {
  const { t } = useTranslation();
  const button = (key: string, label: string, icon: React.ReactNode, onClick: () => void) => (
    <Tooltip key={key} title={label}>
      <IconButton size="small" aria-label={label} onClick={onClick} data-testid={`message-${messageId}-${key}`}>
        {icon}
      </IconButton>
    </Tooltip>
  );
  return (
    <Box className="message-actions" sx={{ display: 'flex', alignSelf: 'center', opacity: 0, transition: 'opacity 120ms', '&:focus-within': { opacity: 1 }, '@media (hover: none)': { opacity: 0.7 } }}>
      {onReply && button('reply', t('conversation.messageActions.reply'), <ReplyIcon fontSize="small" />, onReply)}
      {onEdit && button('edit', t('conversation.messageActions.edit'), <EditOutlinedIcon fontSize="small" />, onEdit)}
      {onDelete && button('delete', t('conversation.messageActions.delete'), <DeleteOutlineIcon fontSize="small" />, onDelete)}
    </Box>
  );
}
