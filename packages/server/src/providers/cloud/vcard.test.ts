import { describe, expect, it } from 'vitest';
import { cloudContactsFromVCards, vcardFromCloudContact } from './vcard.js';

describe('vCard ⇄ Cloud contacts', () => {
  it('reads a WhatsApp vCard 3.0 (waid on TEL) into the Cloud contacts shape', () => {
    const card = ['BEGIN:VCARD', 'VERSION:3.0', 'N:Silva;Maria;;;', 'FN:Maria Silva', 'ORG:Padaria Central', 'TEL;type=CELL;type=VOICE;waid=5511987654321:+55 11 98765-4321', 'EMAIL;type=INTERNET:maria@example.com', 'END:VCARD'].join('\n');
    expect(cloudContactsFromVCards([card])).toEqual([
      {
        name: { formatted_name: 'Maria Silva', first_name: 'Maria', last_name: 'Silva' },
        phones: [{ phone: '+55 11 98765-4321', wa_id: '5511987654321', type: 'CELL' }],
        emails: [{ email: 'maria@example.com', type: 'INTERNET' }],
        org: { company: 'Padaria Central' },
      },
    ]);
  });

  it('takes a formatted name alone as the first name (Meta requires one name part), and folded or 2.1 lines', () => {
    const card = 'BEGIN:VCARD\r\nVERSION:2.1\r\nFN:João da\r\n  Silva\r\nTEL;CELL:+5511900000000\r\nEND:VCARD';
    expect(cloudContactsFromVCards([card])).toEqual([{ name: { formatted_name: 'João da Silva', first_name: 'João da Silva' }, phones: [{ phone: '+5511900000000', type: 'CELL' }] }]);
  });

  it('reads several cards from one text and drops cards with neither name nor phone', () => {
    const two = 'BEGIN:VCARD\nFN:A\nEND:VCARD\nBEGIN:VCARD\nFN:B\nEND:VCARD';
    expect(cloudContactsFromVCards([two, 'BEGIN:VCARD\nVERSION:3.0\nEND:VCARD', 'not a card']).map((c) => c.name.formatted_name)).toEqual(['A', 'B']);
  });

  it('round-trips through vCard text, escaping separators', () => {
    const contact = { name: { formatted_name: 'Loja; Filial, Centro', first_name: 'Loja' }, phones: [{ phone: '+55 11 3333-4444', wa_id: '551133334444', type: 'WORK' }] };
    const text = vcardFromCloudContact(contact);
    expect(text).toContain('FN:Loja\\; Filial\\, Centro');
    expect(cloudContactsFromVCards([text])).toEqual([contact]);
  });
});
