import { zodResolver } from '@hookform/resolvers/zod';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ANNOUNCEMENT_PRIORITIES, type Announcement } from '@prosa/contract';
import { useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { FormDialog } from '../../components/FormDialog';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { attachmentName } from '../quick-messages/quickMessageForm';
import { useSaveAnnouncement } from './api';
import {
  ANNOUNCEMENT_FILE_ACCEPT,
  ANNOUNCEMENT_FORM_FIELDS,
  announcementBody,
  announcementFormSchema,
  announcementFormValues,
  isAcceptedImage,
  type AnnouncementFormValues,
} from './announcementForm';
import { PRIORITY_LABEL_KEYS } from './priority';

interface AnnouncementDialogProps {
  /** Absent when adding. */
  record: Announcement | undefined;
  onClose: () => void;
}

/** The announcement dialog: title, text, priority, status and an optional image (.png, .jpg, .jpeg). */
export function AnnouncementDialog({ record, onClose }: AnnouncementDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveAnnouncement();
  const fileInput = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | undefined>(undefined);
  const [fileProblem, setFileProblem] = useState(false);
  const [dropMedia, setDropMedia] = useState(false);
  const form = useForm<AnnouncementFormValues>({ resolver: zodResolver(announcementFormSchema), defaultValues: announcementFormValues(record) });
  const { errors } = form.formState;
  const shownName = file ? attachmentName(file.name) : dropMedia ? null : (record?.mediaName ?? null);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: record?.id, body: announcementBody(values), file, dropMedia });
      toast.success(t('announcements.saved'));
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, ANNOUNCEMENT_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  const clearImage = () => {
    setFile(undefined);
    if (fileInput.current) fileInput.current.value = '';
    if (record?.mediaName) setDropMedia(true);
  };

  return (
    <FormDialog testId="announcement-dialog" title={record ? t('announcements.dialog.editTitle') : t('announcements.dialog.addTitle')} maxWidth="sm" ready failed={false} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            <TextField
              label={t('announcements.fields.title')}
              autoFocus
              required
              {...form.register('title')}
              error={errors.title !== undefined}
              helperText={fieldMessage(errors.title?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'announcement-title' } }}
            />
            <TextField
              label={t('announcements.fields.text')}
              required
              multiline
              minRows={4}
              maxRows={12}
              {...form.register('text')}
              error={errors.text !== undefined}
              helperText={fieldMessage(errors.text?.message)}
              slotProps={{ htmlInput: { 'data-testid': 'announcement-text' } }}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 2 }}>
              <Controller
                control={form.control}
                name="priority"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('announcements.fields.priority')}
                    value={field.value}
                    onChange={(event) => field.onChange(Number(event.target.value))}
                    slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'announcement-priority' } }}
                  >
                    {ANNOUNCEMENT_PRIORITIES.map((priority) => (
                      <option key={priority} value={priority}>
                        {t(PRIORITY_LABEL_KEYS[priority])}
                      </option>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={form.control}
                name="status"
                render={({ field }) => (
                  <TextField
                    select
                    fullWidth
                    label={t('announcements.fields.status')}
                    value={field.value ? 'active' : 'inactive'}
                    onChange={(event) => field.onChange(event.target.value === 'active')}
                    slotProps={{ htmlInput: { 'data-testid': 'announcement-status' } }}
                  >
                    <MenuItem value="active">{t('announcements.status.active')}</MenuItem>
                    <MenuItem value="inactive">{t('announcements.status.inactive')}</MenuItem>
                  </TextField>
                )}
              />
            </Stack>
            <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <input
                ref={fileInput}
                type="file"
                accept={ANNOUNCEMENT_FILE_ACCEPT}
                hidden
                data-testid="announcement-file"
                onChange={(event) => {
                  const chosen = event.target.files?.[0];
                  if (!chosen) return;
                  const accepted = isAcceptedImage(chosen.name);
                  setFileProblem(!accepted);
                  if (accepted) setFile(chosen);
                }}
              />
              <Button variant="outlined" startIcon={<AttachFileIcon />} onClick={() => fileInput.current?.click()} data-testid="announcement-attach">
                {t('announcements.fields.image')}
              </Button>
              {shownName && <Chip label={shownName} onDelete={clearImage} data-testid="announcement-attachment" sx={{ maxWidth: '100%' }} />}
            </Stack>
            {fileProblem && (
              <Typography variant="caption" color="error" data-testid="announcement-file-problem">
                {t('announcements.validation.imageOnly')}
              </Typography>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="announcement-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="announcement-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
