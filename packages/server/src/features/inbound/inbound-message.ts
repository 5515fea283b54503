import type { Tx } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import type { InboundMessage } from '../../providers/provider-types.js';
import type { IntakeTarget } from '../../providers/intake.js';
import { emitContactChange, emitContactDelete } from '../contacts/contacts.events.js';
import { findOrCreateContact, type ContactResolution } from '../contacts/contact-identity.js';
import { readCompanySettings } from '../settings/company-settings.js';
import { emitTicketUpdate } from '../tickets/ticket.events.js';
import { findOrOpenTicket } from '../tickets/ticket-transitions.js';
import { previewOf } from '../messages/outbound.js';
import { emitMessageCreate } from '../messages/message.events.js';
import { enqueueBotStep } from '../bot/bot-step.job.js';
import { scheduleAutoTransfer } from '../tickets/ticket-timers.js';
import { scheduleAutoClose } from '../tickets/ticket-timers.js';
import { recordRatingReply } from './rating-reply.js';
import { recordCampaignReply } from '../campaigns/campaign-replies.js';
import type { AfterCommit } from '../../db/after-commit.js';
import { connectionOfCompany, insertInboundMessage, jsonOrNull, messageByProviderId, ticketAfterMessage } from './inbound-message.statements.js';

function announceContact(ctx: EngineContext, after: AfterCommit, resolution: ContactResolution): void {
  if (!resolution.changed) return;
  after.add(() => emitContactChange(ctx, resolution.created ? 'create' : 'update', resolution.contact));
  for (const id of resolution.mergedContactIds) after.add(() => emitContactDelete(ctx, resolution.contact.companyId, id));
}

/**
 * One inbound message, inside the chat's processing transaction: contact by identity, rating reply,
 * ticket under the one-open-ticket rule, message (once per provider id), unread count, timers and
 * the bot step; events after the commit.
 */
export async function handleInboundMessage(tx: Tx, ctx: EngineContext, target: IntakeTarget, message: InboundMessage, after: AfterCommit): Promise<void> {
  if (message.isHistory || message.type === 'unsupported') return;
  const { companyId, whatsappId } = target;
  const isGroup = message.chat.kind === 'group';
  const settings = await readCompanySettings(tx, companyId);
  if (isGroup && settings.CheckMsgIsGroup === 'enabled') return;
  const [connection] = await connectionOfCompany(tx, { companyId, whatsappId });
  if (!connection) return;
  const now = ctx.clock.now();

  // An echo of what we sent (or a redelivery) lands on the stored row: nothing more to do.
  const [known] = await messageByProviderId(tx, { companyId, whatsappId, providerMessageId: message.providerMessageId });
  if (known) return;

  const chatContact =
    message.chat.kind === 'group'
      ? await findOrCreateContact(tx, companyId, { groupId: message.chat.groupId, name: message.chat.name, whatsappId }, now)
      : await findOrCreateContact(tx, companyId, { phone: message.chat.peer.phone, lid: message.chat.peer.lid, name: message.fromMe ? undefined : message.chat.peer.name, whatsappId }, now);
  announceContact(ctx, after, chatContact);
  let participantId: number | null = null;
  if (isGroup && !message.fromMe && (message.sender.phone || message.sender.lid)) {
    const participant = await findOrCreateContact(tx, companyId, { phone: message.sender.phone, lid: message.sender.lid, name: message.sender.name }, now);
    announceContact(ctx, after, participant);
    participantId = participant.contact.id;
  }

  if (!message.fromMe && !isGroup && (await recordRatingReply(tx, ctx, { companyId, whatsappId, contactId: chatContact.contact.id, message, settings, now }, after))) return;

  if (!message.fromMe && !isGroup) await recordCampaignReply(tx, ctx, { companyId, whatsappId, number: chatContact.contact.number, body: message.body, now }, after);

  const { ticket, created } = await findOrOpenTicket(tx, { companyId, contactId: chatContact.contact.id, whatsappId, isGroup, now });
  const before = { ...ticket };
  const [quoted] = message.quotedProviderId ? await messageByProviderId(tx, { companyId, whatsappId, providerMessageId: message.quotedProviderId }) : [];
  const sentAt = new Date(message.timestamp);
  const createdAt = Number.isNaN(sentAt.getTime()) ? now : sentAt;
  const [row] = await insertInboundMessage(tx, {
    companyId,
    ticketId: ticket.id,
    contactId: chatContact.contact.id,
    whatsappId,
    providerMessageId: message.providerMessageId,
    fromMe: message.fromMe,
    participantContactId: participantId,
    body: message.body,
    mediaType: message.type,
    mediaPath: message.media?.storedPath ?? null,
    mediaName: message.media?.filename ?? null,
    mimetype: message.media?.mimetype ?? null,
    extraJson: jsonOrNull(message.location ? { location: message.location } : message.vcards ? { vcards: message.vcards } : null),
    ack: message.fromMe ? 2 : 0,
    read: message.fromMe,
    quotedMsgId: quoted?.id ?? null,
    sendStatus: message.fromMe ? 'sent' : 'received',
    rawJson: jsonOrNull(message.raw),
    createdAt,
    updatedAt: now,
  });
  if (!row) return;
  const [updated] = await ticketAfterMessage(tx, {
    companyId,
    ticketId: ticket.id,
    lastMessage: previewOf(row.body, row.mediaType, row.mediaName),
    lastMessageId: row.id,
    lastMessageAt: createdAt,
    fromMe: message.fromMe,
    // The company answering from the phone has read the chat there.
    unreadMessages: message.fromMe ? 0 : ticket.unreadMessages + 1,
    lastInboundAt: message.fromMe ? null : createdAt.toISOString(),
    updatedAt: now,
  });
  // The company answering from the phone spoke last: the auto-close timer starts as for the web app.
  if (message.fromMe && !isGroup && updated!.status === 'open') await scheduleAutoClose(tx, updated!, connection.expiresTicket, now);
  if (!message.fromMe && !isGroup) {
    // The bot only acts on a pending ticket without a user (its turn checks again): a conversation
    // already with an agent costs no bot job per message.
    if (updated!.status === 'pending' && updated!.userId === null) await enqueueBotStep(tx, { companyId, ticketId: ticket.id, messageId: row.id }, now);
    if (updated!.status === 'pending' && updated!.queueId === null) await scheduleAutoTransfer(tx, updated!, connection, now);
  }
  after.add(async () => {
    const ticketView = await emitTicketUpdate(ctx, updated!, created ? undefined : before, { created });
    await emitMessageCreate(ctx, updated!, row, ticketView);
  });
  after.add(() => ctx.jobs.wake());
}
