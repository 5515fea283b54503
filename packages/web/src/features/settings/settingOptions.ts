import { SECRET_SETTING_KEYS, SETTING_CHOICES, type SettingKey } from '@prosa/contract';

export interface SelectSetting {
  key: SettingKey;
  /** Locale keys under `settings.values` for each stored value. */
  choices: readonly { value: string; labelKey: string }[];
  superOnly?: boolean;
}

const valueLabel: Partial<Record<SettingKey, Record<string, string>>> = {
  scheduleType: { disabled: 'disabled', queue: 'queue', company: 'company' },
  chatBotType: { text: 'text' },
  campaignsEnabled: { true: 'enabled', false: 'disabled' },
  language: { pt: 'languagePt', en: 'languageEn', es: 'languageEs' },
};

/** The Opções tab: every choice key of the settings, in the seeds' order. */
const ORDER: readonly SettingKey[] = [
  'userRating',
  'scheduleType',
  'call',
  'CheckMsgIsGroup',
  'sendGreetingAccepted',
  'sendMsgTransfTicket',
  'sendGreetingMessageOneQueues',
  'chatBotType',
  'campaignsEnabled',
  'userCreation',
  'language',
];

export const SELECT_SETTINGS: readonly SelectSetting[] = ORDER.map((key) => ({
  key,
  choices: (SETTING_CHOICES[key] ?? []).map((value) => ({ value, labelKey: `settings.values.${valueLabel[key]?.[value] ?? value}` })),
  // Signup is opened or closed from the super user's company only.
  superOnly: key === 'userCreation',
}));

export const TEXT_SETTINGS: readonly SettingKey[] = SECRET_SETTING_KEYS;

/** The IANA zones the browser knows, with the stored value kept even if it is not among them. */
export function timeZoneChoices(current: string | undefined): string[] {
  const supported = (Intl as { supportedValuesOf?: (kind: string) => string[] }).supportedValuesOf?.('timeZone') ?? ['America/Sao_Paulo', 'UTC'];
  const zones = supported.includes('UTC') ? supported : [...supported, 'UTC'];
  return current && !zones.includes(current) ? [current, ...zones] : zones;
}
