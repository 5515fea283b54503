import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { defaultConnectionId, heldTicketOf, leavesCaller, queueChoices, transferBody, usersOfQueue } from './ticketChoices';

const queues = [
  { id: 1, name: 'Vendas' },
  { id: 2, name: 'Suporte' },
  { id: 3, name: 'Financeiro' },
];

describe('queueChoices', () => {
  it('offers a user only their own queues', () => {
    const viewer = { id: 7, admin: false, queues: [{ id: 2 }, { id: 9 }], whatsappId: null };
    expect(queueChoices(viewer, queues).map((queue) => queue.id)).toEqual([2]);
  });

  it('offers an admin every queue', () => {
    expect(queueChoices({ id: 1, admin: true, queues: [], whatsappId: null }, queues)).toHaveLength(3);
  });
});

describe('defaultConnectionId', () => {
  const connections = [
    { id: 4, isDefault: false },
    { id: 5, isDefault: true },
  ];

  it("prefers the user's own default connection", () => {
    expect(defaultConnectionId({ whatsappId: 4 }, connections)).toBe(4);
  });

  it("falls back to the company's default, then the first, then none", () => {
    expect(defaultConnectionId({ whatsappId: 99 }, connections)).toBe(5);
    expect(defaultConnectionId({ whatsappId: null }, [{ id: 8, isDefault: false }])).toBe(8);
    expect(defaultConnectionId({ whatsappId: null }, [])).toBeNull();
  });
});

describe('transfer', () => {
  const users = [
    { id: 1, name: 'Ana', queues: [{ id: 1 }] },
    { id: 2, name: 'Bruno', queues: [{ id: 1 }, { id: 2 }] },
    { id: 3, name: 'Carla', queues: [] },
  ];

  it('lists the users of the chosen queue, or everyone before a queue is chosen', () => {
    expect(usersOfQueue(users, 2).map((user) => user.name)).toEqual(['Bruno']);
    expect(usersOfQueue(users, null)).toHaveLength(3);
  });

  it('opens the ticket for a chosen user and leaves it pending with only a queue (seed 000 §4)', () => {
    expect(transferBody({ queueId: 2, userId: 5, whatsappId: 3 })).toEqual({ queueId: 2, userId: 5, status: 'open', whatsappId: 3 });
    expect(transferBody({ queueId: 2, userId: null, whatsappId: 3 })).toEqual({ queueId: 2, userId: null, status: 'pending', whatsappId: 3 });
  });

  it('sends the caller back to the list unless the ticket is still theirs', () => {
    expect(leavesCaller(null, 4)).toBe(true);
    expect(leavesCaller(8, 4)).toBe(true);
    expect(leavesCaller(4, 4)).toBe(false);
  });
});

describe('heldTicketOf (409 ERR_OTHER_OPEN_TICKET)', () => {
  const conflict = (ticket: object) => new ApiError(409, { error: 'ERR_OTHER_OPEN_TICKET', message: 'x', ticket });

  it("opens the caller's own ticket", () => {
    expect(heldTicketOf(conflict({ id: 1, uuid: 'abc', status: 'open', userId: 4, user: { id: 4, name: 'Eu' }, queue: null }), 4)).toEqual({ kind: 'mine', uuid: 'abc' });
  });

  it('names the user and the queue holding it otherwise', () => {
    const error = conflict({ id: 1, uuid: 'abc', status: 'open', userId: 9, user: { id: 9, name: 'Bruno' }, queue: { id: 2, name: 'Suporte' } });
    expect(heldTicketOf(error, 4)).toEqual({ kind: 'other', userName: 'Bruno', queueName: 'Suporte' });
    const pending = conflict({ id: 1, uuid: 'abc', status: 'pending', userId: null, user: null, queue: null });
    expect(heldTicketOf(pending, 4)).toEqual({ kind: 'other', userName: null, queueName: null });
  });

  it('ignores any other failure', () => {
    expect(heldTicketOf(new ApiError(400, { error: 'ERR_VALIDATION' }), 4)).toBeNull();
    expect(heldTicketOf(new Error('network'), 4)).toBeNull();
  });
});
