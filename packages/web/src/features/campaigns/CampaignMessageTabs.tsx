import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_CONFIRMATION_FIELDS, CAMPAIGN_MESSAGE_FIELDS } from '@prosa/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../forms/useFieldMessage';
import type { CampaignFormValues } from './campaignForm';

interface CampaignMessageTabsProps {
  register: UseFormRegister<CampaignFormValues>;
  errors: FieldErrors<CampaignFormValues>;
  tab: number;
  onTab: (tab: number) => void;
  /** Confirmation on: each tab also has its confirmation message. */
  confirmation: boolean;
  disabled: boolean;
}

const MESSAGE_ROWS = 5;

/** Msg. 1 to Msg. 5: a message each, and its confirmation message when confirmation is on. */
export function CampaignMessageTabs({ register, errors, tab, onTab, confirmation, disabled }: CampaignMessageTabsProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const message = CAMPAIGN_MESSAGE_FIELDS[tab]!;
  const confirmationMessage = CAMPAIGN_CONFIRMATION_FIELDS[tab]!;
  return (
    <Stack sx={{ gap: 1.5 }}>
      <Tabs value={tab} onChange={(_event, value: number) => onTab(value)} variant="scrollable" scrollButtons="auto" allowScrollButtonsMobile sx={{ borderBottom: 1, borderColor: 'divider' }}>
        {CAMPAIGN_MESSAGE_FIELDS.map((field, index) => (
          <Tab
            key={field}
            value={index}
            label={t('campaigns.fields.messageTab', { number: index + 1 })}
            data-testid={`campaign-tab-${index + 1}`}
            sx={errors[field] ? { color: 'error.main' } : undefined}
          />
        ))}
      </Tabs>
      <TextField
        key={message}
        label={`${t('campaigns.fields.message')} ${tab + 1}`}
        multiline
        rows={MESSAGE_ROWS}
        fullWidth
        disabled={disabled}
        {...register(message)}
        error={errors[message] !== undefined}
        helperText={fieldMessage(errors[message]?.message)}
        slotProps={{ htmlInput: { 'data-testid': `campaign-${message}` } }}
      />
      {confirmation && (
        <TextField
          key={confirmationMessage}
          label={`${t('campaigns.fields.confirmationMessage')} ${tab + 1}`}
          multiline
          rows={MESSAGE_ROWS}
          fullWidth
          disabled={disabled}
          {...register(confirmationMessage)}
          error={errors[confirmationMessage] !== undefined}
          helperText={fieldMessage(errors[confirmationMessage]?.message)}
          slotProps={{ htmlInput: { 'data-testid': `campaign-${confirmationMessage}` } }}
        />
      )}
      <Typography variant="caption" color="text.secondary">
        {t('campaigns.fields.variablesHint')}
      </Typography>
    </Stack>
  );
}
