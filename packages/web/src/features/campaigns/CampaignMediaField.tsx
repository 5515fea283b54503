import AttachFileIcon from '@mui/icons-material/AttachFile';
import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

interface CampaignMediaFieldProps {
  /** The name shown: the chosen file's, or the stored one's. */
  shownName: string | null;
  disabled: boolean;
  onChoose: (file: File) => void;
  onClear: () => void;
}

/** The campaign's one attachment: a button to choose it and a chip to remove it. */
export function CampaignMediaField({ shownName, disabled, onChoose, onClear }: CampaignMediaFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <input
        ref={input}
        type="file"
        hidden
        data-testid="campaign-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          if (chosen) onChoose(chosen);
          event.target.value = '';
        }}
      />
      {!disabled && (
        <Button variant="outlined" size="small" startIcon={<AttachFileIcon />} onClick={() => input.current?.click()} data-testid="campaign-attach">
          {t('campaigns.fields.attach')}
        </Button>
      )}
      {shownName && (
        <Chip
          label={shownName}
          data-testid="campaign-attachment"
          onDelete={disabled ? undefined : onClear}
          deleteIcon={<CancelIcon aria-label={t('campaigns.fields.removeAttachment')} data-testid="campaign-attachment-remove" />}
          sx={{ maxWidth: '100%' }}
        />
      )}
    </Stack>
  );
}
