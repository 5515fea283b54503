import { describe, expect, it } from 'vitest';
import { newTicketBody, newTicketFormSchema, TICKET_FORM_MESSAGES, transferFormSchema } from './ticketForms';

const messages = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((result.error?.issues ?? []).map((issue) => [String(issue.path[0]), issue.message]));

describe('new ticket form (seed 000 §5)', () => {
  it("asks a user for a contact, a queue ('Selecione uma fila') and a connection", () => {
    expect(messages(newTicketFormSchema(false).safeParse({ contactId: null, queueId: '', whatsappId: '' }))).toEqual({
      contactId: TICKET_FORM_MESSAGES.contactRequired,
      queueId: TICKET_FORM_MESSAGES.queueRequired,
      whatsappId: TICKET_FORM_MESSAGES.connectionRequired,
    });
  });

  it('lets an admin open a ticket without a queue, never without a connection', () => {
    expect(newTicketFormSchema(true).safeParse({ contactId: 3, queueId: '', whatsappId: '2' }).success).toBe(true);
    expect(messages(newTicketFormSchema(true).safeParse({ contactId: 3, queueId: '', whatsappId: '' }))).toEqual({ whatsappId: TICKET_FORM_MESSAGES.connectionRequired });
  });

  it('opens the ticket for the caller', () => {
    expect(newTicketBody({ contactId: 3, queueId: '', whatsappId: '2' }, 9)).toEqual({ contactId: 3, queueId: null, whatsappId: 2, userId: 9, status: 'open' });
    expect(newTicketBody({ contactId: 3, queueId: '5', whatsappId: '2' }, 9).queueId).toBe(5);
  });
});

describe('transfer form (seed 000 §5)', () => {
  it('needs a queue; the user is optional', () => {
    expect(messages(transferFormSchema.safeParse({ queueId: '', userId: '', whatsappId: '1' }))).toEqual({ queueId: TICKET_FORM_MESSAGES.queueRequired });
    expect(transferFormSchema.safeParse({ queueId: '2', userId: '', whatsappId: '1' }).success).toBe(true);
  });
});
