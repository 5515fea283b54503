import { COLOR_PALETTE } from '../../components/colorPalette';

/** Queues choose among the shared palette (colours are unique per company). */
export const QUEUE_PALETTE = COLOR_PALETTE;

/** The first palette colour no other queue uses, for a new queue (colours are unique per company). */
export function firstFreeColor(taken: readonly string[]): string {
  const used = new Set(taken.map((color) => color.toLowerCase()));
  return QUEUE_PALETTE.find((color) => !used.has(color)) ?? '';
}
