import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CampaignFormValues } from './campaignForm';
import type { CampaignOption } from './campaignOptions';

type SelectField = 'whatsappId' | 'contactListId' | 'tagListId' | 'fileListId';

interface CampaignSelectProps {
  control: Control<CampaignFormValues>;
  name: SelectField;
  label: string;
  options: readonly CampaignOption[];
  disabled: boolean;
  error: string | undefined;
}

/** One of the dialog's lists, with 'Nenhuma' first for none. */
export function CampaignSelect({ control, name, label, options, disabled, error }: CampaignSelectProps) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <TextField
          select
          fullWidth
          size="small"
          label={label}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
          onBlur={field.onBlur}
          disabled={disabled}
          error={error !== undefined}
          helperText={error}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `campaign-${name}` }, select: { displayEmpty: true, SelectDisplayProps: { 'data-testid': `campaign-${name}-select` } as object } }}
        >
          <MenuItem value="">
            <em>{t('campaigns.fields.none')}</em>
          </MenuItem>
          {options.map((option) => (
            <MenuItem key={option.id} value={option.id} data-testid={`campaign-${name}-option-${option.id}`}>
              {option.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}
