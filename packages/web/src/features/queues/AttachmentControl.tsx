import AttachFileIcon from '@mui/icons-material/AttachFile';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface AttachmentControlProps {
  mediaName: string | null;
  mediaUrl: string | null;
  busy: boolean;
  /** Prefix of the test ids: `{prefix}-attach` (the file input), `-media-name`, `-media-remove`. */
  testId: string;
  onPick: (file: File) => void;
  onRemove: () => void;
}

/** Upload and remove of one attachment (queue or option); the name links to the signed URL. */
export function AttachmentControl({ mediaName, mediaUrl, busy, testId, onPick, onRemove }: AttachmentControlProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', minWidth: 0 }}>
      <input
        ref={input}
        type="file"
        hidden
        data-testid={`${testId}-attach`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) onPick(file);
          event.target.value = '';
        }}
      />
      {mediaName ? (
        <>
          <Chip
            icon={<AttachFileIcon />}
            label={mediaName}
            component="a"
            href={mediaUrl ?? undefined}
            target="_blank"
            rel="noreferrer"
            clickable
            size="small"
            data-testid={`${testId}-media-name`}
            sx={{ maxWidth: 260 }}
          />
          <Tooltip title={t('queues.attachment.remove')}>
            <span>
              <IconButton size="small" onClick={onRemove} disabled={busy} aria-label={t('queues.attachment.remove')} data-testid={`${testId}-media-remove`}>
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </>
      ) : (
        <Button size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} disabled={busy} data-testid={`${testId}-attach-button`}>
          {t('queues.attachment.attach')}
        </Button>
      )}
    </Stack>
  );
}
