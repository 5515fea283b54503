import { describe, expect, it } from 'vitest';
import { choicesWith, settingsFromList, variableProblem, withOptOutWord } from './campaignSettingsForm';

describe('campaign settings form', () => {
  it("offers the seed's choices, and a stored value outside them too", () => {
    expect(choicesWith('messageInterval', 10)).toEqual([0, 5, 10, 15, 20]);
    expect(choicesWith('greaterInterval', 60)).toEqual([0, 1, 5, 10, 15, 20, 30, 40, 60, 80, 100, 120]);
    expect(choicesWith('messageInterval', 7)).toEqual([0, 5, 7, 10, 15, 20]);
  });

  it('reads the list of key and value, the defaults for keys never saved', () => {
    expect(settingsFromList([{ key: 'messageInterval', value: 5 }, { key: 'variables', value: [{ key: 'loja', value: 'Centro' }] }, { key: 'other', value: 1 }])).toEqual({
      messageInterval: 5,
      longerIntervalAfter: 20,
      greaterInterval: 60,
      variables: [{ key: 'loja', value: 'Centro' }],
      optOutWords: ['SAIR', 'PARAR', 'STOP'],
    });
  });

  it('adds a variable only with a new, valid shortcut', () => {
    const variables = [{ key: 'loja' }];
    expect(variableProblem(' ', variables)).toBe('required');
    expect(variableProblem('com espaço', variables)).toBe('invalid');
    expect(variableProblem('loja', variables)).toBe('duplicate');
    expect(variableProblem('cupom_1', variables)).toBeUndefined();
  });

  it('keeps one spelling of each opt-out word', () => {
    expect(withOptOutWord(['SAIR'], ' sair ')).toEqual(['SAIR']);
    expect(withOptOutWord(['SAIR'], 'cancelar')).toEqual(['SAIR', 'CANCELAR']);
  });
});
