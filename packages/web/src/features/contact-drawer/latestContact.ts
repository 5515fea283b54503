import type { Contact } from '@prosa/contract';

/**
 * The ticket's contact, or the one this drawer just saved when that is newer: the ticket prop is
 * refreshed by socket events that may arrive after the save answered (or not at all while the
 * socket reconnects).
 */
export function latestContact(fromTicket: Contact, saved: Contact | undefined): Contact {
  if (!saved || saved.id !== fromTicket.id) return fromTicket;
  return Date.parse(saved.updatedAt) > Date.parse(fromTicket.updatedAt) ? saved : fromTicket;
}
