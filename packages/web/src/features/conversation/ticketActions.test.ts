import { describe, expect, it } from 'vitest';
import { ApiError } from '../../api/ApiError';
import { actionsForStatus, otherOpenTicketOf, staysSelected, ticketActionBody } from './ticketActions';

describe('ticket actions', () => {
  it('offers the transitions of each status', () => {
    expect(actionsForStatus('pending')).toEqual(['accept']);
    expect(actionsForStatus('open')).toEqual(['return', 'resolve']);
    expect(actionsForStatus('closed')).toEqual(['reopen']);
  });

  it('sends the seed client’s bodies', () => {
    expect(ticketActionBody('accept', 3)).toEqual({ status: 'open', userId: 3 });
    expect(ticketActionBody('return', 3)).toEqual({ status: 'pending', userId: null });
    expect(ticketActionBody('resolve', 3)).toEqual({ status: 'closed', userId: 3, useIntegration: false, promptId: false, integrationId: false });
    expect(ticketActionBody('reopen', 3)).toEqual({ status: 'open' });
  });

  it('keeps only open tickets on screen', () => {
    expect(staysSelected({ status: 'open' })).toBe(true);
    expect(staysSelected({ status: 'pending' })).toBe(false);
    expect(staysSelected({ status: 'closed' })).toBe(false);
  });

  it('reads the holder of a 409', () => {
    const ticket = { id: 4, uuid: 'u', status: 'open', userId: 2, user: { id: 2, name: 'Bia' }, queue: { id: 1, name: 'Vendas' } };
    expect(otherOpenTicketOf(new ApiError(409, { error: 'ERR_OTHER_OPEN_TICKET', ticket }))).toEqual(ticket);
    expect(otherOpenTicketOf(new ApiError(409, { error: 'ERR_OTHER_OPEN_TICKET' }))).toBeUndefined();
    expect(otherOpenTicketOf(new ApiError(400, { error: 'ERR_VALIDATION', ticket }))).toBeUndefined();
    expect(otherOpenTicketOf(new Error('x'))).toBeUndefined();
  });
});
