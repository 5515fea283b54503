import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { QuickMessage } from '@prosa/contract';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../api/ApiError';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSaveQuickMessage } from './api';
import {
  attachmentName,
  MESSAGE_ROWS,
  QUICK_MESSAGE_FORM_FIELDS,
  quickMessageBody,
  quickMessageFormSchema,
  quickMessageFormValues,
  type QuickMessageFormValues,
} from './quickMessageForm';

interface QuickMessageDialogProps {
  /** Absent when adding. */
  record: QuickMessage | undefined;
  onClose: () => void;
}

/** The quick message dialog: shortcode, a 7-row message, company-wide switch and one attachment. */
export function QuickMessageDialog({ record, onClose }: QuickMessageDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveQuickMessage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [dropMedia, setDropMedia] = useState(false);
  const form = useForm<QuickMessageFormValues>({ resolver: zodResolver(quickMessageFormSchema), defaultValues: quickMessageFormValues(record) });
  const { errors } = form.formState;
  const storedName = dropMedia ? null : (record?.mediaName ?? null);
  const shownName = file ? attachmentName(file.name) : storedName;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: record?.id, body: quickMessageBody(values), file, dropMedia });
      toast.success(t('quickMessages.saved'));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'ERR_QUICK_MESSAGE_SHORTCODE_IN_USE') form.setError('shortcode', { type: 'server', message: 'quickMessages.validation.duplicate' });
      if (!applyServerIssues(error, QUICK_MESSAGE_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  const clearAttachment = () => {
    setFile(undefined);
    if (fileInput.current) fileInput.current.value = '';
    if (record?.mediaName) setDropMedia(true);
  };

  return (
    <Dialog open onClose={(_event, reason) => reason !== 'backdropClick' && onClose()} fullWidth maxWidth="sm" aria-labelledby="quick-message-dialog-title" data-testid="quick-message-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="quick-message-dialog-title">{record ? t('quickMessages.dialog.editTitle') : t('quickMessages.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField
              label={t('quickMessages.fields.shortcode')}
              autoFocus
              required
              {...form.register('shortcode')}
              error={errors.shortcode !== undefined}
              helperText={fieldMessage(errors.shortcode?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'quick-message-shortcode' } }}
            />
            <TextField
              label={t('quickMessages.fields.message')}
              multiline
              rows={MESSAGE_ROWS}
              {...form.register('message')}
              error={errors.message !== undefined}
              helperText={fieldMessage(errors.message?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'quick-message-message' } }}
            />
            <Controller
              control={form.control}
              name="geral"
              render={({ field }) => (
                <FormControlLabel
                  label={t('quickMessages.fields.geral')}
                  control={<Switch checked={field.value} onChange={(_event, checked) => field.onChange(checked)} slotProps={{ input: { 'data-testid': 'quick-message-geral' } as object }} />}
                />
              )}
            />
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <input
                ref={fileInput}
                type="file"
                hidden
                data-testid="quick-message-file"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (chosen) setFile(chosen);
                }}
              />
              <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => fileInput.current?.click()} data-testid="quick-message-attach">
                {t('quickMessages.fields.attach')}
              </Button>
              {shownName && (
                <Chip
                  label={shownName}
                  data-testid="quick-message-attachment"
                  onDelete={clearAttachment}
                  deleteIcon={
                    <IconButton size="small" aria-label={t('quickMessages.fields.removeAttachment')} data-testid="quick-message-attachment-remove">
                      <CloseIcon fontSize="small" />
                    </IconButton>
                  }
                  sx={{ maxWidth: '100%' }}
                />
              )}
            </Stack>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="quick-message-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="quick-message-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
