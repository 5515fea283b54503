import { describe, expect, it } from 'vitest';
import { shouldRingForChatMessage } from './chatAlerts';
import { chatBody, chatFormProblem } from './chatForm';

describe('the chat dialog (seed 001 §5)', () => {
  it('asks for a title first, then for at least one user', () => {
    expect(chatFormProblem('  ', [])).toBe('title');
    expect(chatFormProblem('Plantão', [])).toBe('users');
    expect(chatFormProblem('Plantão', [2])).toBeUndefined();
  });

  it('sends users as the seeds’ client does, { id, name }', () => {
    expect(chatBody(' Plantão ', [{ id: 2, name: 'Bruno' }])).toEqual({ title: 'Plantão', users: [{ id: 2, name: 'Bruno' }] });
  });
});

describe('the new-message sound', () => {
  const chat = { id: 7, uuid: 'abc' };
  it('rings for a colleague’s message unless that chat is open in a focused page', () => {
    expect(shouldRingForChatMessage({ senderId: 2 }, chat, 1, { openRef: null, focused: true })).toBe(true);
    expect(shouldRingForChatMessage({ senderId: 2 }, chat, 1, { openRef: 'abc', focused: true })).toBe(false);
    expect(shouldRingForChatMessage({ senderId: 2 }, chat, 1, { openRef: '7', focused: false })).toBe(true);
    expect(shouldRingForChatMessage({ senderId: 1 }, chat, 1, { openRef: null, focused: false })).toBe(false);
  });
});
