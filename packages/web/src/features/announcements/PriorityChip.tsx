import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { PRIORITY_CHIP_COLORS, PRIORITY_LABEL_KEYS, priorityOf } from './priority';

/** The priority in its colour (high red, medium orange, low grey). */
export function PriorityChip({ priority, testId }: { priority: number; testId?: string }) {
  const { t } = useTranslation();
  const level = priorityOf(priority);
  return (
    <Chip
      size="small"
      label={t(PRIORITY_LABEL_KEYS[level])}
      data-testid={testId}
      data-priority={level}
      color={PRIORITY_CHIP_COLORS[level]}
      sx={{ fontWeight: 600 }}
    />
  );
}
