import { and, eq, gt, inArray } from 'drizzle-orm';
import { ownsChat, type Chat } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { chats, chatUsers } from '../../db/schema/index.js';
import type { Executor } from '../../db/types.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { presentChat } from './chat.presenter.js';
import { emitChatRemoved, emitChatToMembers } from './chats.events.js';
import { companyUserIds, findMemberChat, type ChatRef } from './chats.repository.js';
import { inCompany } from '../../db/company-scope.js';

/** Every named user must be of the caller's company: another company's user is "not found". */
async function assertCompanyUsers(executor: Executor, companyId: number, userIds: number[]): Promise<void> {
  const found = await companyUserIds(executor, companyId, userIds);
  if (userIds.some((id) => !found.has(id))) throw new AppError('ERR_NO_USER_FOUND');
}

/** `POST /chats`: the caller owns the chat and is always one of its members. */
export async function createChat(ctx: AppContext, auth: RequestAuth, body: { title: string; users: number[] }): Promise<Chat> {
  const memberIds = [...new Set([auth.userId, ...body.users])];
  const chat = await ctx.db.transaction(async (tx) => {
    await assertCompanyUsers(tx, auth.companyId, memberIds);
    const now = ctx.clock.now();
    const [row] = await tx.insert(chats).values({ companyId: auth.companyId, title: body.title, ownerId: auth.userId, createdAt: now, updatedAt: now }).returning();
    await tx.insert(chatUsers).values(memberIds.map((userId) => ({ chatId: row!.id, userId })));
    return presentChat(tx, row!);
  });
  emitChatToMembers(ctx, auth.companyId, 'create', chat, memberIds);
  return chat;
}

/**
 * `PUT /chats/{id}` (the owner; 403 for other members). A new member list replaces the old one
 * (the owner stays in); members who stay keep their unread counts. Members taken out hear `delete`,
 * new ones `create`, the others `update`.
 */
export async function updateChat(ctx: AppContext, auth: RequestAuth, ref: ChatRef, body: { title?: string; users?: number[] }): Promise<Chat> {
  const { chat, before } = await ctx.db.transaction(async (tx) => {
    const current = await findMemberChat(tx, auth.companyId, auth.userId, ref, true);
    if (!ownsChat({ id: auth.userId }, current)) throw new AppError('ERR_NO_PERMISSION');
    const stored = await tx.select({ userId: chatUsers.userId }).from(chatUsers).where(eq(chatUsers.chatId, current.id));
    const beforeIds = stored.map((row) => row.userId);
    if (body.users) {
      const wanted = [...new Set([auth.userId, ...body.users])];
      await assertCompanyUsers(tx, auth.companyId, wanted);
      const leaving = beforeIds.filter((id) => !wanted.includes(id));
      const joining = wanted.filter((id) => !beforeIds.includes(id));
      if (leaving.length) await tx.delete(chatUsers).where(and(eq(chatUsers.chatId, current.id), inArray(chatUsers.userId, leaving)));
      if (joining.length) await tx.insert(chatUsers).values(joining.map((userId) => ({ chatId: current.id, userId })));
    }
    const [row] = await tx
      .update(chats)
      .set({ ...(body.title !== undefined ? { title: body.title } : {}), updatedAt: ctx.clock.now() })
      .where(inCompany(chats, auth.companyId, eq(chats.id, current.id)))
      .returning();
    return { chat: await presentChat(tx, row!), before: beforeIds };
  });
  const after = chat.users.map((member) => member.userId);
  emitChatRemoved(ctx, auth.companyId, chat.id, before.filter((id) => !after.includes(id)));
  emitChatToMembers(ctx, auth.companyId, 'create', chat, after.filter((id) => !before.includes(id)));
  emitChatToMembers(ctx, auth.companyId, 'update', chat, after.filter((id) => before.includes(id)));
  return chat;
}

/** `DELETE /chats/{id}` (the owner): its messages and memberships go with it. */
export async function deleteChat(ctx: AppContext, auth: RequestAuth, ref: ChatRef): Promise<void> {
  const { chatId, memberIds } = await ctx.db.transaction(async (tx) => {
    const current = await findMemberChat(tx, auth.companyId, auth.userId, ref, true);
    if (!ownsChat({ id: auth.userId }, current)) throw new AppError('ERR_NO_PERMISSION');
    const members = await tx.select({ userId: chatUsers.userId }).from(chatUsers).where(eq(chatUsers.chatId, current.id));
    await tx.delete(chats).where(inCompany(chats, auth.companyId, eq(chats.id, current.id)));
    return { chatId: current.id, memberIds: members.map((row) => row.userId) };
  });
  emitChatRemoved(ctx, auth.companyId, chatId, memberIds);
}

/**
 * `POST /chats/{id}/read`: resets the caller's own count, whatever `userId` the body names (the
 * seeds' client sends it; nobody clears another member's count). Only the caller's sockets hear
 * it, and only when the count changed: nobody else shows that number.
 */
export async function markChatRead(ctx: AppContext, auth: RequestAuth, ref: ChatRef): Promise<Chat> {
  const { chat, changed } = await ctx.db.transaction(async (tx) => {
    const current = await findMemberChat(tx, auth.companyId, auth.userId, ref);
    const reset = await tx
      .update(chatUsers)
      .set({ unreads: 0, updatedAt: ctx.clock.now() })
      .where(and(eq(chatUsers.chatId, current.id), eq(chatUsers.userId, auth.userId), gt(chatUsers.unreads, 0)))
      .returning({ userId: chatUsers.userId });
    return { chat: await presentChat(tx, current), changed: reset.length > 0 };
  });
  if (changed) emitChatToMembers(ctx, auth.companyId, 'update', chat, [auth.userId]);
  return chat;
}
