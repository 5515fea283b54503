import { describe, expect, it } from 'vitest';
import { parseVcard } from './vcard';

describe('parseVcard', () => {
  it('reads the name and numbers of a WhatsApp card', () => {
    const card = 'BEGIN:VCARD\nVERSION:3.0\nN:Silva;Ana;;;\nFN:Ana Silva\nTEL;type=CELL;type=VOICE;waid=5511999998888:+55 11 99999-8888\nEND:VCARD';
    expect(parseVcard(card)).toEqual({ name: 'Ana Silva', numbers: ['+55 11 99999-8888'] });
  });

  it('survives CRLF, several numbers and garbage', () => {
    expect(parseVcard('FN:Bob\r\nTEL:1\r\ntel;x=y:2\r\nnonsense')).toEqual({ name: 'Bob', numbers: ['1', '2'] });
    expect(parseVcard('')).toEqual({ name: '', numbers: [] });
  });
});
