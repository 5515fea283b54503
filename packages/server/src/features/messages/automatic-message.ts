import { eq } from 'drizzle-orm';
import { companyLanguage } from '@prosa/contract';
import type { Tx } from '../../db/types.js';
import { contacts } from '../../db/schema/index.js';
import { queueOutbound, type OutboundMessage } from './outbound.js';
import type { CompanySettings } from '../settings/company-settings.js';
import { renderTemplate } from './templates.js';
import type { MessageRow, TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';

/** What the wording of an automatic text depends on: the company's time zone and language. */
export type TextSettings = Pick<CompanySettings, 'timezone' | 'language'>;

export interface AutomaticSend {
  message: MessageRow;
  ticket: TicketRow;
}

/**
 * Sends an automatic text (greetings, menus, out-of-hours, rating, completion, transfer notices) on a
 * ticket: template variables filled in the company's time zone and language, stored in history with
 * `isAutomatic: true`. Blank texts are not sent.
 */
export async function sendAutomatic(tx: Tx, ticket: TicketRow, text: string, settings: TextSettings, now: Date, media?: OutboundMessage['media']): Promise<AutomaticSend | undefined> {
  if (!text.trim() && !media) return undefined;
  const [contact] = await tx.select({ name: contacts.name }).from(contacts).where(inCompany(contacts, ticket.companyId, eq(contacts.id, ticket.contactId)));
  const body = renderTemplate(text, { contactName: contact?.name ?? '' }, settings.timezone, now, companyLanguage(settings.language));
  return queueOutbound(tx, ticket, { body, userId: null, isAutomatic: true, ...(media ? { media } : {}) }, now);
}
