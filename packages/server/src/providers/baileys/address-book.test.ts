import { describe, expect, it } from 'vitest';
import { AddressBook } from './address-book.js';

describe('address book', () => {
  it('keeps one entry per person across phone and LID forms, with the saved name first', () => {
    const book = new AddressBook();
    book.add([
      { id: '5511999990001@s.whatsapp.net', name: 'Maria Salva', notify: 'Mari' },
      { id: '123456789@lid', phoneNumber: '5511999990002@s.whatsapp.net', notify: 'João' },
      { id: '5511999990002@s.whatsapp.net' },
      { id: '120363000000000001@g.us', name: 'Grupo' },
      { id: 'status@broadcast' },
    ]);
    expect(book.list()).toEqual([
      { phone: '5511999990001', name: 'Maria Salva' },
      { phone: '5511999990002', lid: '123456789', name: 'João' },
    ]);
  });
});
