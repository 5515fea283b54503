import { describe, expect, it } from 'vitest';
import { chooseQueue, queueMenuText } from './queue-menu.js';

const queues = [{ name: 'Vendas' }, { name: 'Suporte' }, { name: 'Financeiro' }];

describe('queueMenuText', () => {
  it('puts the greeting, a blank line and one numbered line per queue in the given order', () => {
    expect(queueMenuText('Olá! Escolha um setor:', queues)).toBe('Olá! Escolha um setor:\n\n*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte\n*[ 3 ]* - Financeiro');
  });

  it('leaves out the greeting and its blank line when there is none', () => {
    expect(queueMenuText('', queues.slice(0, 2))).toBe('*[ 1 ]* - Vendas\n*[ 2 ]* - Suporte');
    expect(queueMenuText('  \n', queues.slice(0, 1))).toBe('*[ 1 ]* - Vendas');
  });

  it('trims the greeting', () => {
    expect(queueMenuText('\nBem-vindo\n\n', queues.slice(0, 1))).toBe('Bem-vindo\n\n*[ 1 ]* - Vendas');
  });
});

describe('chooseQueue', () => {
  it('answers the queue at the typed number', () => {
    expect(chooseQueue('1', queues)).toBe(queues[0]);
    expect(chooseQueue('3', queues)).toBe(queues[2]);
  });

  it('ignores spaces and line breaks around the number', () => {
    expect(chooseQueue('  2 \n', queues)).toBe(queues[1]);
  });

  it('accepts only an exact menu number', () => {
    for (const body of ['0', '4', '01', '-1', '1.', '1 por favor', 'Vendas', '', '#', '1e0', '١']) {
      expect(chooseQueue(body, queues), body).toBeUndefined();
    }
  });

  it('numbers past ten work', () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ name: `Fila ${index + 1}` }));
    expect(chooseQueue('12', many)).toBe(many[11]);
  });
});
