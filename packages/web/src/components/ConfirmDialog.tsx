import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** `data-testid` of the confirm button (`confirm-delete`, `confirm-disconnect`). */
  testId: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** The confirmation dialog: a question, Cancel, and the destructive action in red. */
export function ConfirmDialog({ open, title, message, confirmLabel, testId, busy, onConfirm, onClose }: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} maxWidth="xs" fullWidth aria-labelledby={`${testId}-title`}>
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="confirm-cancel">
          {t('common.cancel')}
        </Button>
        <Button variant="contained" color="error" onClick={onConfirm} disabled={busy} data-testid={testId}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
