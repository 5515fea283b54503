import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../../forms/useFieldMessage';
import type { QueueFormValues } from './queueForm';
import { QUEUE_PALETTE } from './queuePalette';

/** The colour field and the 50 preset colours (seed 001 §2); colours other queues use are dimmed. */
export function ColorPaletteField({ taken }: { taken: readonly string[] }) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { control } = useFormContext<QueueFormValues>();
  const used = new Set(taken.map((color) => color.toLowerCase()));
  return (
    <Controller
      control={control}
      name="color"
      render={({ field, fieldState }) => (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField
            label={t('queues.form.color')}
            required
            fullWidth
            autoComplete="off"
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={fieldState.error !== undefined}
            helperText={fieldMessage(fieldState.error?.message)}
            slotProps={{
              htmlInput: { 'data-testid': 'queue-color', maxLength: 12 },
              input: {
                startAdornment: (
                  <InputAdornment position="start">
                    <Box sx={{ width: 22, height: 22, borderRadius: 1, bgcolor: field.value || 'transparent', border: 1, borderColor: 'divider' }} />
                  </InputAdornment>
                ),
              },
            }}
          />
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mt: 1.5, mb: 0.5 }}>
            {t('queues.form.palette')}
          </Typography>
          <Box role="listbox" aria-label={t('queues.form.palette')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(10, minmax(0, 1fr))', gap: 0.75, maxWidth: 420 }}>
            {QUEUE_PALETTE.map((color) => {
              const selected = field.value.toLowerCase() === color;
              const disabled = used.has(color) && !selected;
              return (
                <ButtonBase
                  key={color}
                  role="option"
                  aria-selected={selected}
                  aria-label={t('queues.form.chooseColor', { color })}
                  disabled={disabled}
                  onClick={() => field.onChange(color)}
                  data-testid={`queue-color-swatch-${color.slice(1)}`}
                  sx={{
                    aspectRatio: '1',
                    borderRadius: 1,
                    bgcolor: color,
                    color: '#fff',
                    opacity: disabled ? 0.25 : 1,
                    outline: selected ? 2 : 0,
                    outlineColor: 'text.primary',
                    outlineOffset: 2,
                    '&:hover': { transform: 'scale(1.1)' },
                    transition: 'transform 120ms',
                  }}
                >
                  {selected && <CheckIcon fontSize="small" />}
                </ButtonBase>
              );
            })}
          </Box>
        </Box>
      )}
    />
  );
}
