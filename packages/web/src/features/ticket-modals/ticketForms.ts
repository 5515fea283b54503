import { z } from 'zod';

/** Locale keys of the modals' field messages. */
export const TICKET_FORM_MESSAGES = {
  contactRequired: 'ticketModals.errors.contactRequired',
  queueRequired: 'ticketModals.errors.selectQueue',
  connectionRequired: 'ticketModals.errors.connectionRequired',
} as const;

/** The contact search asks the server from the third character on. */
export const CONTACT_SEARCH_MIN = 3;

/** Selects hold ids as strings, '' meaning none. */
const idChoice = z.string();

/**
 * A new ticket needs a contact, a queue unless the caller is an admin ('Selecione uma fila'), and a
 * connection.
 */
export function newTicketFormSchema(admin: boolean) {
  return z.object({
    contactId: z.number().int().positive().nullable().refine((id) => id !== null, TICKET_FORM_MESSAGES.contactRequired),
    queueId: idChoice.refine((id) => admin || id !== '', TICKET_FORM_MESSAGES.queueRequired),
    whatsappId: idChoice.refine((id) => id !== '', TICKET_FORM_MESSAGES.connectionRequired),
  });
}
export type NewTicketInput = z.input<ReturnType<typeof newTicketFormSchema>>;
export type NewTicketFields = z.output<ReturnType<typeof newTicketFormSchema>>;

/** A transfer needs a ticket and a queue; the user is optional. */
export const transferFormSchema = z.object({
  queueId: idChoice.refine((id) => id !== '', TICKET_FORM_MESSAGES.queueRequired),
  userId: idChoice,
  whatsappId: idChoice,
});
export type TransferFields = z.infer<typeof transferFormSchema>;

export const idOrNull = (choice: string): number | null => (choice === '' ? null : Number(choice));

/** `POST /tickets` as the seeds' client sends it: opened for the caller. */
export function newTicketBody(fields: NewTicketFields, viewerId: number) {
  return { contactId: fields.contactId, queueId: idOrNull(fields.queueId), whatsappId: idOrNull(fields.whatsappId), userId: viewerId, status: 'open' as const };
}
