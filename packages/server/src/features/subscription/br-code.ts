/**
 * The Pix "copia e cola" code (BR Code): an EMV QR Code Merchant Presented payload as the Banco
 * Central's Pix manual defines it. Each field is `id` (2 digits) + length (2 digits) + value; the
 * last field (63) holds the CRC16 of everything before it, its own `6304` included.
 */

export interface PixCodeInput {
  /** The receiver's Pix key (CPF/CNPJ digits, e-mail, +55 phone or random key). */
  key: string;
  merchantName: string;
  merchantCity: string;
  /** Reais with two decimals, e.g. `99.90`; omitted for a code where the payer types the amount. */
  amount?: string;
  /** Identifies the charge for reconciliation: up to 25 letters and digits; `***` when there is none. */
  txid?: string;
}

const PIX_GUI = 'br.gov.bcb.pix';
/** Payload limits of the EMV fields (merchant name 25, city 15, reference label 25). */
const MAX_NAME = 25;
const MAX_CITY = 15;
const MAX_TXID = 25;

function field(id: string, value: string): string {
  if (value.length > 99) throw new Error(`BR Code field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/**
 * CRC-16/CCITT-FALSE (polynomial 0x1021, initial 0xFFFF, no reflection, no final XOR), as four
 * upper-case hex digits over the UTF-8 bytes.
 */
export function crc16(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** Banking apps read names and cities as plain ASCII: accents are dropped, other symbols removed. */
export function emvText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 .,@&\-/]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .trim();
}

export function buildPixCode(input: PixCodeInput): string {
  const txid = input.txid ?? '***';
  if (txid !== '***' && !/^[A-Za-z0-9]{1,25}$/.test(txid)) throw new Error(`A Pix txid has 1 to ${MAX_TXID} letters and digits`);
  if (input.amount !== undefined && !/^\d{1,10}\.\d{2}$/.test(input.amount)) throw new Error('A Pix amount is written like 99.90');
  const body = [
    field('00', '01'),
    field('26', field('00', PIX_GUI) + field('01', input.key.trim())),
    field('52', '0000'),
    field('53', '986'),
    input.amount === undefined ? '' : field('54', input.amount),
    field('58', 'BR'),
    field('59', emvText(input.merchantName, MAX_NAME) || 'N'),
    field('60', emvText(input.merchantCity, MAX_CITY) || 'N'),
    field('62', field('05', txid)),
  ].join('');
  const withCrcHeader = `${body}6304`;
  return withCrcHeader + crc16(withCrcHeader);
}

/** The top-level fields of a payload, in order, by id; nested templates stay as their raw value. */
export function readEmvFields(payload: string): Map<string, string> {
  const fields = new Map<string, string>();
  let at = 0;
  while (at < payload.length) {
    const id = payload.slice(at, at + 2);
    const length = Number(payload.slice(at + 2, at + 4));
    if (!/^\d{2}$/.test(id) || !Number.isInteger(length) || at + 4 + length > payload.length) throw new Error(`Malformed EMV field at ${at}`);
    fields.set(id, payload.slice(at + 4, at + 4 + length));
    at += 4 + length;
  }
  return fields;
}

/** Whether the payload's field 63 matches the CRC of what precedes it. */
export function hasValidCrc(payload: string): boolean {
  const at = payload.length - 4;
  return payload.slice(at - 4, at) === '6304' && crc16(payload.slice(0, at)) === payload.slice(at).toUpperCase();
}
