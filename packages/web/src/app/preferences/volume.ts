import { readStorage, STORAGE_KEYS, writeStorage } from '../../storage/browserStorage';

/** Notification volume, 0 to 1 in steps of 0.1, default 1. */
export const VOLUME_STEP = 0.1;
export const DEFAULT_VOLUME = 1;

export function clampVolume(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_VOLUME;
  return Math.round(Math.min(1, Math.max(0, value)) * 10) / 10;
}

export function readVolume(): number {
  const stored = readStorage(STORAGE_KEYS.volume);
  return stored === null || stored.trim() === '' ? DEFAULT_VOLUME : clampVolume(Number(stored));
}

export function writeVolume(value: number): void {
  writeStorage(STORAGE_KEYS.volume, String(clampVolume(value)));
}
