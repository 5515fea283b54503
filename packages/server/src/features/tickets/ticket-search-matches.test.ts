import { describe, expect, it } from 'vitest';
import { firstWordAt, MATCH_WINDOW, matchWindow } from './ticket-search-matches.js';

describe('firstWordAt', () => {
  it('finds the first searched word at a word start, ignoring case and accents', () => {
    expect(firstWordAt('Bom dia, preciso de um ORÇAMENTO', 'orcamento')).toBe(23);
    expect(firstWordAt('Orçamentos e orçamento', 'ORCAMENTO')).toBe(0);
    expect(firstWordAt('reorçamento', 'orcamento')).toBe(-1);
    expect(firstWordAt('tudo certo', 'amanha certo')).toBe(5);
    expect(firstWordAt('sem nada', '!!')).toBe(-1);
  });

  it('maps positions past characters that fold to nothing or to more than one', () => {
    expect(firstWordAt('ñandú 😀 ação', 'acao')).toBe(9);
  });
});

describe('matchWindow', () => {
  it('keeps short texts whole', () => {
    expect(matchWindow('Pode refazer o orçamento?', 'orcamento')).toBe('Pode refazer o orçamento?');
  });

  it('cuts long texts around the first word, on word boundaries, marking the cuts', () => {
    const body = `${'palavra '.repeat(60)}o orçamento chegou ${'depois '.repeat(60)}`;
    const window = matchWindow(body, 'orçamento');
    expect(window.startsWith('…palavra')).toBe(true);
    expect(window.endsWith('…')).toBe(true);
    expect(window).toContain('o orçamento chegou');
    expect(window.length).toBe(MATCH_WINDOW + 2);
  });
});
