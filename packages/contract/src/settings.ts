/**
 * Company setting keys and their defaults. Every key exists from the
 * company's creation. Credential keys are stored but only admins ever see their values.
 */
export const SETTING_DEFAULTS = {
  userRating: 'disabled',
  scheduleType: 'disabled',
  chatBotType: 'text',
  CheckMsgIsGroup: 'enabled',
  call: 'enabled',
  sendGreetingAccepted: 'disabled',
  sendMsgTransfTicket: 'disabled',
  sendGreetingMessageOneQueues: 'enabled',
  userCreation: 'enabled',
  campaignsEnabled: 'true',
  timezone: 'America/Sao_Paulo',
  /** The language of the automatic texts customers receive (accept greeting, transfer notice, calls…). */
  language: 'pt',
  ipixc: '',
  tokenixc: '',
  ipmkauth: '',
  clientidmkauth: '',
  clientsecretmkauth: '',
  asaas: '',
} as const;

export type SettingKey = keyof typeof SETTING_DEFAULTS;
export const SETTING_KEYS = Object.keys(SETTING_DEFAULTS) as SettingKey[];

/** Keys whose values are secrets of billing integrations: hidden from non-admins. */
export const SECRET_SETTING_KEYS: readonly SettingKey[] = [
  'ipixc',
  'tokenixc',
  'ipmkauth',
  'clientidmkauth',
  'clientsecretmkauth',
  'asaas',
];

/** Allowed values per key; keys not listed take free text. */
export const SETTING_CHOICES: Partial<Record<SettingKey, readonly string[]>> = {
  userRating: ['enabled', 'disabled'],
  scheduleType: ['disabled', 'queue', 'company'],
  chatBotType: ['text'],
  CheckMsgIsGroup: ['enabled', 'disabled'],
  call: ['enabled', 'disabled'],
  sendGreetingAccepted: ['enabled', 'disabled'],
  sendMsgTransfTicket: ['enabled', 'disabled'],
  sendGreetingMessageOneQueues: ['enabled', 'disabled'],
  userCreation: ['enabled', 'disabled'],
  campaignsEnabled: ['true', 'false'],
  language: ['pt', 'en', 'es'],
};

/** The languages a company's automatic texts can be written in (setting `language`). */
export const COMPANY_LANGUAGES = ['pt', 'en', 'es'] as const;
export type CompanyLanguage = (typeof COMPANY_LANGUAGES)[number];

/** A stored `language` value as a known language; anything else reads as Portuguese, the default. */
export function companyLanguage(value: string | undefined): CompanyLanguage {
  return (COMPANY_LANGUAGES as readonly string[]).includes(value ?? '') ? (value as CompanyLanguage) : 'pt';
}
