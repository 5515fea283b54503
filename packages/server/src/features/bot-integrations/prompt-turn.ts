import { and, desc, eq, gt, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { toFile, type OpenAI } from 'openai';
import type { Executor } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import { messages } from '../../db/schema/index.js';
import type { PromptRow, TicketRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import { mediaKindOf } from '../messages/media-kind.js';
import type { BotOutcome } from './bot-answer.js';
import { callPrompt, promptClient, type HistoryTurn } from './prompt-call.js';
import { SPEECH_FILE_NAME, synthesizeSpeech } from './speech-synthesis.js';
import { openVoiceKey } from '../prompts/prompt-key.js';

/** The transcription model of OpenAI-compatible services. */
export const TRANSCRIPTION_MODEL = 'whisper-1';

/** What a message says to the model: its text, else what was heard in it. */
const spoken = sql<string>`coalesce(nullif(${messages.body}, ''), ${messages.transcript}, '')`;

/** The ticket's last `limit` messages with text (or a transcript), oldest first: the AI's view of the conversation. */
async function historyOf(executor: Executor, ticket: TicketRow, limit: number): Promise<HistoryTurn[]> {
  const rows = await executor
    .select({ fromMe: messages.fromMe, body: spoken })
    .from(messages)
    .where(inCompany(messages, ticket.companyId, eq(messages.ticketId, ticket.id), ne(spoken, '')))
    .orderBy(desc(messages.id))
    .limit(limit);
  return rows.reverse();
}

/**
 * The customer's voice messages of this turn are transcribed once (`/audio/transcriptions` of the
 * same service) and the text kept on the message, so later turns see it in the history too.
 */
async function transcribeVoice(ctx: EngineContext, client: OpenAI, ticket: TicketRow): Promise<void> {
  const voices = await ctx.db
    .select({ id: messages.id, mediaPath: messages.mediaPath, mediaName: messages.mediaName })
    .from(messages)
    .where(inCompany(messages, ticket.companyId, eq(messages.ticketId, ticket.id), eq(messages.fromMe, false), eq(messages.mediaType, 'audio'), isNotNull(messages.mediaPath), isNull(messages.transcript), gt(messages.id, ticket.integrationCursor ?? 0)));
  for (const voice of voices) {
    const file = await toFile(await ctx.media.read(voice.mediaPath!), voice.mediaName ?? 'audio.ogg');
    const heard = await client.audio.transcriptions.create({ file, model: TRANSCRIPTION_MODEL });
    await ctx.db.update(messages).set({ transcript: heard.text.trim() }).where(and(eq(messages.companyId, ticket.companyId), eq(messages.id, voice.id)));
  }
}

/**
 * An AI prompt's turn: voice messages heard, the model asked with the conversation, and when the
 * prompt has a voice its answer also spoken (Azure Speech) and sent as a voice note after the text.
 */
export async function promptTurn(ctx: EngineContext, prompt: PromptRow, ticket: TicketRow, contactName: string): Promise<BotOutcome> {
  const client = await promptClient(prompt, ctx.config);
  await transcribeVoice(ctx, client, ticket);
  const answer = await callPrompt(client, prompt, await historyOf(ctx.db, ticket, prompt.maxMessages), contactName);
  const text = (answer.replies ?? []).map((reply) => reply.body).join('\n').trim();
  if (!prompt.voice || prompt.voice === 'texto' || !text) return answer;
  const audio = await synthesizeSpeech({ ...prompt, voiceKey: openVoiceKey(ctx.config.jwtSecret, prompt.voiceKey) }, text, ctx.config);
  const stored = await ctx.media.save(ticket.companyId, audio, SPEECH_FILE_NAME, ctx.clock.now());
  return { ...answer, replies: [...(answer.replies ?? []), { body: '', media: { path: stored.path, name: SPEECH_FILE_NAME, ...mediaKindOf(SPEECH_FILE_NAME) } }] };
}
