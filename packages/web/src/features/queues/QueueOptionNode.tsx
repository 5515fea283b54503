import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { QueueOption } from '@prosa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'react-toastify';
import { toastApiError } from '../../api/toastApiError';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { AttachmentControl } from './AttachmentControl';
import { useOptionCommand } from './api';

interface QueueOptionNodeProps {
  queueId: number;
  parentId: number | null;
  /** Absent: a new option not saved yet. */
  option?: QueueOption;
  onDraftDone?: () => void;
}

/** One option of the tree: position, title, message, attachment, and its children below it. */
export function QueueOptionNode({ queueId, parentId, option, onDraftDone }: QueueOptionNodeProps) {
  const { t } = useTranslation();
  const command = useOptionCommand();
  const [title, setTitle] = useState(option?.title ?? '');
  const [message, setMessage] = useState(option?.message ?? '');
  const [position, setPosition] = useState(option?.option ?? '');
  const [addingChild, setAddingChild] = useState(false);
  const [confirmOpen, setConfirmOpen] = useState(false);
  const id = option ? String(option.id) : `new-${parentId ?? 'root'}`;
  const dirty = !option || title !== option.title || message !== option.message || position !== option.option;

  const run = async (action: Parameters<typeof command.mutateAsync>[0], success?: string) => {
    try {
      await command.mutateAsync(action);
      if (success) toast.success(success);
      return true;
    } catch (error) {
      toastApiError(error);
      return false;
    }
  };

  const save = async () => {
    if (title.trim() === '') return;
    const fields = { queueId, title: title.trim(), message, option: position.trim() };
    const done = option ? await run({ kind: 'update', id: option.id, ...fields }, t('queues.options.saved')) : await run({ kind: 'create', parentId, ...fields }, t('queues.options.saved'));
    if (done && !option) onDraftDone?.();
  };

  return (
    <Box data-testid={`option-${id}`} sx={{ borderLeft: 3, borderColor: option ? 'primary.main' : 'warning.main', pl: 1.5, py: 1 }}>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '72px 1fr', sm: '80px 1fr' } }}>
        <TextField
          size="small"
          label={t('queues.options.position')}
          value={position}
          onChange={(event) => setPosition(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': `option-position-${id}`, maxLength: 20 } }}
        />
        <TextField
          size="small"
          required
          autoFocus={!option}
          label={t('queues.options.optionTitle')}
          value={title}
          error={title.trim() === '' && dirty && option !== undefined}
          onChange={(event) => setTitle(event.target.value)}
          slotProps={{ htmlInput: { 'data-testid': `option-title-${id}`, maxLength: 200 } }}
        />
        <TextField
          size="small"
          multiline
          minRows={2}
          label={t('queues.options.message')}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { 'data-testid': `option-message-${id}` } }}
        />
      </Box>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mt: 1, flexWrap: 'wrap' }}>
        {dirty && (
          <Button size="small" variant="contained" disabled={command.isPending || title.trim() === ''} onClick={() => void save()} data-testid={`option-save-${id}`}>
            {t('queues.options.save')}
          </Button>
        )}
        {!option && (
          <Button size="small" onClick={onDraftDone} data-testid={`option-cancel-${id}`}>
            {t('queues.options.cancel')}
          </Button>
        )}
        {option && (
          <>
            <Button size="small" startIcon={<AddIcon />} onClick={() => setAddingChild(true)} disabled={addingChild} data-testid={`option-add-child-${id}`}>
              {t('queues.options.addChild')}
            </Button>
            <AttachmentControl
              mediaName={option.mediaName}
              mediaUrl={option.mediaUrl}
              busy={command.isPending}
              testId={`option-${id}`}
              onPick={(file) => void run({ kind: 'media', queueId, id: option.id, file }, t('queues.toasts.mediaSaved'))}
              onRemove={() => void run({ kind: 'media', queueId, id: option.id, file: null }, t('queues.toasts.mediaRemoved'))}
            />
            <Box sx={{ flex: 1 }} />
            <Tooltip title={t('queues.options.delete')}>
              <IconButton size="small" color="error" onClick={() => setConfirmOpen(true)} aria-label={t('queues.options.delete')} data-testid={`option-delete-${id}`}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        )}
      </Stack>
      {option && (option.children.length > 0 || addingChild) && (
        <Stack sx={{ gap: 1, mt: 1, ml: { xs: 0.5, sm: 2 } }}>
          {option.children.map((child) => (
            <QueueOptionNode key={`${child.id}-${child.updatedAt}`} queueId={queueId} parentId={option.id} option={child} />
          ))}
          {addingChild && <QueueOptionNode queueId={queueId} parentId={option.id} onDraftDone={() => setAddingChild(false)} />}
        </Stack>
      )}
      {option && (
        <ConfirmDialog
          open={confirmOpen}
          title={t('queues.options.confirmDelete', { title: option.title })}
          message={t('common.confirmDeleteRecord')}
          confirmLabel={t('queues.options.delete')}
          testId="confirm-delete"
          busy={command.isPending}
          onConfirm={() => void run({ kind: 'delete', queueId, id: option.id }, t('queues.options.deleted')).then((done) => done && setConfirmOpen(false))}
          onClose={() => setConfirmOpen(false)}
        />
      )}
    </Box>
  );
}
