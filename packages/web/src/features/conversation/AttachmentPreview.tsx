import CloseIcon from '@mui/icons-material/Close';
import InsertDriveFileOutlinedIcon from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';

function AttachmentTile({ file, index, onRemove }: { file: File; index: number; onRemove: () => void }) {
  const { t } = useTranslation();
  const preview = useMemo(() => (file.type.startsWith('image/') ? URL.createObjectURL(file) : null), [file]);
  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);
  return (
    <Box data-testid={`message-attachment-${index}`} sx={{ position: 'relative', width: 96, flexShrink: 0, border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper', overflow: 'hidden' }}>
      {preview ? (
        <Box component="img" src={preview} alt={file.name} sx={{ width: 96, height: 72, objectFit: 'cover', display: 'block' }} />
      ) : (
        <Box sx={{ height: 72, display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
          <InsertDriveFileOutlinedIcon color="action" />
        </Box>
      )}
      <Typography variant="caption" noWrap title={file.name} sx={{ display: 'block', px: 0.5 }}>
        {file.name}
      </Typography>
      <IconButton size="small" aria-label={t('conversation.input.removeAttachment')} onClick={onRemove} data-testid={`message-attachment-${index}-remove`} sx={{ position: 'absolute', top: 2, right: 2, bgcolor: 'background.paper', '&:hover': { bgcolor: 'background.paper' }, p: 0.25 }}>
        <CloseIcon sx={{ fontSize: 16 }} />
      </IconButton>
    </Box>
  );
}

/** Files chosen for the next message, each with a preview and a remove button. */
export function AttachmentPreview({ files, onRemove }: { files: readonly File[]; onRemove: (index: number) => void }) {
  if (files.length === 0) return null;
  return (
    <Box data-testid="message-attachments" sx={{ display: 'flex', gap: 1, overflowX: 'auto', px: 1, pt: 1 }}>
      {files.map((file, index) => (
        <AttachmentTile key={`${file.name}-${file.size}-${file.lastModified}-${index}`} file={file} index={index} onRemove={() => onRemove(index)} />
      ))}
    </Box>
  );
}
