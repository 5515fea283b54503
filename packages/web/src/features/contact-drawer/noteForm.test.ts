import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../../forms/validation';
import { mayDeleteNote, noteFormSchema } from './noteForm';

const errorOf = (note: string) => noteFormSchema.safeParse({ note }).error?.issues[0]?.message;

describe('ticket note form (seed 000 §5)', () => {
  it('requires a note of at least 2 characters, blanks not counted', () => {
    expect(errorOf('')).toBe(MESSAGE_KEYS.required);
    expect(errorOf('   ')).toBe(MESSAGE_KEYS.required);
    expect(errorOf(' a ')).toBe(MESSAGE_KEYS.tooShort);
    expect(errorOf('ok')).toBeUndefined();
    expect(noteFormSchema.parse({ note: '  ligar amanhã  ' }).note).toBe('ligar amanhã');
  });

  it('refuses a note longer than the server keeps', () => {
    expect(errorOf('x'.repeat(5001))).toBe(MESSAGE_KEYS.tooLong);
  });

  it('lets the author or an admin delete', () => {
    expect(mayDeleteNote({ userId: 3 }, { id: 3, admin: false })).toBe(true);
    expect(mayDeleteNote({ userId: 4 }, { id: 3, admin: false })).toBe(false);
    expect(mayDeleteNote({ userId: null }, { id: 3, admin: true })).toBe(true);
  });
});
