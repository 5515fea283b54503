import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageLoading } from '../app/components/PageLoading';

interface FormDialogProps {
  /** Names the dialog (`{testId}`) and its title (`{testId}-title`). */
  testId: string;
  title: string;
  maxWidth: 'sm' | 'md';
  /** What the form needs has loaded. */
  ready: boolean;
  /** Loading it failed: the dialog says so and offers only Cancel. */
  failed: boolean;
  cancelLabel?: string;
  onClose: () => void;
  /** The form, rendered once `ready`. */
  children: ReactNode;
}

/**
 * The add/edit dialog frame: full screen on phones, not closed by a stray click outside a long
 * form, and a loading or load-failed state until the form's data is there.
 */
export function FormDialog({ testId, title, maxWidth, ready, failed, cancelLabel, onClose, children }: FormDialogProps) {
  const { t } = useTranslation();
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });
  return (
    <Dialog
      open
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth={maxWidth}
      fullScreen={phone}
      aria-labelledby={`${testId}-title`}
      data-testid={testId}
    >
      <DialogTitle id={`${testId}-title`}>{title}</DialogTitle>
      {failed ? (
        <>
          <DialogContent>
            <Alert severity="error">{t('common.loadFailed')}</Alert>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>{cancelLabel ?? t('common.cancel')}</Button>
          </DialogActions>
        </>
      ) : ready ? (
        children
      ) : (
        <PageLoading />
      )}
    </Dialog>
  );
}
