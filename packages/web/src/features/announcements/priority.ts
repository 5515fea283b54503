import type { AnnouncementPriority } from '@prosa/contract';

/** Priority 1 high in red, 2 medium in orange, 3 low in grey (theme palette paths). */
export const PRIORITY_COLORS: Record<AnnouncementPriority, string> = {
  1: 'error.main',
  2: 'warning.main',
  3: 'grey.500',
};

/** The same colours as MUI chip colours, which bring a readable text colour in both modes. */
export const PRIORITY_CHIP_COLORS: Record<AnnouncementPriority, 'error' | 'warning' | 'default'> = {
  1: 'error',
  2: 'warning',
  3: 'default',
};

export const PRIORITY_LABEL_KEYS: Record<AnnouncementPriority, string> = {
  1: 'announcements.priority.high',
  2: 'announcements.priority.medium',
  3: 'announcements.priority.low',
};

/** A stored priority as one of the three (anything else reads as low). */
export function priorityOf(value: number): AnnouncementPriority {
  return value === 1 || value === 2 ? value : 3;
}
