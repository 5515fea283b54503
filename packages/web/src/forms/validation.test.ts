import { describe, expect, it } from 'vitest';
import { textsFor } from '../i18n/resources';
import { messageKeyForServerText } from './validation';

/** The text of a dotted locale key in one language, if it exists. */
function textOf(language: 'pt' | 'en' | 'es', key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[part] : undefined), textsFor(language));
}

describe('server validation texts', () => {
  it('map to locale keys that exist in every language', () => {
    for (const text of ['Too Short!', 'Too Long!', 'Required', 'Invalid email', 'Obrigatório', 'Mensagem muito curta', 'Selecione uma fila']) {
      const key = messageKeyForServerText(text);
      expect(key).not.toBe(text);
      for (const language of ['pt', 'en', 'es'] as const) expect(typeof textOf(language, key), `${text} in ${language}`).toBe('string');
    }
  });

  it('show the seeds’ words in Portuguese and the reader’s language otherwise', () => {
    expect(textOf('pt', messageKeyForServerText('Obrigatório'))).toBe('Obrigatório');
    expect(textOf('pt', messageKeyForServerText('Selecione uma fila'))).toBe('Selecione uma fila');
    expect(textOf('en', messageKeyForServerText('Selecione uma fila'))).not.toBe('Selecione uma fila');
    expect(textOf('es', messageKeyForServerText('Too Short!'))).not.toBe('Too Short!');
  });

  it('keep texts they do not know as they came', () => {
    expect(messageKeyForServerText('Algo novo')).toBe('Algo novo');
  });
});
