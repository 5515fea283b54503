/** What a contact card shows: the vCard's formatted name and its phone numbers. */
export interface VcardSummary {
  name: string;
  numbers: string[];
}

/** Reads `FN` and `TEL` (WhatsApp's `TEL;type=CELL;waid=…:+55 …`), tolerating folded or odd lines. */
export function parseVcard(vcard: string): VcardSummary {
  let name = '';
  const numbers: string[] = [];
  for (const line of vcard.replace(/\r\n[ \t]/g, '').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon === -1) continue;
    const property = line.slice(0, colon).split(';')[0]!.trim().toUpperCase();
    const value = line.slice(colon + 1).trim();
    if (property === 'FN' && value !== '') name = value;
    if (property === 'TEL' && value !== '') numbers.push(value);
  }
  return { name, numbers };
}
