import { percentile } from '../lib/load.js';
import { log } from '../lib/log.js';
import { posterOf } from '../lib/poster.js';
import { sampleUsage, type Usage } from '../lib/proc.js';
import { connectAll, markerIn, markerOf } from '../lib/sockets.js';
import type { ScenarioContext } from './context.js';

export interface ChatFanoutRun {
  members: number;
  /** One socket per member, the sender's included (their other tabs hear their own messages). */
  sockets: number;
  connectMs: number;
  messages: number;
  deliveries: number;
  missing: number;
  /** `POST /chats/{id}/messages` to each socket's `company-{id}-chat-{chatId}` (every delivery counts). */
  p50: number;
  p99: number;
  /** To the last member's socket of each message. */
  allP50: number;
  allP99: number;
  /** The sender's answer (the message stored, the counts raised, the events handed to socket.io). */
  answerP50: number;
  answerP99: number;
  usage: Usage;
}

/** Issue 20: a chat message to a chat of 50 members. */
const MEMBERS = 50;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (value: number) => Math.round(value * 10) / 10;
let nextMarker = 2_000_000_000;

/**
 * The big company's agents (plus users made for the purpose where the dataset has fewer, as `quick`
 * does), signed in; made again harmlessly on a reused dataset.
 */
async function memberTokens(ctx: ScenarioContext): Promise<{ ids: number[]; tokens: string[] }> {
  const agents = ctx.manifest.company.agents.slice(0, MEMBERS - 1);
  const ids = agents.map((agent) => agent.id);
  const tokens = agents.map((agent) => ctx.tokens.agents.get(agent.email)!);
  for (let n = ids.length + 1; ids.length < MEMBERS - 1; n++) {
    const email = `chat-member-${String(n).padStart(2, '0')}@bench.local`;
    const created = await ctx.api.request<{ id?: number }>('POST', '/users', ctx.tokens.admin, { name: `Colega ${n}`, email, password: ctx.manifest.password, profile: 'user' });
    const token = await ctx.api.login(email, ctx.manifest.password);
    const me = created.body.id ?? (await ctx.api.request<{ id: number }>('GET', '/auth/me', token)).body.id;
    ids.push(me);
    tokens.push(token);
  }
  return { ids, tokens };
}

/**
 * One internal chat of 50 members (the company admin owns it and writes), one socket per member; each
 * message's `new-message` on `company-{id}-chat-{chatId}` must reach every member's socket. The
 * server also sends each member `chat-user-{userId}` (the lists and the popover), so every message
 * is 2 × 50 socket frames.
 */
export async function runChatFanout(ctx: ScenarioContext): Promise<ChatFanoutRun> {
  const companyId = ctx.manifest.company.id;
  const members = await memberTokens(ctx);
  const chat = await ctx.api.request<{ id: number }>('POST', '/chats', ctx.tokens.admin, { title: 'Bench: fan-out', users: members.ids });
  if (chat.status !== 200) throw new Error(`creating the chat answered ${chat.status}`);
  const { sockets, connectMs } = await connectAll(ctx.prosa.url, [ctx.tokens.admin, ...members.tokens]);
  const arrivals = new Map<number, number[]>();
  const event = `company-${companyId}-chat-${chat.body.id}`;
  for (const socket of sockets) {
    socket.on(event, (payload: { newMessage?: { message?: string } }) => {
      const receivedAt = performance.now();
      const marker = markerIn(payload.newMessage?.message);
      if (marker !== undefined) arrivals.get(marker)?.push(receivedAt);
    });
  }
  const poster = posterOf(ctx.prosa.url, ctx.tokens.admin, 1);
  const messages = ctx.quick ? 10 : 50;
  const warmup = 3;
  try {
    await sleep(ctx.quick ? 200 : 1000);
    await ctx.waitIdle();
    const usage = sampleUsage(ctx.prosa.pid, ctx.target.engine === 'postgres');
    const perDelivery: number[] = [];
    const perMessage: number[] = [];
    const answers: number[] = [];
    let missing = 0;
    for (let i = 0; i < warmup + messages; i++) {
      const marker = nextMarker++;
      arrivals.set(marker, []);
      const sentAt = performance.now();
      const status = await poster.post(`/chats/${chat.body.id}/messages`, { message: `Alguém cobre o plantão? ${markerOf(marker)}` });
      const answeredAt = performance.now();
      if (status !== 200) throw new Error(`chat message answered ${status}`);
      const deadline = performance.now() + 10_000;
      while (arrivals.get(marker)!.length < sockets.length && performance.now() < deadline) await sleep(2);
      const times = arrivals.get(marker)!.map((at) => at - sentAt);
      arrivals.delete(marker);
      if (i < warmup) continue;
      answers.push(answeredAt - sentAt);
      perDelivery.push(...times);
      missing += sockets.length - times.length;
      if (times.length === sockets.length) perMessage.push(Math.max(...times));
      await sleep(100);
    }
    [perDelivery, perMessage, answers].forEach((list) => list.sort((a, b) => a - b));
    const run: ChatFanoutRun = {
      members: members.ids.length + 1,
      sockets: sockets.length,
      connectMs,
      messages,
      deliveries: perDelivery.length,
      missing,
      p50: round(percentile(perDelivery, 50)),
      p99: round(percentile(perDelivery, 99)),
      allP50: round(percentile(perMessage, 50)),
      allP99: round(percentile(perMessage, 99)),
      answerP50: round(percentile(answers, 50)),
      answerP99: round(percentile(answers, 99)),
      usage: usage.stop(),
    };
    log(`chat fan-out to ${run.members} members: p50 ${run.p50} / p99 ${run.p99} ms per delivery, last member p99 ${run.allP99} ms${missing ? `, ${missing} MISSING` : ''}`);
    return run;
  } finally {
    poster.close();
    sockets.forEach((socket) => socket.disconnect());
    await ctx.api.request('DELETE', `/chats/${chat.body.id}`, ctx.tokens.admin);
  }
}
