import type { CompanyRows } from './company-setup.js';
import { totalTickets, type CompanyShape } from './sizes.js';
import { AREA_CODES, FIRST_NAMES, LAST_NAMES, MARKER_WORD, WORDS, sqlTextArray } from './vocabulary.js';

/**
 * Set-based SQL that writes the big tables. Every "random" choice is a hash of the row's ordinal and
 * the seed (`hashint8`, identical on PostgreSQL and PGlite), so a seed always gives the same data
 * and no statement depends on the order in which another ran.
 */
export const SENTENCES = 100_000;
/** One sentence in this many holds the marker word: 0.1 % of the pool. */
const MARKER_EVERY = 1_000;

export interface BulkContext {
  seed: number;
  /** "Now" of the dataset: every timestamp is relative to it. */
  anchor: string;
}

export interface CompanyBulk {
  rows: CompanyRows;
  shape: CompanyShape;
  /** Contact ids are `contactBase + 1 …`, ticket ids `ticketBase + 1 …` (explicit, then the sequences are moved). */
  contactBase: number;
  ticketBase: number;
}

/** A deterministic integer in [0, mod) from an SQL integer expression, a salt and the seed. */
export function hashOf(context: BulkContext, expression: string, salt: number, mod: number): string {
  return `mod(hashint8((${expression})::bigint * 1000003 + ${salt * 104_729 + context.seed * 7_919})::bigint + 2147483648, ${mod})`;
}

/** Each company draws its own values: the same ordinal in two companies hashes differently. */
function forCompany(context: BulkContext, company: CompanyBulk): BulkContext {
  return { ...context, seed: context.seed + 1_000 * company.rows.index };
}

const intArray = (values: readonly number[]) => `array[${values.join(',')}]::int[]`;
const anchorOf = (context: BulkContext) => `'${context.anchor}'::timestamptz`;

/** The sentence pool (a work table dropped at the end): 4–13 words, capitalised, with a full stop. */
export function sentencePoolSql(context: BulkContext): string[] {
  const words = sqlTextArray(WORDS);
  return [
    `drop table if exists bench_sentences`,
    `create table bench_sentences (id int primary key, body text not null)`,
    `insert into bench_sentences (id, body)
     select s, upper(left(b, 1)) || substr(b, 2) || '.'
     from (
       select x.s, string_agg(case when mod(x.s, ${MARKER_EVERY}) = 7 and j = ${hashOf(context, 'x.s', 3, 1_000_000)} % x.len then '${MARKER_WORD}'
                                   else (${words})[1 + ${hashOf(context, 'x.s * 16 + j', 2, WORDS.length)}] end, ' ' order by j) as b
       from (select s, 4 + ${hashOf(context, 's', 1, 10)} as len from generate_series(0, ${SENTENCES - 1}) s) x
       cross join lateral generate_series(0, x.len - 1) j
       group by x.s
     ) pool`,
  ];
}

export function contactsSql(base: BulkContext, company: CompanyBulk): string {
  const context = forCompany(base, company);
  const { shape, contactBase } = company;
  const id = `(${contactBase} + i)`;
  return `insert into contacts (id, uuid, company_id, name, number, email, profile_pic_url, whatsapp_id, created_at, updated_at)
    select ${id}, md5('contact-${context.seed}-' || ${id})::uuid, ${company.rows.id}, first || ' ' || last,
           '55' || (${sqlTextArray(AREA_CODES)})[1 + ${hashOf(context, id, 13, AREA_CODES.length)}] || '9' || lpad(${id}::text, 8, '0'),
           case when ${hashOf(context, id, 14, 5)} = 0 then immutable_unaccent_lower(first) || '.' || immutable_unaccent_lower(last) || ${id} || '@exemplo.com.br' else '' end,
           case when ${hashOf(context, id, 15, 10)} < 7 then 'https://pps.whatsapp.net/v/t61.24694-24/' || md5('pic' || ${id}) || '_n.jpg' else '' end,
           ${company.rows.whatsappId}, created, created
    from (
      select i, (${sqlTextArray(FIRST_NAMES)})[1 + ${hashOf(context, id, 11, FIRST_NAMES.length)}] as first,
             (${sqlTextArray(LAST_NAMES)})[1 + ${hashOf(context, id, 12, LAST_NAMES.length)}] as last,
             ${anchorOf(context)} - interval '400 days' + (i::float8 / ${shape.contacts}) * interval '390 days' as created
      from generate_series(1, ${shape.contacts}) i
    ) c`;
}

/** Every contact is known by its phone number, as the intake looks contacts up. */
export function identitiesSql(company: CompanyBulk): string {
  return `insert into contact_identities (company_id, contact_id, kind, value)
    select company_id, id, 'phone', number from contacts where company_id = ${company.rows.id} order by id`;
}

