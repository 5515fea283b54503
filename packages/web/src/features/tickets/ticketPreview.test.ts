import { describe, expect, it } from 'vitest';
import { fromFirstMatch, highlightParts, previewText } from './ticketPreview';

describe('previewText', () => {
  it('drops the agent signature and the formatting markers', () => {
    expect(previewText('*Bruno Vendas:*\nClaro, *já* verifico _hoje_ ~ontem~')).toBe('Claro, já verifico hoje ontem');
    expect(previewText('*Ana:*\r\nOi')).toBe('Oi');
  });

  it('keeps text that only looks like markup, and reads line breaks as spaces', () => {
    expect(previewText('2*3 = 6\nfim')).toBe('2*3 = 6 fim');
    expect(previewText('*Pedido 4521* enviado')).toBe('Pedido 4521 enviado');
  });
});

describe('highlightParts', () => {
  it('marks whole words starting with a searched word, ignoring case and accents', () => {
    expect(highlightParts('Quero o ORÇAMENTO do pedido', 'orcamento ped')).toEqual([
      { text: 'Quero o ', match: false },
      { text: 'ORÇAMENTO', match: true },
      { text: ' do ', match: false },
      { text: 'pedido', match: true },
    ]);
  });

  it('leaves the text whole without a search or a match', () => {
    expect(highlightParts('Oi', '')).toEqual([{ text: 'Oi', match: false }]);
    expect(highlightParts('Oi', 'tchau')).toEqual([{ text: 'Oi', match: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });
});

describe('fromFirstMatch', () => {
  it('starts a long text shortly before its first highlighted word, at a word', () => {
    const parts = highlightParts('Bom dia, tudo bem com vocês aí? Eu queria saber sobre o pedido 4521', 'pedido');
    const cut = fromFirstMatch(parts);
    expect(cut[0]?.text.startsWith('…')).toBe(true);
    expect(cut.map((part) => part.text).join('')).toMatch(/^…\S.*pedido 4521$/);
    expect(cut.find((part) => part.match)?.text).toBe('pedido');
  });

  it('keeps short beginnings', () => {
    const parts = highlightParts('Sobre o pedido', 'pedido');
    expect(fromFirstMatch(parts)).toBe(parts);
  });
});
