import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { FileList } from '@prosa/contract';
import { useRef } from 'react';
import { useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSaveFileList } from './api';
import { emptyOption, FILE_LIST_FORM_FIELDS, fileListBody, fileListFormSchema, fileListFormValues, type FileListFormValues } from './fileListForm';

interface FileListDialogProps {
  /** Absent when adding. */
  record: FileList | undefined;
  onClose: () => void;
}

/** A file list: name, message and named options, each with an optional file sent after the save. */
export function FileListDialog({ record, onClose }: FileListDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveFileList();
  const form = useForm<FileListFormValues>({ resolver: zodResolver(fileListFormSchema), defaultValues: fileListFormValues(record) });
  const options = useFieldArray({ control: form.control, name: 'options', keyName: 'key' });
  const { errors } = form.formState;
  const fileInputs = useRef<(HTMLInputElement | null)[]>([]);
  const watched = form.watch('options');

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: record?.id, body: fileListBody(values), values });
      toast.success(t('files.saved'));
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, FILE_LIST_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="file-list-dialog-title" data-testid="file-list-dialog">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogTitle id="file-list-dialog-title">{record ? t('files.dialog.editTitle') : t('files.dialog.addTitle')}</DialogTitle>
        <DialogContent>
          <TextField
            label={t('files.fields.name')}
            autoFocus
            required
            fullWidth
            margin="dense"
            {...form.register('name')}
            error={errors.name !== undefined}
            helperText={fieldMessage(errors.name?.message)}
            slotProps={{ htmlInput: { 'data-testid': 'file-list-name' } }}
          />
          <TextField
            label={t('files.fields.message')}
            required
            fullWidth
            multiline
            minRows={3}
            margin="dense"
            {...form.register('message')}
            error={errors.message !== undefined}
            helperText={fieldMessage(errors.message?.message)}
            slotProps={{ htmlInput: { 'data-testid': 'file-list-message' } }}
          />
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {t('files.options')}
          </Typography>
          <Stack sx={{ gap: 1.5 }} data-testid="file-list-options">
            {options.fields.map((field, index) => {
              const current = watched[index];
              const chosen = current?.file ?? null;
              return (
                <Stack key={field.key} direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'flex-start' } }} data-testid={`file-list-option-${index}`}>
                  <TextField
                    label={t('files.fields.optionName')}
                    required
                    size="small"
                    sx={{ flex: 1 }}
                    {...form.register(`options.${index}.name`)}
                    error={errors.options?.[index]?.name !== undefined}
                    helperText={fieldMessage(errors.options?.[index]?.name?.message)}
                    slotProps={{ htmlInput: { 'data-testid': `file-list-option-name-${index}` } }}
                  />
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0, flex: 1 }}>
                    <Button variant="outlined" size="small" startIcon={<AttachFileIcon />} onClick={() => fileInputs.current[index]?.click()} sx={{ whiteSpace: 'nowrap', flexShrink: 0, mt: { sm: 0.5 } }}>
                      {chosen || current?.path ? t('files.replaceFile') : t('files.chooseFile')}
                    </Button>
                    <Box sx={{ minWidth: 0, flex: 1 }} data-testid={`file-list-option-file-${index}`}>
                      {chosen ? (
                        <Typography variant="body2" noWrap title={chosen.name}>
                          {chosen.name}
                        </Typography>
                      ) : current?.path ? (
                        <Link href={current.path} target="_blank" rel="noreferrer" variant="body2" noWrap sx={{ display: 'block' }}>
                          {t('files.storedFile')}
                        </Link>
                      ) : (
                        <Typography variant="body2" color="text.secondary" noWrap>
                          {t('files.noFile')}
                        </Typography>
                      )}
                    </Box>
                    <input
                      ref={(element) => {
                        fileInputs.current[index] = element;
                      }}
                      hidden
                      type="file"
                      data-testid={`file-list-option-input-${index}`}
                      onChange={(event) => form.setValue(`options.${index}.file`, event.target.files?.[0] ?? null, { shouldDirty: true })}
                    />
                    <Tooltip title={t('files.removeOption')}>
                      <IconButton size="small" onClick={() => options.remove(index)} aria-label={t('files.removeOption')} data-testid={`file-list-option-remove-${index}`}>
                        <DeleteOutlineIcon fontSize="small" />
                      </IconButton>
                    </Tooltip>
                  </Stack>
                </Stack>
              );
            })}
          </Stack>
          <Button startIcon={<AddIcon />} onClick={() => options.append(emptyOption())} sx={{ mt: 1 }} data-testid="file-list-option-add">
            {t('files.addOption')}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} data-testid="file-list-cancel">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="file-list-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