/** The body index of message `k` of a ticket: the ticket's `last_message` is its last message's body. */
function bodyOf(context: BulkContext, ticketId: string, k: string, messagesPerTicket: number): string {
  return hashOf(context, `${ticketId} * ${messagesPerTicket} + ${k}`, 21, SENTENCES);
}

/**
 * Tickets `1…N` of the company: the first `closed` closed (created over the last year, rising with
 * the id, living 0–48 h), then `open` (agent `o mod agents`, one of the agent's queues, every 20th
 * without one), then `pending` (no agent; every 10th without a queue, the others spread evenly over
 * the queues). Open and pending tickets were active in the last 7 days. Contact of ticket t is
 * `t mod contacts`: the last `open + pending` tickets land on distinct contacts, as the
 * one-attendance-per-contact index demands.
 */
export function ticketsSql(base: BulkContext, company: CompanyBulk): string {
  const context = forCompany(base, company);
  const { shape, ticketBase, contactBase, rows } = company;
  const { closed, open, agents, queues, queuesPerAgent, messagesPerTicket: m } = shape;
  const n = totalTickets(shape);
  const agentIds = intArray(rows.agents.map((agent) => agent.id));
  const queueIds = intArray(rows.queueIds);
  const lastFromMe = (m - 1) % 2 === 1;
  const agentQueueSlot = (agent: string) => `1 + mod(${agent} + 3 * ${hashOf(context, 't', 33, queuesPerAgent)}, ${queues})`;
  return `insert into tickets (id, uuid, company_id, contact_id, whatsapp_id, status, user_id, queue_id, last_message, last_message_at, unread_messages, from_me,
                               queued_at, accepted_at, closed_at, last_inbound_at, created_at, updated_at)
    select x.id, md5('ticket-${context.seed}-' || x.id)::uuid, ${rows.id}, x.contact_id, ${rows.whatsappId}, x.status,
           (${agentIds})[x.agent + 1], (${queueIds})[x.queue_slot], s.body, x.updated, x.unread, ${lastFromMe},
           x.created, case when x.agent is not null then x.created + interval '3 minutes' end,
           case when x.status = 'closed' then x.updated end,
           x.created + (x.updated - x.created) * ${(m - 2) / (m - 1)}, x.created, x.updated
    from (
      select y.*,
             case when y.status = 'closed' then case when ${hashOf(context, 't', 32, 20)} = 0 then null else ${agentQueueSlot('y.agent')} end
                  when y.status = 'open' then case when mod(t - ${closed} - 1, 20) = 0 then null else ${agentQueueSlot('y.agent')} end
                  else case when mod(t - ${closed + open} - 1, 10) = 0 then null else 1 + mod((t - ${closed + open} - 1) / 10, ${queues}) end end as queue_slot,
             case when y.status = 'closed' then y.created + ${hashOf(context, 't', 34, 172_800)} * interval '1 second' else y.recent end as updated
      from (
        select t, ${ticketBase} + t as id, ${contactBase} + 1 + mod(t - 1, ${shape.contacts}) as contact_id,
               case when t <= ${closed} then 'closed' when t <= ${closed + open} then 'open' else 'pending' end as status,
               case when t <= ${closed} then ${hashOf(context, 't', 31, agents)} when t <= ${closed + open} then mod(t - ${closed} - 1, ${agents}) end as agent,
               case when t <= ${closed} then 0 when t <= ${closed + open} then ${hashOf(context, 't', 35, 3)} else 1 + ${hashOf(context, 't', 35, 5)} end as unread,
               ${anchorOf(context)} - ${hashOf(context, 't', 36, 604_800)} * interval '1 second' as recent,
               case when t <= ${closed} then ${anchorOf(context)} - interval '365 days' + ((t - 1)::float8 / ${Math.max(closed, 1)}) * interval '358 days'
                    else ${anchorOf(context)} - ${hashOf(context, 't', 36, 604_800)} * interval '1 second' - ${hashOf(context, 't', 37, 172_800)} * interval '1 second' end as created
        from generate_series(1, ${n}) t
      ) y
    ) x
    join bench_sentences s on s.id = ${bodyOf(context, 'x.id', `${m - 1}`, m)}`;
}

/**
 * Messages of tickets `firstId…lastId`, `k = 0…m-1` spread evenly over each ticket's life,
 * alternating contact and agent, written in time order so a ticket's messages are scattered over
 * the heap like a live system's.
 */
