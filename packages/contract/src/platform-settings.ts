import { z } from 'zod';

/** An address the browser can open: empty (unset) or an absolute http(s) URL. */
const webAddressSchema = z
  .string()
  .trim()
  .max(2000, 'Too Long!')
  .refine((value) => {
    if (value === '') return true;
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'Informe um endereço que comece com http:// ou https://');

/** Free text of at most `max` characters, trimmed; empty means unset. */
const plainText = (max: number) => z.string().trim().max(max, 'Too Long!');

/**
 * A Pix key (DICT): CPF or CNPJ digits, an e-mail, a phone as +55…, or a random key (UUID). Empty
 * means unset. The whole key goes into the BR Code, whose field allows 77 characters.
 */
const pixKeySchema = z
  .string()
  .trim()
  .max(77, 'Too Long!')
  .refine((value) => value === '' || /^\S+$/.test(value), 'Chave Pix inválida');

interface PlatformSettingRule {
  /** Checks and normalises a value before it is stored. */
  schema: z.ZodType<string, string>;
  /** Every signed-in user of every company may read it (through `GET /public-settings`); otherwise only super users. */
  readableBySignedIn: boolean;
  /** The value while nobody has set it. */
  fallback: string;
}

/**
 * Settings of the platform rather than of one company. They are rows of the platform company (the
 * super user's) under the same `PUT /settings/{key}`, written by super users only (403 for anyone
 * else); a key that is not here stays a company setting. Values every user needs are read through
 * `GET /public-settings`; the others never leave the super user's screens.
 */
export const PLATFORM_SETTINGS = {
  /** The page the top bar's apps button opens in a dialog; the button is hidden while it is empty. */
  appsUrl: { schema: webAddressSchema, readableBySignedIn: true, fallback: '' },
  /** The operator's Pix key that invoices are paid to; while it is empty checkout answers `ERR_PAYMENT_NOT_CONFIGURED`. */
  pixKey: { schema: pixKeySchema, readableBySignedIn: false, fallback: '' },
  /** Merchant name and city printed in the Pix code (the BR Code allows 25 and 15 characters). */
  pixMerchantName: { schema: plainText(25), readableBySignedIn: false, fallback: '' },
  pixMerchantCity: { schema: plainText(15), readableBySignedIn: false, fallback: '' },
  /** The secret the payment provider's webhook must carry in its `hmac` query parameter. */
  paymentWebhookSecret: { schema: plainText(200), readableBySignedIn: false, fallback: '' },
} as const satisfies Record<string, PlatformSettingRule>;

export type PlatformSettingKey = keyof typeof PLATFORM_SETTINGS;
export const PLATFORM_SETTING_KEYS = Object.keys(PLATFORM_SETTINGS) as PlatformSettingKey[];

export function isPlatformSettingKey(key: string): key is PlatformSettingKey {
  return Object.hasOwn(PLATFORM_SETTINGS, key);
}

/** The platform settings any signed-in user may read. */
export const SIGNED_IN_PLATFORM_SETTING_KEYS = PLATFORM_SETTING_KEYS.filter((key) => PLATFORM_SETTINGS[key].readableBySignedIn);

/**
 * `GET /public-settings`: `userCreation` for everyone (the login page's signup link); the platform
 * settings every signed-in user reads only when the request carries a valid session.
 */
export const publicSettingsSchema = z.object({
  userCreation: z.enum(['enabled', 'disabled']),
  appsUrl: z.string().optional(),
});
export type PublicSettings = z.infer<typeof publicSettingsSchema>;
