import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useFieldMessage } from '../forms/useFieldMessage';
import { COLOR_PALETTE } from './colorPalette';

interface ColorPaletteFieldProps {
  label: string;
  /** The text field's test id; the swatches are `{testId}-swatch-{hex}`. */
  testId: string;
  /** Colours others already use (queues' colours are unique): dimmed and not offered. */
  taken?: readonly string[];
}

/** A form's `color` field with the 50 preset colours, for queues and tags alike. */
export function ColorPaletteField({ label, testId, taken = [] }: ColorPaletteFieldProps) {
  const { t } = useTranslation();
  const fieldMessage = useFieldMessage();
  const { control } = useFormContext<{ color: string }>();
  const used = new Set(taken.map((color) => color.toLowerCase()));
  return (
    <Controller
      control={control}
      name="color"
      render={({ field, fieldState }) => (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField
            label={label}
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
              htmlInput: { 'data-testid': testId, maxLength: 12 },
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
            {t('common.palette')}
          </Typography>
          <Box role="listbox" aria-label={t('common.palette')} sx={{ display: 'grid', gridTemplateColumns: 'repeat(10, minmax(0, 1fr))', gap: 0.75, maxWidth: 420 }}>
            {COLOR_PALETTE.map((color) => {
              const selected = field.value.toLowerCase() === color;
              const disabled = used.has(color) && !selected;
              return (
                <ButtonBase
                  key={color}
                  role="option"
                  aria-selected={selected}
                  aria-label={t('common.chooseColor', { color })}
                  disabled={disabled}
                  onClick={() => field.onChange(color)}
                  data-testid={`${testId}-swatch-${color.slice(1)}`}
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
