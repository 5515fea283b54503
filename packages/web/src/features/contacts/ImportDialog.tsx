import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { ContactImportState } from '@prosa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toastApiError } from '../../api/toastApiError';
import { useCompanyEvent } from '../../realtime/useSocket';
import { contactKeys, fetchImportState, useUploadContacts } from './api';
import { applyImportEvent } from './importProgress';
import { ImportReport } from './ImportReport';

interface ImportDialogProps {
  onClose: () => void;
}

/** Sheet import (.xls and .xlsx) with a progress bar and the per-row report of what was skipped. */
export function ImportDialog({ onClose }: ImportDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const upload = useUploadContacts();
  const [file, setFile] = useState<File | null>(null);
  const [state, setState] = useState<ContactImportState | null>(null);
  const input = useRef<HTMLInputElement>(null);

  useCompanyEvent('contact', (event) => {
    if (event.action === 'import-progress' || event.action === 'import-done') setState((current) => (current ? applyImportEvent(current, event) : current));
  });

  // Events may be missed (a reconnecting socket): the import's state is also asked every 3 s.
  const importId = state?.importId;
  const running = state?.status === 'running';
  useEffect(() => {
    if (!importId || !running) return;
    let active = true;
    const poll = () =>
      void fetchImportState(importId).then(
        (fresh) => active && setState((current) => (current && current.status === 'running' ? fresh : current)),
        () => undefined,
      );
    poll();
    const timer = setInterval(poll, 3000);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, [importId, running]);

  useEffect(() => {
    if (state && state.status !== 'running') void queryClient.invalidateQueries({ queryKey: contactKeys.pages });
  }, [state, queryClient]);

  const start = async () => {
    if (!file) return;
    try {
      setState(await upload.mutateAsync(file));
    } catch (error) {
      toastApiError(error);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="contact-import-title" data-testid="contact-import-dialog">
      <DialogTitle id="contact-import-title">{t('contacts.importDialog.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('contacts.importDialog.help')}</DialogContentText>
        {!state && (
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<UploadFileIcon />} onClick={() => input.current?.click()}>
              {t('contacts.importDialog.choose')}
            </Button>
            <Typography variant="body2" noWrap data-testid="contact-import-filename">
              {file?.name ?? ''}
            </Typography>
            <input
              ref={input}
              hidden
              type="file"
              accept=".xlsx,.xls,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet,application/vnd.ms-excel"
              data-testid="contact-import-file"
              onChange={(event) => setFile(event.target.files?.[0] ?? null)}
            />
          </Box>
        )}
        {state && <ImportReport state={state} testIdPrefix="contact-import" />}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} data-testid="contact-import-close">
          {t('contacts.importDialog.close')}
        </Button>
        {!state && (
          <Button variant="contained" disabled={!file || upload.isPending} onClick={() => void start()} data-testid="contact-import-start">
            {t('contacts.importDialog.start')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