export function messagesChunkSql(base: BulkContext, company: CompanyBulk, firstId: number, lastId: number): string {
  const context = forCompany(base, company);
  const m = company.shape.messagesPerTicket;
  return `insert into messages (company_id, ticket_id, contact_id, whatsapp_id, provider_message_id, from_me, user_id, body, ack, read, send_status, is_automatic, created_at, updated_at)
    select t.company_id, t.id, t.contact_id, t.whatsapp_id, 'BENCH-' || t.id || '-' || k, mod(k, 2) = 1,
           case when mod(k, 2) = 1 then t.user_id end, s.body, case when mod(k, 2) = 1 then 3 else 0 end, true,
           case when mod(k, 2) = 1 then 'sent' else 'received' end, mod(k, 2) = 1 and t.user_id is null, mt.moment, mt.moment
    from tickets t
    cross join generate_series(0, ${m - 1}) k
    cross join lateral (select t.created_at + (t.last_message_at - t.created_at) * (k::float8 / ${m - 1}) as moment) mt
    join bench_sentences s on s.id = ${bodyOf(context, 't.id', 'k', m)}
    where t.id between ${firstId} and ${lastId}
    order by mt.moment, t.id, k`;
}

/** A long conversation (the deep-page scenario): older messages of one ticket, over the 60 days before it. */
export function longHistorySql(context: BulkContext, ticketId: number, count: number): string {
  return `insert into messages (company_id, ticket_id, contact_id, whatsapp_id, provider_message_id, from_me, user_id, body, ack, read, send_status, created_at, updated_at)
    select t.company_id, t.id, t.contact_id, t.whatsapp_id, 'BENCH-LONG-' || t.id || '-' || k, mod(k, 2) = 1,
           case when mod(k, 2) = 1 then t.user_id end, s.body, case when mod(k, 2) = 1 then 3 else 0 end, true,
           case when mod(k, 2) = 1 then 'sent' else 'received' end, mt.moment, mt.moment
    from tickets t
    cross join generate_series(0, ${count - 1}) k
    cross join lateral (select t.created_at - interval '60 days' + (k::float8 / ${count}) * interval '60 days' as moment) mt
    join bench_sentences s on s.id = ${hashOf(context, 'k', 41, SENTENCES)}
    where t.id = ${ticketId}
    order by k`;
}

function coprimeStep(n: number): number {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  for (const step of [7_919, 7_927, 7_933, 104_729]) if (gcd(step, n) === 1) return step;
  return 1;
}

/**
 * `tagged` pseudo-random tickets carry one tag and the first `doubleTagged` of them a second: a
 * permutation of the ticket ordinals (a step coprime with N) picks exactly that many.
 */
export function ticketTagsSql(base: BulkContext, company: CompanyBulk): string {
  const context = forCompany(base, company);
  const { shape, ticketBase, rows } = company;
  const n = totalTickets(shape);
  const tags = intArray(rows.tagIds);
  const count = rows.tagIds.length;
  const permuted = `select t, mod((t - 1)::bigint * ${coprimeStep(n)} + ${context.seed % n}, ${n}) as p from generate_series(1, ${n}) t`;
  const second = count > 1 ? `union all select ${ticketBase} + t, (${tags})[1 + mod(p + ${Math.max(1, Math.floor(count / 2))}, ${count})] from (${permuted}) x where p < ${shape.doubleTagged}` : '';
  return `insert into ticket_tags (ticket_id, tag_id)
    select ${ticketBase} + t, (${tags})[1 + mod(p, ${count})] from (${permuted}) x where p < ${shape.tagged}
    ${second}`;
}

/**
 * The transition log of the company's tickets, as the engine writes it (the dashboard's source):
 * every ticket `create`d pending in its queue; those with an agent `accept`ed at `accepted_at`;
 * closed ones `resolve`d at `closed_at`. Written from the loaded tickets, in time order.
 */
export function ticketTransitionsSql(company: CompanyBulk): string {
  return `insert into ticket_transitions (company_id, ticket_id, action, from_status, to_status, from_queue_id, to_queue_id, from_user_id, to_user_id, actor_user_id, at)
    select t.company_id, t.id, step.action, step.from_status, step.to_status,
           case when step.action = 'create' then null else t.queue_id end, t.queue_id,
           case when step.action = 'resolve' then t.user_id end, case when step.action = 'create' then null else t.user_id end,
           case when step.action = 'create' then null else t.user_id end, step.at
    from tickets t
    cross join lateral (values
      ('create', null, 'pending', t.created_at),
      ('accept', 'pending', 'open', t.accepted_at),
      ('resolve', 'open', 'closed', t.closed_at)
    ) as step(action, from_status, to_status, at)
    where t.company_id = ${company.rows.id} and step.at is not null and (step.action <> 'resolve' or t.status = 'closed')
    order by step.at, t.id`;
}

/** One closed ticket in five was rated 1–3 by its customer, right after it closed. */
export function userRatingsSql(base: BulkContext, company: CompanyBulk): string {
  const context = forCompany(base, company);
  return `insert into user_ratings (company_id, ticket_id, user_id, rate, created_at)
    select company_id, id, user_id, 1 + ${hashOf(context, 'id', 43, 3)}, closed_at + interval '2 minutes'
    from tickets where company_id = ${company.rows.id} and status = 'closed' and user_id is not null and ${hashOf(context, 'id', 42, 5)} = 0`;
}
