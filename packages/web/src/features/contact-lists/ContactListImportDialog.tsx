import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../api/toastApiError';
import { ImportReport, type ImportReportState } from '../contacts/ImportReport';
import { EXAMPLE_SHEET_URL, useUploadContactListSheet } from './api';

interface ContactListImportDialogProps {
  contactListId: number;
  onClose: () => void;
}

/**
 * Sheet import into one list (.xls and .xlsx), with the contacts page's progress and per-row
 * report. The server writes the rows in one go and answers the report; the WhatsApp check of the
 * numbers follows in the background, shown by the icons of the list.
 */
export function ContactListImportDialog({ contactListId, onClose }: ContactListImportDialogProps) {
  const { t } = useTranslation();
  const upload = useUploadContactListSheet(contactListId);
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ImportReportState | null>(null);
  const input = useRef<HTMLInputElement>(null);

  const start = async () => {
    if (!file) return;
    setState({ status: 'running', processed: 0, total: 0, created: 0, updated: 0, skipped: [] });
    try {
      const result = await upload.mutateAsync(file);
      setState({ status: 'done', processed: result.total, total: result.total, created: result.created, updated: result.updated, skipped: result.skipped });
    } catch (error) {
      setState(null);
      toastApiError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-list-import-title" data-testid="contact-list-import-dialog">
      <DialogTitle id="contact-list-import-title">{t('contactListItems.importDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('contacts.importDialog.help')}{' '}
          <Link href={EXAMPLE_SHEET_URL} download data-testid="contact-list-import-example">
            {t('contactListItems.exampleSheet')}
          </Link>
        </DialogContentText>
        {!state && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
              {t('contacts.importDialog.choose')}
            </Button>
            <Typography variant="body2" noWrap data-testid="contact-list-import-filename">
              {file?.name ?? ''}
            </Typography>
            <input
              ref={input}
              hidden
              type="file"
              accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
              data-testid="contact-list-import-file"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Box>
        )}
        {state?.status === 'running' && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('contactListItems.importDialog.sending')}
          </Typography>
        )}
        {state && <ImportReport state={state} testIdPrefix="contact-list-import" />}
        {state?.status === 'done' && state.total - state.skipped.length > 0 && (
          <Alert severity="info" sx={{ mt: 2 }} data-testid="contact-list-import-checking">
            {t('contactListItems.importDialog.checking')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="contact-list-import-close">
          {t('contacts.importDialog.close')}
        </Button>
        {!state && (
          <Button variant="contained" disabled={!file || upload.isPending} onClick={() => void start()} data-testid="contact-list-import-start">
            {t('contacts.importDialog.start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
