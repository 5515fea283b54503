import { asc } from 'drizzle-orm';
import type { Message } from '@prosa/contract';
import type { Executor } from '../../db/types.js';
import { anyOf, preparedStatement } from '../../db/prepared-statement.js';
import { contacts, messageEdits, messageReactions, messages, users, type MessageRow } from '../../db/schema/index.js';
import { signMediaUrl } from '../../media/signed-urls.js';

export interface MediaSigner {
  secret: string;
  now: Date;
}

interface Extra {
  location?: Message['location'];
  vcards?: string[];
}

// Every message event and page presents through these: prepared once (db/prepared-statement.ts).
// Unscoped by design: they resolve ids the already company-scoped rows being presented hold.
const unscopedMessagesByIds = preparedStatement('present_messages_by_ids', (executor) => executor.select().from(messages).where(anyOf(messages.id, 'ids', 'bigint')));
const unscopedContactsByIds = preparedStatement('present_authors_by_ids', (executor) =>
  executor.select({ id: contacts.id, name: contacts.name, number: contacts.number, profilePicUrl: contacts.profilePicUrl }).from(contacts).where(anyOf(contacts.id, 'ids', 'int')),
);
const unscopedUserNamesByIds = preparedStatement('present_message_user_names_by_ids', (executor) => executor.select({ id: users.id, name: users.name }).from(users).where(anyOf(users.id, 'ids', 'int')));
const reactionsOfMessages = preparedStatement('present_reactions_of_messages', (executor) =>
  executor.select().from(messageReactions).where(anyOf(messageReactions.messageId, 'ids', 'bigint')).orderBy(asc(messageReactions.id)),
);
const editsOfMessages = preparedStatement('present_edits_of_messages', (executor) =>
  executor.select().from(messageEdits).where(anyOf(messageEdits.messageId, 'ids', 'bigint')).orderBy(asc(messageEdits.id)),
);

/**
 * Presents messages with their author, quoted message, reactions and edit
 * history, in the order given, with one query per related table. Media paths become signed,
 * expiring URLs.
 */
export async function presentMessages(executor: Executor, rows: MessageRow[], signer: MediaSigner): Promise<Message[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const quotedIds = [...new Set(rows.flatMap((row) => (row.quotedMsgId === null ? [] : [row.quotedMsgId])))];
  const quoted = quotedIds.length ? await unscopedMessagesByIds(executor, { ids: quotedIds }) : [];
  const contactIds = [...new Set([...rows, ...quoted].flatMap((row) => [row.participantContactId ?? row.contactId]))];
  const userIds = [...new Set(rows.flatMap((row) => (row.userId === null ? [] : [row.userId])))];
  const [contactRows, userRows, reactionRows, editRows] = await Promise.all([
    unscopedContactsByIds(executor, { ids: contactIds }),
    userIds.length ? unscopedUserNamesByIds(executor, { ids: userIds }) : [],
    reactionsOfMessages(executor, { ids }),
    editsOfMessages(executor, { ids }),
  ]);
  const contactsById = new Map(contactRows.map((row) => [row.id, row]));
  const usersById = new Map(userRows.map((row) => [row.id, row]));
  const quotedById = new Map(quoted.map((row) => [row.id, row]));
  const group = <T extends { messageId: number }>(list: T[]) => {
    const map = new Map<number, T[]>();
    for (const item of list) map.set(item.messageId, [...(map.get(item.messageId) ?? []), item]);
    return map;
  };
  const reactionsByMessage = group(reactionRows);
  const editsByMessage = group(editRows);
  const mediaUrl = (row: MessageRow) => (row.mediaPath ? signMediaUrl(signer.secret, row.mediaPath, signer.now) : null);
  return rows.map((row) => {
    const extra = (row.extra ?? {}) as Extra;
    const author = contactsById.get(row.participantContactId ?? row.contactId);
    const quotedRow = row.quotedMsgId === null ? undefined : quotedById.get(row.quotedMsgId);
    const quotedAuthor = quotedRow ? contactsById.get(quotedRow.participantContactId ?? quotedRow.contactId) : undefined;
    return {
      id: row.id,
      ticketId: row.ticketId,
      companyId: row.companyId,
      contactId: row.contactId,
      whatsappId: row.whatsappId,
      providerMessageId: row.providerMessageId,
      body: row.body,
      fromMe: row.fromMe,
      mediaType: row.mediaType,
      mediaUrl: mediaUrl(row),
      mediaName: row.mediaName,
      mimetype: row.mimetype,
      ack: row.ack,
      read: row.read,
      isDeleted: row.isDeleted,
      isEdited: row.isEdited,
      isAutomatic: row.isAutomatic,
      // A message handed to WhatsApp but not yet confirmed is still waiting, as far as a reader knows.
      sendStatus: row.sendStatus === 'sending' ? 'pending' : row.sendStatus,
      sendError: row.sendError,
      quotedMsgId: row.quotedMsgId,
      quotedMsg: quotedRow
        ? {
            id: quotedRow.id,
            body: quotedRow.isDeleted ? '' : quotedRow.body,
            fromMe: quotedRow.fromMe,
            mediaType: quotedRow.mediaType,
            mediaUrl: quotedRow.isDeleted ? null : mediaUrl(quotedRow),
            isDeleted: quotedRow.isDeleted,
            contact: quotedAuthor && !quotedRow.fromMe ? { id: quotedAuthor.id, name: quotedAuthor.name } : null,
          }
        : null,
      userId: row.userId,
      user: row.userId === null ? null : (usersById.get(row.userId) ?? null),
      contact: author && (!row.fromMe || row.participantContactId !== null) ? author : null,
      location: extra.location ?? null,
      vcards: extra.vcards ?? null,
      reactions: (reactionsByMessage.get(row.id) ?? []).map((reaction) => ({ emoji: reaction.emoji, fromMe: reaction.reactor === 'me' })),
      edits: (editsByMessage.get(row.id) ?? []).map((edit) => ({ body: edit.previousBody, editedAt: edit.editedAt.toISOString() })),
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}
