import { describe, expect, it } from 'vitest';
import { type BotOption, navigateOptions, renderOptionLevel } from './option-tree.js';

const opt = (id: number, parentId: number | null, option: string, title: string, extra: Partial<BotOption> = {}): BotOption => ({
  id,
  parentId,
  option,
  title,
  message: `Mensagem ${title}`,
  ...extra,
});

// Stored out of order on purpose: the tree sorts "0" < "1" < "2" < "10" and text alphabetically.
const options: BotOption[] = [
  opt(2, null, '10', 'Outros'),
  opt(1, null, '2', 'Financeiro', { message: 'Escolha no financeiro:' }),
  opt(11, 1, '1', 'Boletos', { mediaPath: 'company1/queue-options/boleto.pdf', mediaName: 'Boleto.pdf' }),
  opt(12, 1, '2', '2ª via', { mediaPath: 'company1/queue-options/segunda-via.png' }),
  opt(3, null, '1', 'Suporte', { message: 'Escolha o suporte:', mediaPath: 'company1/queue-options/suporte.jpg', mediaName: 'suporte.jpg' }),
  opt(31, 3, 'b', 'Beta'),
  opt(32, 3, 'a', 'Alpha'),
  opt(33, 3, 'c', 'Gamma', { message: '' }),
  opt(331, 33, '1', 'Gamma um'),
  opt(4, null, '0', 'Zero'),
];
const greeting = 'Olá {{firstName}}, bem-vindo ao suporte.';
const ROOT_TEXT =
  'Olá {{firstName}}, bem-vindo ao suporte.\n\n*[ 0 ]* - Zero\n*[ 1 ]* - Suporte\n*[ 2 ]* - Financeiro\n*[ 10 ]* - Outros\n\n*[ # ]* - Menu inicial';
const SUPPORT_TEXT = 'Escolha o suporte:\n\n*[ a ]* - Alpha\n*[ b ]* - Beta\n*[ c ]* - Gamma\n\n*[ 0 ]* - Menu anterior\n*[ # ]* - Menu inicial';
const supportMedia = { path: 'company1/queue-options/suporte.jpg', name: 'suporte.jpg' };

const go = (currentOptionId: number | null, body: string) => navigateOptions({ options, currentOptionId, greeting, body });

describe('renderOptionLevel', () => {
  it('renders the root: greeting, root options in order, the way back to the queue menu', () => {
    expect(renderOptionLevel(options, null, greeting)).toBe(ROOT_TEXT);
  });

  it('renders a level: message, children, previous and main menu', () => {
    expect(renderOptionLevel(options, 3, greeting)).toBe(SUPPORT_TEXT);
  });

  it("uses the option's title when its message is empty", () => {
    expect(renderOptionLevel(options, 33, greeting)).toBe('Gamma\n\n*[ 1 ]* - Gamma um\n\n*[ 0 ]* - Menu anterior\n*[ # ]* - Menu inicial');
  });

  it('leaves out an empty greeting without leaving blank lines', () => {
    expect(renderOptionLevel(options.filter((o) => o.id === 2), null, '  ')).toBe('*[ 10 ]* - Outros\n\n*[ # ]* - Menu inicial');
  });
});

describe('navigateOptions', () => {
  it('shows an option that has children, with its media', () => {
    expect(go(null, '1')).toEqual({ kind: 'show', optionId: 3, text: SUPPORT_TEXT, media: supportMedia });
  });

  it('shows an option without media without a media field', () => {
    const decision = go(null, '2');
    expect(decision).toEqual({ kind: 'show', optionId: 1, text: 'Escolha no financeiro:\n\n*[ 1 ]* - Boletos\n*[ 2 ]* - 2ª via\n\n*[ 0 ]* - Menu anterior\n*[ # ]* - Menu inicial' });
    expect('media' in decision).toBe(false);
  });

  it('answers a leaf with its message and media', () => {
    expect(go(1, '1')).toEqual({ kind: 'leaf', optionId: 11, text: 'Mensagem Boletos', media: { path: 'company1/queue-options/boleto.pdf', name: 'Boleto.pdf' } });
    expect(go(null, '10')).toEqual({ kind: 'leaf', optionId: 2, text: 'Mensagem Outros' });
  });

  it("names a leaf's media after its file when it has no name", () => {
    expect(go(1, '2')).toMatchObject({ kind: 'leaf', optionId: 12, media: { path: 'company1/queue-options/segunda-via.png', name: 'segunda-via.png' } });
  });

  it('matches text options without regard to case or surrounding spaces', () => {
    expect(go(3, ' A ')).toEqual({ kind: 'leaf', optionId: 32, text: 'Mensagem Alpha' });
  });

  it('goes back one level with 0', () => {
    expect(go(331, '0')).toMatchObject({ kind: 'show', optionId: 33 });
    expect(go(33, '0')).toEqual({ kind: 'show', optionId: 3, text: SUPPORT_TEXT, media: supportMedia });
    expect(go(3, '0')).toEqual({ kind: 'show', optionId: null, text: ROOT_TEXT });
  });

  it('reads 0 at the root as an option', () => {
    expect(go(null, '0')).toEqual({ kind: 'leaf', optionId: 4, text: 'Mensagem Zero' });
  });

  it('returns to the main menu with #, from anywhere', () => {
    expect(go(null, '#')).toEqual({ kind: 'mainMenu' });
    expect(go(33, ' # ')).toEqual({ kind: 'mainMenu' });
  });

  it('answers invalid with the current level again for anything else', () => {
    expect(go(3, '9')).toEqual({ kind: 'invalid', optionId: 3, text: SUPPORT_TEXT });
    expect(go(3, '')).toEqual({ kind: 'invalid', optionId: 3, text: SUPPORT_TEXT });
    expect(go(null, 'quero falar com alguém')).toEqual({ kind: 'invalid', optionId: null, text: ROOT_TEXT });
  });

  it('only offers the children of the current level', () => {
    // "10" is a root option, not a child of Financeiro.
    expect(go(1, '10')).toMatchObject({ kind: 'invalid', optionId: 1 });
    // A level with a single child does not take any input as that child (the reference did).
    expect(go(33, 'x')).toMatchObject({ kind: 'invalid', optionId: 33 });
  });

  it('treats an option id that no longer exists as the root', () => {
    expect(go(999, '1')).toMatchObject({ kind: 'show', optionId: 3 });
    expect(go(999, 'x')).toEqual({ kind: 'invalid', optionId: null, text: ROOT_TEXT });
    expect(go(999, '0')).toEqual({ kind: 'leaf', optionId: 4, text: 'Mensagem Zero' });
  });
});
