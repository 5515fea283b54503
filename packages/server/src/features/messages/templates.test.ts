import { describe, expect, it } from 'vitest';
import { greetingForHour, renderTemplate } from './templates.js';

const SP = 'America/Sao_Paulo';
const vars = { contactName: 'Maria da Silva' };
// 12:34:56Z is 09:34:56 in São Paulo (UTC-3 all year since 2019).
const morning = new Date('2024-05-10T12:34:56Z');

describe('renderTemplate', () => {
  it('fills every variable in the company zone', () => {
    const text = '{{ms}}, {{firstName}}! ({{name}}) protocolo {{protocol}} às {{hora}}';
    expect(renderTemplate(text, vars, SP, morning)).toBe('Bom dia, Maria! (Maria da Silva) protocolo 20240510093456 às 09:34:56');
    expect(renderTemplate(text, vars, 'UTC', morning)).toBe('Boa tarde, Maria! (Maria da Silva) protocolo 20240510123456 às 12:34:56');
  });

  it('takes the local date for the protocol when the zone is on another day than UTC', () => {
    const lateEvening = new Date('2024-05-11T02:05:09Z');
    expect(renderTemplate('{{protocol}} {{hora}} {{ms}}', vars, SP, lateEvening)).toBe('20240510230509 23:05:09 Boa noite');
    expect(renderTemplate('{{protocol}} {{hora}} {{ms}}', vars, 'UTC', lateEvening)).toBe('20240511020509 02:05:09 Boa madrugada');
  });

  it('uses the protocol it is given', () => {
    expect(renderTemplate('Protocolo: {{protocol}}', { ...vars, protocol: 'ABC-42' }, SP, morning)).toBe('Protocolo: ABC-42');
  });

  it('accepts the reference spelling {{gretting}} as the greeting', () => {
    expect(renderTemplate('{{gretting}} {{firstName}}', vars, SP, morning)).toBe('Bom dia Maria');
  });

  it('tolerates spaces inside the braces and the triple-brace form', () => {
    expect(renderTemplate('{{ name }}|{{firstName }}|{{{name}}}|{{{ firstName }}}', vars, SP, morning)).toBe('Maria da Silva|Maria|Maria da Silva|Maria');
  });

  it('leaves unknown variables and other braces as written', () => {
    expect(renderTemplate('{{foo}} {{ bar }} {nome} {{}} {{name', vars, SP, morning)).toBe('{{foo}} {{ bar }} {nome} {{}} {{name');
  });

  it('inserts names verbatim: no second pass, no replacement patterns, no HTML escaping', () => {
    expect(renderTemplate('Oi {{name}}', { contactName: '{{hora}}' }, SP, morning)).toBe('Oi {{hora}}');
    expect(renderTemplate('Oi {{name}}', { contactName: "A$&B $' <Zé & Cia>" }, SP, morning)).toBe("Oi A$&B $' <Zé & Cia>");
  });

  it('takes the first word of the name, ignoring surrounding spaces', () => {
    expect(renderTemplate('{{firstName}}|{{name}}', { contactName: '  João   Pedro ' }, SP, morning)).toBe('João|João   Pedro');
    expect(renderTemplate('[{{firstName}}][{{name}}]', { contactName: '' }, SP, morning)).toBe('[][]');
  });

  it('returns a text without variables unchanged', () => {
    expect(renderTemplate('Olá, tudo bem?', vars, SP, morning)).toBe('Olá, tudo bem?');
  });
});

describe('greeting boundaries (reference §8.4)', () => {
  const cases: [string, string][] = [
    ['2024-05-10T02:59:59Z', 'Boa noite'], // 23:59:59
    ['2024-05-10T03:00:00Z', 'Boa madrugada'], // 00:00
    ['2024-05-10T08:59:59Z', 'Boa madrugada'], // 05:59:59
    ['2024-05-10T09:00:00Z', 'Bom dia'], // 06:00
    ['2024-05-10T14:59:59Z', 'Bom dia'], // 11:59:59
    ['2024-05-10T15:00:00Z', 'Boa tarde'], // 12:00
    ['2024-05-10T20:59:59Z', 'Boa tarde'], // 17:59:59
    ['2024-05-10T21:00:00Z', 'Boa noite'], // 18:00
  ];
  it.each(cases)('%s in São Paulo is %s', (iso, expected) => {
    expect(renderTemplate('{{ms}}', vars, SP, new Date(iso))).toBe(expected);
  });

  it("greets in the company's language", () => {
    expect(renderTemplate('{{ms}}, {{firstName}}!', vars, SP, new Date('2024-05-10T12:34:56Z'), 'en')).toBe('Good morning, Maria!');
    expect(renderTemplate('{{ms}}', vars, SP, new Date('2024-05-10T21:00:00Z'), 'es')).toBe('Buenas noches');
    expect(greetingForHour(13, 'en')).toBe('Good afternoon');
  });

  it('covers every hour of the day', () => {
    const byHour = Array.from({ length: 24 }, (_, hour) => greetingForHour(hour));
    expect(byHour.filter((g) => g === 'Boa madrugada')).toHaveLength(6);
    expect(byHour.filter((g) => g === 'Bom dia')).toHaveLength(6);
    expect(byHour.filter((g) => g === 'Boa tarde')).toHaveLength(6);
    expect(byHour.filter((g) => g === 'Boa noite')).toHaveLength(6);
  });
});
