import { describe, expect, it } from 'vitest';
import { leavesTicketsUnqueued, usersBlindToUnqueued } from './noQueueWarning';

describe('connections that leave tickets where agents cannot see them', () => {
  it('counts the users who see no ticket without a queue', () => {
    expect(
      usersBlindToUnqueued([
        { profile: 'admin', allTicket: 'desabled' },
        { profile: 'user', allTicket: 'enabled' },
        { profile: 'user', allTicket: 'desabled' },
        { profile: 'supervisor', allTicket: 'desabled' },
      ]),
    ).toBe(2);
  });

  it('a connection without queues and without redirection leaves its tickets without a queue', () => {
    expect(leavesTicketsUnqueued({ queueCount: 0, transferQueueId: null, timeToTransfer: null })).toBe(true);
    expect(leavesTicketsUnqueued({ queueCount: 0, transferQueueId: 3, timeToTransfer: 0 })).toBe(true);
    expect(leavesTicketsUnqueued({ queueCount: 0, transferQueueId: 3, timeToTransfer: 5 })).toBe(false);
    expect(leavesTicketsUnqueued({ queueCount: 1, transferQueueId: null, timeToTransfer: null })).toBe(false);
  });
});
