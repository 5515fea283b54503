// Issue 19, on PostgreSQL: (1) preparing a campaign of 100,000 contacts — from the start to every
// shipping row written and counted in its report; (2) the dispatcher's cost per send with pacing 0 —
// a campaign of `--sends` contacts on a connected simulator connection, from the start to FINALIZADA,
// with the Prosa process's CPU per send and a check that the outbox holds each contact once.
//   node --import tsx bench/campaigns.ts [--contacts=100000] [--sends=500]
// A fresh database `bench_campaigns_<pid>` on PG_ADMIN_URL (default the local server), dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { log } from './lib/log.js';
import { sampleUsage } from './lib/proc.js';
import { ensureBuilt, startProsa } from './lib/server.js';

const args = new Map(process.argv.slice(2).map((arg) => [arg.replace(/^--/, '').split('=')[0]!, arg.split('=')[1] ?? 'true']));
const contactCount = Number(args.get('contacts') ?? 100_000);
const sendCount = Number(args.get('sends') ?? 500);
const ADMIN = { email: 'bench-campaigns@prosa.local', password: 'bench-campaigns-1' };

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_campaigns_${process.pid}`;
const control = new pg.Client({ connectionString: adminUrl });
await control.connect();
await control.query(`create database ${name}`);
await control.end();
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'prosa-bench-campaigns-'));
const loadAverage = async () => (await import('node:os')).loadavg().map((value) => value.toFixed(1)).join(' ');

ensureBuilt();
const prosa = await startProsa({ DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const db = new pg.Client({ connectionString: databaseUrl.toString() });
await db.connect();
const lines: string[] = [];
const say = (line: string) => {
  lines.push(line);
  process.stdout.write(`${line}\n`);
};
try {
  const login = await fetch(`${prosa.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = ((await login.json()) as { token: string }).token;
  const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
    const response = await fetch(`${prosa.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  type Campaign = { id: number; status: string; report: { validContacts: number; delivered: number; failed: number } };
  const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
    const started = performance.now();
    const value = await work();
    return [value, Math.round(performance.now() - started)];
  };
  const until = async <T>(check: () => Promise<T | undefined>, timeoutMs: number, what: string, everyMs = 20): Promise<T> => {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const value = await check();
      if (value !== undefined) return value;
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, everyMs));
    }
  };

  // A connected simulator connection for the sends; a second one never paired, so the big campaign
  // is prepared without its dispatcher sending (it waits for its connection, rows stay pending).
  const connection = await call<{ id: number }>('POST', '/whatsapp', { name: 'Bench', provider: 'simulator' });
  for (let i = 0; i < 100 && (await call<{ status: string }>('GET', `/whatsapp/${connection.id}`)).status !== 'qrcode'; i++) await new Promise((r) => setTimeout(r, 200));
  await call('POST', `/simulator/${connection.id}/scan`, { number: '5511900004444' });
  const idle = await call<{ id: number }>('POST', '/whatsapp', { name: 'Parada', provider: 'simulator' });
  await call('POST', '/campaign-settings', { settings: { messageInterval: 0, longerIntervalAfter: 0, greaterInterval: 0 } });

  // Lists of already-checked numbers written set-based (the number check is not what is measured).
  const listOf = async (label: string, count: number, first: number) => {
    const list = await call<{ id: number }>('POST', '/contact-lists', { name: label });
    await db.query(
      `insert into contact_list_items (company_id, contact_list_id, name, number, email, is_whatsapp_valid, created_at, updated_at)
       select l.company_id, l.id, 'Cliente ' || g, (5511000000000 + $2::bigint + g)::text, 'c' || g || '@example.com', true, now(), now()
       from contact_lists l, generate_series(1, $3::int) g where l.id = $1`,
      [list.id, first, count],
    );
    return list;
  };
  const big = await listOf('Cem mil', contactCount, 100_000_000);
  await db.query('vacuum analyze contact_list_items');
  log(`campaigns: ${contactCount} list items written`);
  say(`load average before (1/5/15 min): ${await loadAverage()}`);

  // 1. Preparation: POST with scheduledAt now → the start job writes every shipping row in one statement.
  const preparing = sampleUsage(prosa.pid, true);
  const [[created, ready], prepareMs] = await timed(async () => {
    const campaign = await call<Campaign>('POST', '/campaigns', { name: 'Cem mil', message1: 'Olá {nome}', message2: 'Oi {nome}', whatsappId: idle.id, contactListId: big.id, scheduledAt: new Date().toISOString() });
    // The rows are written in the transaction that makes the campaign EM_ANDAMENTO: its status tells.
    const done = await until(async () => {
      const rows = await db.query<{ status: string }>('select status from campaigns where id = $1', [campaign.id]);
      return rows.rows[0]!.status === 'EM_ANDAMENTO' ? true : undefined;
    }, 600_000, 'every shipping row');
    return [campaign, done] as const;
  });
  const prepareUsage = preparing.stop();
  void ready;
  const written = Number((await db.query<{ n: string }>('select count(*) as n from campaign_shippings where campaign_id = $1', [created.id])).rows[0]!.n);
  if (written !== contactCount) throw new Error(`${written} shipping rows, not ${contactCount}`);
  const [report, reportMs] = await timed(() => call<Campaign>('GET', `/campaigns/${created.id}`));
  say(`prepare ${contactCount} contacts: ${prepareMs} ms from POST /campaigns to every shipping row (Prosa CPU ${prepareUsage.serverCpuS} s, PostgreSQL CPU ${prepareUsage.postgresCpuS} s machine-wide)`);
  say(`report of that campaign: ${reportMs} ms for GET /campaigns/{id} (validContacts ${report.report.validContacts}, status ${report.status})`);
  const [, cancelMs] = await timed(() => call('POST', `/campaigns/${created.id}/cancel`));
  say(`cancel of that campaign: ${cancelMs} ms`);

  // 2. Sends with pacing 0 through the connected connection.
  const small = await listOf('Envio', sendCount, 200_000_000);
  const sending = sampleUsage(prosa.pid, true);
  const [finished, sendMs] = await timed(async () => {
    const campaign = await call<Campaign>('POST', '/campaigns', { name: 'Envio', message1: 'Oferta {nome}', whatsappId: connection.id, contactListId: small.id, scheduledAt: new Date().toISOString() });
    // Watched in the database, twice a second, so the watching costs Prosa nothing.
    await until(async () => {
      const rows = await db.query<{ status: string }>('select status from campaigns where id = $1', [campaign.id]);
      return rows.rows[0]!.status === 'FINALIZADA' ? true : undefined;
    }, 3_600_000, 'the campaign to finish', 500);
    return call<Campaign>('GET', `/campaigns/${campaign.id}`);
  });
  const sendUsage = sending.stop();
  const outbox = (await call<{ messages: { to: string; body: string }[] }>('GET', `/simulator/${connection.id}/outbox`)).messages.filter((m) => m.body.startsWith('Oferta'));
  const distinct = new Set(outbox.map((m) => m.to)).size;
  say(`send ${sendCount} with pacing 0: ${sendMs} ms to FINALIZADA = ${(sendMs / sendCount).toFixed(1)} ms per send, ${((sendCount * 1000) / sendMs).toFixed(1)} sends/s`);
  say(`  Prosa CPU ${sendUsage.serverCpuS} s = ${((sendUsage.serverCpuS * 1000) / sendCount).toFixed(1)} ms per send; PostgreSQL CPU ${sendUsage.postgresCpuS} s machine-wide = ${((sendUsage.postgresCpuS * 1000) / sendCount).toFixed(1)} ms per send; other processes ${sendUsage.otherCpuS} s`);
  say(`  report: delivered ${finished.report.delivered}, failed ${finished.report.failed}; outbox ${outbox.length} messages to ${distinct} distinct numbers`);
  say(`load average after (1/5/15 min): ${await loadAverage()}`);
  if (outbox.length !== sendCount || distinct !== sendCount) throw new Error('the outbox does not hold each contact exactly once');
} finally {
  await db.end();
  await prosa.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
}
