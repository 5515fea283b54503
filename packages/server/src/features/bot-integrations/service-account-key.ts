import { SecretBox } from '../../shared/secret-box.js';

/** Never change: keys sealed under one purpose cannot be opened under another. */
const SERVICE_ACCOUNT_PURPOSE = 'dialogflow-service-account';

/** What answers show instead of the service account's private key. */
export const MASKED_PRIVATE_KEY = '••••••••';

const boxes = new Map<string, SecretBox>();

/**
 * Dialogflow service-account JSONs hold a private key that speaks for the company's Google project:
 * they are sealed like the WhatsApp credentials, so a copy of the database alone does not hold it.
 */
function boxFor(serverSecret: string): SecretBox {
  let box = boxes.get(serverSecret);
  if (!box) boxes.set(serverSecret, (box = new SecretBox(serverSecret, SERVICE_ACCOUNT_PURPOSE)));
  return box;
}

export function sealServiceAccount(serverSecret: string, json: string): string {
  return json ? boxFor(serverSecret).seal(json) : '';
}

/** The plain JSON; '' when it cannot be opened (the server secret changed), a JSON saved before sealing as it is. */
export function openServiceAccount(serverSecret: string, stored: string): string {
  if (!stored || stored.trimStart().startsWith('{')) return stored;
  try {
    return boxFor(serverSecret).open(stored);
  } catch {
    return '';
  }
}

function withPrivateKey(json: string, privateKey: (current: unknown) => unknown): string {
  try {
    const parsed = JSON.parse(json) as unknown;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return json;
    const record = parsed as Record<string, unknown>;
    if (!('private_key' in record)) return json;
    const next = privateKey(record.private_key);
    if (next === record.private_key) return json;
    return JSON.stringify({ ...record, private_key: next }, null, 2);
  } catch {
    return json;
  }
}

/** The JSON as admins see it: every field to edit, the private key masked. */
export function maskedServiceAccount(json: string): string {
  return json ? withPrivateKey(json, () => MASKED_PRIVATE_KEY) : '';
}

/** A JSON sent back with the masked key keeps the stored key (the dialog never held it). */
export function restoreMaskedKey(sent: string, storedPlain: string): string {
  let stored: unknown;
  try {
    stored = (JSON.parse(storedPlain) as Record<string, unknown>).private_key;
  } catch {
    return sent;
  }
  return withPrivateKey(sent, (current) => (current === MASKED_PRIVATE_KEY && typeof stored === 'string' ? stored : current));
}
