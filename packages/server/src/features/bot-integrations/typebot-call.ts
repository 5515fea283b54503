import { z } from 'zod';
import type { EngineContext } from '../../engine-context.js';
import type { QueueIntegrationRow, TicketRow } from '../../db/schema/index.js';
import { assertAddressAllowed } from './address-guard.js';
import type { BotOutcome } from './bot-answer.js';
import { fetchBotMedia } from './bot-media.js';
import { WEBHOOK_TIMEOUT_MS, type BotTurnEvent } from './webhook-call.js';

/** What Typebot answers to a reply it cannot take (a choice that is none of the offered ones). */
export const TYPEBOT_INVALID_REPLY = 'Invalid message. Please, try again.';

/** Rich text as Typebot sends it: paragraphs of leaves with marks, links and variables. */
interface RichNode {
  type?: string;
  text?: string;
  url?: string;
  bold?: boolean;
  italic?: boolean;
  strikethrough?: boolean;
  children?: RichNode[];
}

const chatMessage = z.looseObject({
  type: z.string(),
  content: z.looseObject({ type: z.string().optional(), richText: z.array(z.unknown()).optional(), markdown: z.string().optional(), plainText: z.string().optional(), url: z.string().optional() }).optional(),
});
const chatResponse = z.looseObject({
  sessionId: z.string().optional(),
  messages: z.array(chatMessage).default([]),
  input: z.looseObject({ type: z.string().optional(), items: z.array(z.looseObject({ content: z.string().optional() })).optional() }).nullish(),
});
type ChatResponse = z.infer<typeof chatResponse>;

function marked(node: RichNode): string {
  let text = node.text ?? '';
  // WhatsApp marks must hug the words: spaces stay outside them.
  const [, lead = '', core = '', trail = ''] = /^(\s*)(.*?)(\s*)$/s.exec(text) ?? [];
  if (!core) return text;
  text = core;
  if (node.bold) text = `*${text}*`;
  if (node.italic) text = `_${text}_`;
  if (node.strikethrough) text = `~${text}~`;
  return `${lead}${text}${trail}`;
}

/** Typebot's rich text as WhatsApp text: bold, italic and strike marks, links as "text (url)", one line per paragraph. */
export function richTextToWhatsapp(nodes: RichNode[]): string {
  const render = (node: RichNode): string => {
    if (typeof node.text === 'string') return marked(node);
    const children = node.children ?? [];
    const blocks = children.some((child) => child.type === 'p');
    const inner = children.map(render).join(blocks ? '\n' : '');
    if (node.type === 'a' && node.url) return inner && inner !== node.url ? `${inner} (${node.url})` : node.url;
    return inner;
  };
  return nodes.map(render).join('\n');
}

function textOf(message: z.infer<typeof chatMessage>): string {
  const content = message.content;
  if (!content) return '';
  if (content.richText) return richTextToWhatsapp(content.richText as RichNode[]);
  if (typeof content.markdown === 'string') return content.markdown.replace(/\*\*(.+?)\*\*/g, '*$1*');
  return content.plainText ?? '';
}

/** A numeric reply to a choice input picks that choice (the list is numbered from 1). */
export function replyFor(text: string, choices: string[] | null): string {
  const index = /^\s*(\d{1,3})\s*$/.exec(text)?.[1];
  const choice = index !== undefined ? choices?.[Number(index) - 1] : undefined;
  return choice ?? text;
}

/** A text starting with `#` is a command to Prosa, not a message: `{stopBot: true}` or `{queueId, userId?}`. */
const typebotCommand = z.object({ stopBot: z.boolean().optional(), queueId: z.coerce.number().int().positive().optional(), userId: z.coerce.number().int().positive().optional() });

function commandOf(text: string): Pick<BotOutcome, 'handoff' | 'transfer'> | undefined {
  if (!text.startsWith('#')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.slice(1));
  } catch {
    return undefined;
  }
  const command = typebotCommand.safeParse(parsed);
  if (!command.success) return undefined;
  if (command.data.queueId) return { transfer: { queueId: command.data.queueId, ...(command.data.userId ? { userId: command.data.userId } : {}) } };
  return command.data.stopBot ? { handoff: true } : undefined;
}

