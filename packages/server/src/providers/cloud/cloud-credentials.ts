import type { whatsapps } from '../../db/schema/index.js';

/** The columns of a connection row the Cloud API provider reads. */
export type CloudConnection = Pick<
  typeof whatsapps.$inferSelect,
  'id' | 'companyId' | 'provider' | 'cloudPhoneNumberId' | 'cloudBusinessAccountId' | 'cloudAccessToken' | 'cloudAppSecret' | 'cloudVerifyToken'
>;

export interface CloudCredentials {
  phoneNumberId: string;
  businessAccountId: string;
  accessToken: string;
  appSecret: string;
  verifyToken: string;
}

/**
 * The one place that reads the credentials off a row: they are stored as typed today; if they are
 * ever sealed with `SecretBox`, this is the only function to change.
 */
export function cloudCredentialsOf(connection: CloudConnection): CloudCredentials {
  return {
    phoneNumberId: connection.cloudPhoneNumberId.trim(),
    businessAccountId: connection.cloudBusinessAccountId.trim(),
    accessToken: connection.cloudAccessToken.trim(),
    appSecret: connection.cloudAppSecret.trim(),
    verifyToken: connection.cloudVerifyToken,
  };
}

/**
 * Fields without which the connection cannot work both ways: the phone number id and token to send,
 * the app secret and verify token to receive. The business account id only matters for templates
 * management, so it is not required.
 */
export function missingCredentials(credentials: CloudCredentials): string[] {
  const required: [keyof CloudCredentials, string][] = [
    ['phoneNumberId', 'cloudPhoneNumberId'],
    ['accessToken', 'cloudAccessToken'],
    ['appSecret', 'cloudAppSecret'],
    ['verifyToken', 'cloudVerifyToken'],
  ];
  return required.filter(([key]) => !credentials[key]).map(([, column]) => column);
}
