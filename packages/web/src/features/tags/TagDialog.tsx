import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import type { Tag } from '@prosa/contract';
import { Controller, FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { isApiError } from '../../api/ApiError';
import { toastApiError } from '../../api/toastApiError';
import { ColorPaletteField } from '../../components/ColorPaletteField';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSaveTag } from './api';
import { TAG_FORM_FIELDS, tagBody, tagFormSchema, tagFormValues, type TagFormValues } from './tagForm';

interface TagDialogProps {
  /** Absent when adding. */
  tag: Tag | undefined;
  /** The Kanban switch is for admin and supervisor only. */
  mayKanban: boolean;
  onClose: () => void;
}

/** The tag modal with name, colour (the queues' palette) and (admins and supervisors) the Kanban switch. */
export function TagDialog({ tag, mayKanban, onClose }: TagDialogProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveTag();
  const form = useForm<TagFormValues>({ resolver: zodResolver(tagFormSchema), defaultValues: tagFormValues(tag) });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: tag?.id, body: tagBody(values, { mayKanban }) });
      toast.success(t('tags.saved'));
      onClose();
    } catch (error) {
      if (isApiError(error) && error.code === 'ERR_TAG_ALREADY_EXISTS') form.setError('name', { type: 'server', message: 'tags.validation.duplicate' });
      if (!applyServerIssues(error, TAG_FORM_FIELDS, form.setError)) toastApiError(error);
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="tag-dialog-title" data-testid="tag-dialog">
      <FormProvider {...form}>
        <form onSubmit={(event) => void submit(event)} noValidate>
          <DialogTitle id="tag-dialog-title">{tag ? t('tags.dialog.editTitle') : t('tags.dialog.addTitle')}</DialogTitle>
          <DialogContent>
            <Stack sx={{ gap: 2, pt: 1 }}>
              <TextField
                label={t('tags.fields.name')}
                autoFocus
                required
                {...form.register('name')}
                error={errors.name !== undefined}
                helperText={fieldMessage(errors.name?.message)}
                slotProps={{ htmlInput: { 'data-testid': 'tag-name' } }}
              />
              <ColorPaletteField label={t('tags.fields.color')} testId="tag-color" />
              {mayKanban && (
                <Controller
                  control={form.control}
                  name="kanban"
                  render={({ field }) => (
                    <FormControlLabel
                      label={t('tags.fields.kanban')}
                      control={<Switch checked={field.value} onChange={(_event, checked) => field.onChange(checked)} slotProps={{ input: { 'data-testid': 'tag-kanban' } as object }} />}
                    />
                  )}
                />
              )}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} data-testid="tag-cancel">
              {t('common.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={save.isPending} data-testid="tag-save">
              {t('common.save')}
            </Button>
          </DialogActions>
        </form>
      </FormProvider>
    </Dialog>
  );
}