class TypebotGone extends Error {}

async function post(url: string, body: object): Promise<ChatResponse> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS), redirect: 'error' });
  const text = await response.text();
  // A session Typebot no longer knows (expired, or the flow was republished): start over.
  if (response.status === 404 && url.includes('/sessions/')) throw new TypebotGone();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return chatResponse.parse(JSON.parse(text));
}

/**
 * One Typebot turn over its public v1 chat API: the ticket's first turn starts the flow (with the
 * customer's number and name as prefilled variables), later ones continue its session with the
 * customer's messages. The flow's texts, images, audios and videos become WhatsApp messages, a
 * choice input a numbered list; a flow that waits for nothing more has ended and hands off.
 * The restart keyword drops the session and sends the restart message.
 */
export async function callTypebot(ctx: Pick<EngineContext, 'media' | 'config' | 'clock'>, integration: QueueIntegrationRow, ticket: TicketRow, event: BotTurnEvent): Promise<BotOutcome> {
  const text = event.messages.map((message) => message.body.trim()).filter(Boolean).join('\n');
  const restart = integration.typebotKeywordRestart.trim().toLowerCase();
  if (restart && text.toLowerCase() === restart) {
    return { replies: integration.typebotRestartMessage.trim() ? [{ body: integration.typebotRestartMessage }] : [], typebot: { sessionId: null, choices: null } };
  }
  // Files without a caption: a running flow waits for text, so there is nothing to tell it.
  if (!text && ticket.typebotSessionId) return {};
  const base = integration.urlN8N.replace(/\/+$/, '');
  await assertAddressAllowed(base, ctx.config);
  const start = async () => {
    const started = await post(`${base}/api/v1/typebots/${encodeURIComponent(integration.typebotSlug)}/startChat`, { prefilledVariables: { number: event.contact.number, pushName: event.contact.name } });
    if (!started.sessionId) throw new Error('Typebot answered no session');
    return { ...started, sessionId: started.sessionId };
  };
  let response: ChatResponse & { sessionId: string };
  if (!ticket.typebotSessionId) response = await start();
  else {
    try {
      const continued = await post(`${base}/api/v1/sessions/${encodeURIComponent(ticket.typebotSessionId)}/continueChat`, { message: replyFor(text, ticket.typebotChoices) });
      response = { ...continued, sessionId: ticket.typebotSessionId };
    } catch (error) {
      if (!(error instanceof TypebotGone)) throw error;
      response = await start();
    }
  }
  const outcome: BotOutcome = { replies: [] };
  for (const message of response.messages) {
    if (message.type === 'text') {
      const body = textOf(message);
      const command = commandOf(body.trim());
      if (command) Object.assign(outcome, command);
      else if (body.trim() === TYPEBOT_INVALID_REPLY && integration.typebotUnknownMessage.trim()) outcome.replies!.push({ body: integration.typebotUnknownMessage });
      else if (body.trim()) outcome.replies!.push({ body });
    } else if ((message.type === 'image' || message.type === 'audio' || message.type === 'video') && message.content?.url) {
      const url = message.content.url;
      try {
        outcome.replies!.push({ body: '', media: await fetchBotMedia(ctx, ticket.companyId, url, message.type) });
      } catch {
        // A file that cannot be fetched is still offered: its address goes as text.
        outcome.replies!.push({ body: url });
      }
    } else if (message.content?.url) outcome.replies!.push({ body: message.content.url });
  }
  const choices = (response.input?.items ?? []).map((item) => item.content ?? '').filter(Boolean);
  if (choices.length) outcome.replies!.push({ body: choices.map((choice, index) => `*${index + 1}* - ${choice}`).join('\n') });
  // Nothing more asked: the flow is over and the queue's humans take the conversation.
  if (!response.input && !outcome.transfer) outcome.handoff = true;
  outcome.typebot = { sessionId: response.sessionId, choices: choices.length ? choices : null };
  return outcome;
}
