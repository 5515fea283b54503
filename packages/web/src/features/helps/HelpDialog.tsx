import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { youTubeCode, type Help } from '@prosa/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { z } from 'zod';
import { toastApiError } from '../../api/toastApiError';
import { FormDialog } from '../../components/FormDialog';
import { applyServerIssues } from '../../forms/applyServerIssues';
import { useFieldMessage } from '../../forms/useFieldMessage';
import { useSaveHelp } from './api';

const helpFormSchema = z.object({
  title: z.string().trim().min(1, 'validation.required').max(200, 'validation.tooLong'),
  description: z.string().max(2000, 'validation.tooLong'),
  video: z.string().trim().min(1, 'validation.required').refine((value) => youTubeCode(value) !== undefined, 'helps.validation.video'),
});
type HelpFormValues = z.infer<typeof helpFormSchema>;
const FIELDS = ['title', 'description', 'video'] as const;

/** The Ajuda tab's form: title, description and the YouTube video (its code or address). */
export function HelpDialog({ record, onClose }: { record: Help | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const save = useSaveHelp();
  const form = useForm<HelpFormValues>({ resolver: zodResolver(helpFormSchema), defaultValues: { title: record?.title ?? '', description: record?.description ?? '', video: record?.video ?? '' } });
  const { errors } = form.formState;

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync({ id: record?.id, body: values });
      toast.success(t('helps.saved'));
      onClose();
    } catch (error) {
      if (!applyServerIssues(error, FIELDS, form.setError)) toastApiError(error);
    }
  });

  return (
    <FormDialog testId="help-dialog" title={record ? t('helps.dialog.editTitle') : t('helps.dialog.addTitle')} maxWidth="sm" ready failed={false} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <DialogContent>
          <Stack sx={{ gap: 2, pt: 1 }}>
            {FIELDS.map((name) => (
              <TextField
                key={name}
                label={t(`helps.fields.${name}`)}
                required={name !== 'description'}
                multiline={name === 'description'}
                minRows={name === 'description' ? 3 : undefined}
                {...form.register(name)}
                error={errors[name] !== undefined}
                helperText={fieldMessage(errors[name]?.message)}
                slotProps={{ htmlInput: { 'data-testid': `help-${name}` } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={save.isPending} data-testid="help-save">
            {t('common.save')}
          </Button>
        </DialogActions>
      </form>
    </FormDialog>
  );
}
