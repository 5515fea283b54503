import { describe, expect, it } from 'vitest';
import { formatText, plainTextOf } from './formatText';

describe('formatText', () => {
  it('leaves plain text alone', () => {
    expect(formatText('Olá, tudo bem?')).toEqual([{ kind: 'text', text: 'Olá, tudo bem?' }]);
    expect(formatText('')).toEqual([]);
  });

  it('reads *bold*, _italic_ and ~strike~', () => {
    expect(formatText('a *b* c')).toEqual([
      { kind: 'text', text: 'a ' },
      { kind: 'bold', children: [{ kind: 'text', text: 'b' }] },
      { kind: 'text', text: ' c' },
    ]);
    expect(formatText('_oi_')).toEqual([{ kind: 'italic', children: [{ kind: 'text', text: 'oi' }] }]);
    expect(formatText('~caro~!')).toEqual([{ kind: 'strike', children: [{ kind: 'text', text: 'caro' }] }, { kind: 'text', text: '!' }]);
  });

  it('nests styles', () => {
    expect(formatText('*_x_*')).toEqual([{ kind: 'bold', children: [{ kind: 'italic', children: [{ kind: 'text', text: 'x' }] }] }]);
  });

  it('reads the signature the web app adds', () => {
    expect(formatText('*Ana:*\nBom dia')).toEqual([
      { kind: 'bold', children: [{ kind: 'text', text: 'Ana:' }] },
      { kind: 'text', text: '\nBom dia' },
    ]);
  });

  it('reads CRLF line breaks (multipart bodies) as plain newlines', () => {
    expect(formatText('*Ana:*\r\nOi')).toEqual([
      { kind: 'bold', children: [{ kind: 'text', text: 'Ana:' }] },
      { kind: 'text', text: '\nOi' },
    ]);
  });

  it('ignores markers inside words, around spaces, across lines or unclosed', () => {
    for (const text of ['2*3*4', 'snake_case_name', '* not bold*', '*not bold *', '*a\nb*', '*open', '**', 'x ~ y ~ z']) {
      expect(formatText(text)).toEqual([{ kind: 'text', text }]);
    }
  });

  it('keeps HTML as text, never as markup', () => {
    const attack = '<img src=x onerror=alert(1)> *<script>alert(1)</script>*';
    const segments = formatText(attack);
    expect(plainTextOf(segments)).toBe('<img src=x onerror=alert(1)> <script>alert(1)</script>');
    expect(segments[0]).toEqual({ kind: 'text', text: '<img src=x onerror=alert(1)> ' });
    expect(segments[1]).toEqual({ kind: 'bold', children: [{ kind: 'text', text: '<script>alert(1)</script>' }] });
  });
});
