// What migration 0024's `ticket_words` trigger adds to storing a message: PostgreSQL's own time for one
// message insert (EXPLAIN ANALYZE, rolled back) with the trigger and with it disabled, interleaved so
// both see the same machine. node --import tsx bench/message-insert-cost.ts <database url> [samples]
// on a kept dataset (the open tickets of its companies).
import pg from 'pg';
import { WORDS } from './dataset/vocabulary.js';
const client = new pg.Client({ connectionString: process.argv[2]! });
await client.connect();
const n = Number(process.argv[3] ?? 300);
const { rows: open } = await client.query(`select id, company_id, contact_id, whatsapp_id from tickets where status = 'open' order by id limit 400`);
let seed = 777;
const rand = () => ((seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff);
const body = () => Array.from({ length: 4 + Math.floor(rand() * 10) }, () => WORDS[Math.floor(rand() * WORDS.length)]).join(' ') + '.';
const times: Record<string, number[]> = { with: [], without: [], trigger: [] };
for (let i = 0; i < n; i++) {
  for (const mode of ['with', 'without'] as const) {
    const t = open[Math.floor(rand() * open.length)]!;
    await client.query('begin');
    if (mode === 'without') await client.query('alter table messages disable trigger messages_ticket_words_inserted');
    const { rows } = await client.query(`explain (analyze, format json) insert into messages (company_id, ticket_id, contact_id, whatsapp_id, from_me, body) values ($1, $2, $3, $4, false, $5)`, [t.company_id, t.id, t.contact_id, t.whatsapp_id, body()]);
    await client.query('rollback');
    const plan = rows[0]['QUERY PLAN'][0];
    times[mode]!.push(plan['Execution Time']);
    if (mode === 'with') times.trigger!.push((plan.Triggers ?? []).filter((x: { 'Trigger Name': string }) => x['Trigger Name'] === 'messages_ticket_words_inserted').reduce((s: number, x: { Time: number }) => s + x.Time, 0));
  }
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const p90 = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)]!;
process.stdout.write(`insert of one message, ${n} samples: with trigger median ${median(times.with!).toFixed(3)} ms (p90 ${p90(times.with!).toFixed(3)}), of which the trigger ${median(times.trigger!).toFixed(3)} ms; without median ${median(times.without!).toFixed(3)} ms (p90 ${p90(times.without!).toFixed(3)})\n`);
await client.end();
