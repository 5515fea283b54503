/**
 * The Cloud API carries contact cards as structured JSON; the rest of Prosa (and Baileys) carries
 * vCard text. This converts both ways, keeping what agents use: name, phones (with the WhatsApp id),
 * e-mails, organisation and URLs.
 */
export interface CloudContact {
  name: { formatted_name: string; first_name?: string; last_name?: string; middle_name?: string; prefix?: string; suffix?: string };
  phones?: { phone?: string; wa_id?: string; type?: string }[];
  emails?: { email?: string; type?: string }[];
  org?: { company?: string; department?: string; title?: string };
  urls?: { url?: string; type?: string }[];
}

interface VCardLine {
  name: string;
  params: Map<string, string>;
  value: string;
}

const unescape = (value: string) => value.replace(/\\([,;\\nN])/g, (_, c: string) => (c === 'n' || c === 'N' ? '\n' : c));
const escape = (value: string) => value.replace(/\\/g, '\\\\').replace(/\n/g, '\\n').replace(/([,;])/g, '\\$1');

function parseLine(line: string): VCardLine | undefined {
  const colon = line.indexOf(':');
  if (colon < 0) return undefined;
  const [rawName = '', ...rawParams] = line.slice(0, colon).split(';');
  const params = new Map<string, string>();
  for (const param of rawParams) {
    const [key, value] = param.split('=');
    // vCard 2.1 writes bare types (`TEL;CELL:…`); repeated types (`type=CELL;type=VOICE`) accumulate.
    const [name, text] = value === undefined ? ['type', key!] : [key!.toLowerCase(), value];
    params.set(name, params.has(name) ? `${params.get(name)},${text}` : text);
  }
  return { name: rawName.replace(/^.*\./, '').toUpperCase(), params, value: line.slice(colon + 1) };
}

/** Splits a text into its cards (one string may hold several) and unfolds continuation lines. */
function cardsOf(text: string): VCardLine[][] {
  const unfolded = text.replace(/\r\n/g, '\n').replace(/\n[ \t]/g, '');
  const cards: VCardLine[][] = [];
  let current: VCardLine[] | undefined;
  for (const raw of unfolded.split('\n')) {
    const line = parseLine(raw.trim());
    if (!line) continue;
    if (line.name === 'BEGIN') current = [];
    else if (line.name !== 'END') current?.push(line);
    else if (current) {
      cards.push(current);
      current = undefined;
    }
  }
  return cards;
}

function cloudContactOf(lines: VCardLine[]): CloudContact | undefined {
  const first = (name: string) => lines.find((line) => line.name === name);
  const [last = '', given = '', middle = '', prefix = '', suffix = ''] = (first('N')?.value ?? '').split(/(?<!\\);/).map(unescape);
  const phones = lines.filter((l) => l.name === 'TEL').map((l) => ({ phone: unescape(l.value), ...(l.params.get('waid') ? { wa_id: l.params.get('waid') } : {}), type: (l.params.get('type') ?? 'cell').split(',')[0]!.toUpperCase() }));
  const formatted = unescape(first('FN')?.value ?? '').trim() || [given, last].filter(Boolean).join(' ') || phones[0]?.phone || '';
  if (!formatted) return undefined;
  const emails = lines.filter((l) => l.name === 'EMAIL').map((l) => ({ email: unescape(l.value), type: (l.params.get('type') ?? 'internet').split(',')[0]!.toUpperCase() }));
  const urls = lines.filter((l) => l.name === 'URL').map((l) => ({ url: unescape(l.value) }));
  const [company, department] = (first('ORG')?.value ?? '').split(/(?<!\\);/).map(unescape);
  const title = first('TITLE')?.value;
  // Meta requires formatted_name plus at least one name part; the formatted name serves when N is empty.
  const name: CloudContact['name'] = { formatted_name: formatted, first_name: given || (last ? undefined : formatted), last_name: last, middle_name: middle, prefix, suffix };
  for (const key of Object.keys(name) as (keyof CloudContact['name'])[]) if (!name[key]) delete name[key];
  return {
    name,
    ...(phones.length ? { phones } : {}),
    ...(emails.length ? { emails } : {}),
    ...(urls.length ? { urls } : {}),
    ...(company || title ? { org: { ...(company ? { company } : {}), ...(department ? { department } : {}), ...(title ? { title: unescape(title) } : {}) } } : {}),
  };
}

/** vCard texts (2.1, 3.0 or 4.0) to the Cloud `contacts` array; cards without any name or phone are dropped. */
export function cloudContactsFromVCards(vcards: string[]): CloudContact[] {
  return vcards.flatMap(cardsOf).flatMap((lines) => cloudContactOf(lines) ?? []);
}

/** One Cloud contact as vCard 3.0 text, the shape WhatsApp clients exchange (`waid` on TEL). */
export function vcardFromCloudContact(contact: CloudContact): string {
  const { name } = contact;
  const lines = ['BEGIN:VCARD', 'VERSION:3.0'];
  lines.push(`N:${[name.last_name, name.first_name, name.middle_name, name.prefix, name.suffix].map((part) => escape(part ?? '')).join(';')}`);
  lines.push(`FN:${escape(name.formatted_name)}`);
  if (contact.org?.company) lines.push(`ORG:${escape(contact.org.company)}${contact.org.department ? `;${escape(contact.org.department)}` : ''}`);
  if (contact.org?.title) lines.push(`TITLE:${escape(contact.org.title)}`);
  for (const phone of contact.phones ?? []) {
    if (!phone.phone && !phone.wa_id) continue;
    const waid = phone.wa_id ? `;waid=${phone.wa_id}` : '';
    lines.push(`TEL;type=${(phone.type ?? 'CELL').toUpperCase()}${waid}:${phone.phone ?? `+${phone.wa_id}`}`);
  }
  for (const email of contact.emails ?? []) if (email.email) lines.push(`EMAIL;type=${(email.type ?? 'INTERNET').toUpperCase()}:${email.email}`);
  for (const url of contact.urls ?? []) if (url.url) lines.push(`URL:${url.url}`);
  lines.push('END:VCARD');
  return lines.join('\n');
}
