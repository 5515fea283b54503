import { z } from 'zod';
import { idSchema, pageNumberSchema, TEXT } from './common.js';

/** The chat dialog's alerts, also the server's issue texts for the same mistakes. */
export const CHAT_TEXT = {
  titleRequired: 'Por favor, preencha o título da conversa.',
  usersRequired: 'Por favor, selecione pelo menos um usuário.',
} as const;

export const CHATS_PAGE_SIZE = 20;
export const CHAT_MESSAGES_PAGE_SIZE = 20;
export const CHAT_TITLE_MAX = 100;
export const CHAT_MESSAGE_MAX = 10_000;
/** Members of one chat: a whole company's team fits; past it a company would want channels. */
export const CHAT_MEMBERS_MAX = 500;

const userRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** One member of an internal chat and how many of its messages they have not read. */
export const chatMemberSchema = z.object({ userId: z.number().int(), unreads: z.number().int(), user: userRefSchema });
export type ChatMember = z.infer<typeof chatMemberSchema>;

/** An internal chat as the API answers it. */
export const chatSchema = z.object({
  id: z.number().int(),
  uuid: z.string(),
  title: z.string(),
  ownerId: z.number().int().nullable(),
  /** The latest message as "Sender: text", cut for list rows; '' before the first one. */
  lastMessage: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  users: z.array(chatMemberSchema),
});
export type Chat = z.infer<typeof chatSchema>;

export const chatPageSchema = z.object({ records: z.array(chatSchema), count: z.number().int(), hasMore: z.boolean() });
export type ChatPage = z.infer<typeof chatPageSchema>;

/** A message of an internal chat. */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  chatId: z.number().int(),
  senderId: z.number().int().nullable(),
  sender: userRefSchema.nullable(),
  message: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

export const chatMessagePageSchema = z.object({ records: z.array(chatMessageSchema), count: z.number().int(), hasMore: z.boolean() });
export type ChatMessagePage = z.infer<typeof chatMessagePageSchema>;

/** A chat named by its id or by its uuid (the web app's `/chats/{uuid}` links). */
export const chatParams = z.object({ id: z.union([idSchema, z.guid({ error: 'Invalid id' })]) });

/** `GET /chats`: `withUnreadMessages` keeps the chats where the caller has unread messages (the top-bar popover). */
export const chatListQuerySchema = z.object({
  searchParam: z.string().max(200).optional(),
  pageNumber: pageNumberSchema,
  withUnreadMessages: z.enum(['true', 'false']).optional(),
});

export const chatMessagesQuerySchema = z.object({ pageNumber: pageNumberSchema });

/** A member as the seeds' client sends it (`{ id, name }`) or a bare id; the name is ignored. */
const memberRefSchema = z.union([idSchema, z.looseObject({ id: idSchema })]).transform((value) => (typeof value === 'object' ? value.id : value));

const chatTitleSchema = z.string({ error: CHAT_TEXT.titleRequired }).trim().min(1, CHAT_TEXT.titleRequired).max(CHAT_TITLE_MAX, TEXT.tooLong);
const chatMembersSchema = z
  .array(memberRefSchema, { error: CHAT_TEXT.usersRequired })
  .min(1, CHAT_TEXT.usersRequired)
  .max(CHAT_MEMBERS_MAX, TEXT.tooLong)
  .transform((ids) => [...new Set(ids)]);

/** `POST /chats` `{ title, users }`; the owner (the caller) is always a member. */
export const chatBodySchema = z.object({ title: chatTitleSchema, users: chatMembersSchema });
export type ChatBody = z.input<typeof chatBodySchema>;

/** `PUT /chats/{id}` `{ title, users }`: what is sent replaces what is stored. */
export const chatUpdateSchema = z.object({ title: chatTitleSchema.optional(), users: chatMembersSchema.optional() });

/** `POST /chats/{id}/messages` `{ message }`: empty or whitespace-only messages are refused. */
export const chatMessageBodySchema = z.object({
  message: z.string({ error: TEXT.required }).trim().min(1, TEXT.required).max(CHAT_MESSAGE_MAX, TEXT.tooLong),
});

/** `POST /chats/{id}/read` `{ userId }`: the seeds' client names itself; the caller's own count is reset whatever it says. */
export const chatReadBodySchema = z.looseObject({ userId: z.unknown().optional() }).nullish();

/** The events of `company-{id}-chat-user-{userId}` (only the members of the chat receive them). */
export const chatUserEventSchema = z.union([
  z.object({ action: z.enum(['create', 'update']), record: chatSchema }),
  z.object({ action: z.literal('new-message'), newMessage: chatMessageSchema, chat: chatSchema }),
  z.object({ action: z.literal('delete'), id: z.number().int(), chatId: z.number().int().optional() }),
]);
export type ChatUserEvent = z.infer<typeof chatUserEventSchema>;

/** The event of `company-{id}-chat-{chatId}`: a new message, to the chat's members. */
export const chatRoomEventSchema = z.object({ action: z.literal('new-message'), newMessage: chatMessageSchema, chat: chatSchema });

/** A chat's edit and delete icons, and the calls behind them, are its owner's. */
export function ownsChat(user: { id: number }, chat: { ownerId: number | null }): boolean {
  return chat.ownerId !== null && chat.ownerId === user.id;
}

/** The caller's unread count in a chat (0 when not a member). */
export function unreadsOf(chat: { users: ChatMember[] }, userId: number): number {
  return chat.users.find((member) => member.userId === userId)?.unreads ?? 0;
}
