import type { QuickMessage } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { customerWindowOf, quickReplySuggestions, signedBody } from './composeRules';

describe('signedBody', () => {
  it('prefixes the name in bold and a newline when signing', () => {
    expect(signedBody('  Bom dia  ', 'Ana', true)).toBe('*Ana:*\nBom dia');
  });
  it('sends the text alone when not signing, and nothing for blank text', () => {
    expect(signedBody('Bom dia', 'Ana', false)).toBe('Bom dia');
    expect(signedBody('   ', 'Ana', true)).toBe('');
    expect(signedBody('Oi', undefined, true)).toBe('Oi');
  });
});

describe('quickReplySuggestions', () => {
  const record = (id: number, shortcode: string, message: string) => ({ id, shortcode, message }) as QuickMessage;
  const list = [record(1, 'precos', 'Segue a nossa tabela de preços atualizada para este mês.'), record(2, 'oi', 'Olá!')];

  it('needs a slash and at least one more character', () => {
    expect(quickReplySuggestions('', list)).toBeUndefined();
    expect(quickReplySuggestions('/', list)).toBeUndefined();
    expect(quickReplySuggestions('oi', list)).toBeUndefined();
  });

  it('matches shortcode or message, case-insensitively', () => {
    expect(quickReplySuggestions('/PRE', list)?.map((item) => item.id)).toEqual([1]);
    expect(quickReplySuggestions('/olá', list)?.map((item) => item.id)).toEqual([2]);
    expect(quickReplySuggestions('/zzz', list)).toEqual([]);
  });

  it('labels with the message cut at 35 characters plus an ellipsis', () => {
    const [long, short] = quickReplySuggestions('/o', list)!;
    expect(long!.label).toBe('Segue a nossa tabela de preços atua...');
    expect(long!.label).toHaveLength(38);
    expect(long!.message).toBe(list[0]!.message);
    expect(short!.label).toBe('Olá!');
  });
});

describe('customerWindowOf', () => {
  const now = Date.parse('2025-03-10T12:00:00Z');
  it('is absent off the Cloud API, open before its end, expired after', () => {
    expect(customerWindowOf(null, now)).toEqual({ state: 'none' });
    expect(customerWindowOf('2025-03-10T13:00:00Z', now).state).toBe('open');
    expect(customerWindowOf('2025-03-10T11:00:00Z', now).state).toBe('expired');
  });
});
