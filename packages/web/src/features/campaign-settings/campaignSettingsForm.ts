import { campaignSettingsSchema, DEFAULT_CAMPAIGN_SETTINGS, LONGER_INTERVAL_CHOICES, MESSAGE_INTERVAL_CHOICES, type CampaignSettings } from '@prosa/contract';

export type IntervalKey = 'messageInterval' | 'longerIntervalAfter' | 'greaterInterval';
export const INTERVAL_KEYS: readonly IntervalKey[] = ['messageInterval', 'longerIntervalAfter', 'greaterInterval'];

/** The seed's choices per select: 0–20 s for the random interval, the longer list for the other two. */
export const INTERVAL_CHOICES: Record<IntervalKey, readonly number[]> = {
  messageInterval: MESSAGE_INTERVAL_CHOICES,
  longerIntervalAfter: LONGER_INTERVAL_CHOICES,
  greaterInterval: LONGER_INTERVAL_CHOICES,
};

/**
 * The choices shown for a select: the seed's, plus the stored value when the API was given another
 * one (it takes any whole number up to 3600), so the select never shows a value it cannot name.
 */
export function choicesWith(key: IntervalKey, current: number): number[] {
  const choices = INTERVAL_CHOICES[key];
  return choices.includes(current) ? [...choices] : [...choices, current].sort((a, b) => a - b);
}

/** `GET /campaign-settings` answers a list of key and value; unknown or malformed keys fall back to the defaults. */
export function settingsFromList(list: { key: string; value: unknown }[]): CampaignSettings {
  const values: Record<string, unknown> = { ...DEFAULT_CAMPAIGN_SETTINGS };
  for (const entry of list) if (entry.key in values) values[entry.key] = entry.value;
  const parsed = campaignSettingsSchema.safeParse(values);
  return parsed.success ? parsed.data : { ...DEFAULT_CAMPAIGN_SETTINGS };
}

/** A variable's shortcut as the server takes it: letters, digits, '_' and '-'. */
export const VARIABLE_KEY_PATTERN = /^[\p{L}\p{N}_-]+$/u;

export type VariableProblem = 'required' | 'invalid' | 'duplicate' | undefined;

/** Why a new shortcut cannot be added: empty, not a valid shortcut, or already in the list. */
export function variableProblem(key: string, variables: readonly { key: string }[]): VariableProblem {
  const trimmed = key.trim();
  if (trimmed === '') return 'required';
  if (!VARIABLE_KEY_PATTERN.test(trimmed) || trimmed.length > 50) return 'invalid';
  if (variables.some((variable) => variable.key === trimmed)) return 'duplicate';
  return undefined;
}

/** Opt-out words are compared without case by the server; one spelling of each is kept. */
export function withOptOutWord(words: readonly string[], word: string): string[] {
  const trimmed = word.trim();
  if (trimmed === '' || words.some((existing) => existing.toLowerCase() === trimmed.toLowerCase())) return [...words];
  return [...words, trimmed.toUpperCase()];
}
