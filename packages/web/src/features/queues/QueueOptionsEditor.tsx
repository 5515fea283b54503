import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueueOptionTree } from './api';
import { QueueOptionNode } from './QueueOptionNode';

/** The queue's chatbot menu: a tree edited node by node. */
export function QueueOptionsEditor({ queueId }: { queueId: number }) {
  const { t } = useTranslation();
  const tree = useQueueOptionTree(queueId);
  const [addingRoot, setAddingRoot] = useState(false);
  return (
    <Box component="section" data-testid="queue-options">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="overline" component="h3" sx={{ color: 'text.secondary', lineHeight: 2 }}>
          {t('queues.options.title')}
        </Typography>
        <Button size="small" startIcon={<AddIcon />} onClick={() => setAddingRoot(true)} disabled={addingRoot} data-testid="queue-options-add-root">
          {t('queues.options.addRoot')}
        </Button>
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {t('queues.options.hint')}
      </Typography>
      {tree.isPending && <CircularProgress size={24} />}
      {tree.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
      {tree.data && (
        <Stack sx={{ gap: 1 }}>
          {tree.data.length === 0 && !addingRoot && (
            <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }} data-testid="queue-options-empty">
              {t('queues.options.empty')}
            </Typography>
          )}
          {tree.data.map((option) => (
            <QueueOptionNode key={`${option.id}-${option.updatedAt}`} queueId={queueId} parentId={null} option={option} />
          ))}
          {addingRoot && <QueueOptionNode queueId={queueId} parentId={null} onDraftDone={() => setAddingRoot(false)} />}
        </Stack>
      )}
    </Box>
  );
}
