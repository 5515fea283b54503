// Issue 18: 1,000 schedules due at times spread evenly over one minute, on PostgreSQL; how late
// each is taken by its sender job (`sentAt - sendAt`) and reaches the simulator's outbox.
//   node --import tsx bench/schedules-lateness.ts [--count=1000] [--spreadS=60]
// A fresh database `bench_schedules_<pid>` on PG_ADMIN_URL (default the local server), dropped after.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { log } from './lib/log.js';
import { ensureBuilt, startProsa } from './lib/server.js';

const args = new Map(process.argv.slice(2).map((arg) => [arg.replace(/^--/, '').split('=')[0]!, arg.split('=')[1] ?? 'true']));
const count = Number(args.get('count') ?? 1000);
const spreadMs = Number(args.get('spreadS') ?? 60) * 1000;
const ADMIN = { email: 'bench-schedules@prosa.local', password: 'bench-schedules-1' };

const adminUrl = process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `bench_schedules_${process.pid}`;
const control = new pg.Client({ connectionString: adminUrl });
await control.connect();
await control.query(`create database ${name}`);
await control.end();
const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
const dataDir = mkdtempSync(join(tmpdir(), 'prosa-bench-schedules-'));

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

ensureBuilt();
const prosa = await startProsa({ DATABASE_URL: databaseUrl.toString(), DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
try {
  const login = await fetch(`${prosa.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
  const token = ((await login.json()) as { token: string }).token;
  const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
    const response = await fetch(`${prosa.url}${path}`, { method, headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}) });
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
    return (await response.json()) as T;
  };
  const inParallel = async <T>(items: number[], width: number, work: (i: number) => Promise<T>): Promise<T[]> => {
    const results: T[] = [];
    let next = 0;
    await Promise.all(Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        results[i] = await work(items[i]!);
      }
    }));
    return results;
  };

  const connection = await call<{ id: number }>('POST', '/whatsapp', { name: 'Bench', provider: 'simulator' });
  for (let i = 0; i < 100 && (await call<{ status: string }>('GET', `/whatsapp/${connection.id}`)).status !== 'qrcode'; i++) await new Promise((r) => setTimeout(r, 200));
  await call('POST', `/simulator/${connection.id}/scan`, { number: '5511900003333' });
  const indexes = Array.from({ length: count }, (_, i) => i);
  const contacts = await inParallel(indexes, 16, (i) => call<{ id: number }>('POST', '/contacts', { name: `Cliente ${i}`, number: `5511${String(700_000_000 + i)}` }));
  log(`schedules: ${count} contacts created`);
  // The first falls due once every schedule is written (up to a minute for 1,000 on a busy machine).
  const start = Date.now() + 90_000;
  const dueAt = (i: number) => new Date(start + Math.round((i * spreadMs) / count));
  await inParallel(indexes, 16, (i) => call('POST', '/schedules', { body: `Lembrete ${i}`, contactId: contacts[i]!.id, sendAt: dueAt(i).toISOString() }));
  log(`schedules: ${count} created, ${Math.round((start - Date.now()) / 1000)} s before the first is due`);

  const from = new Date(start - 1000).toISOString();
  const to = new Date(start + spreadMs + 1000).toISOString();
  type Row = { sendAt: string; sentAt: string | null; status: string };
  const readAll = async () => {
    const rows: Row[] = [];
    for (let page = 1; ; page++) {
      const body = await call<{ schedules: Row[]; hasMore: boolean }>('GET', `/schedules?from=${from}&to=${to}&pageNumber=${page}`);
      rows.push(...body.schedules);
      if (!body.hasMore) return rows;
    }
  };
  const deadline = start + spreadMs + 60_000;
  let rows = await readAll();
  while (rows.some((row) => row.status === 'PENDENTE') && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 2000));
    rows = await readAll();
  }
  const outbox = (await call<{ messages: { body: string; timestamp: number | string }[] }>('GET', `/simulator/${connection.id}/outbox`)).messages;
  const pending = rows.filter((row) => row.status !== 'ENVIADA').length;
  const lateness = rows.filter((row) => row.sentAt).map((row) => new Date(row.sentAt!).getTime() - new Date(row.sendAt).getTime()).sort((a, b) => a - b);
  const delivered = new Map(outbox.map((m) => [m.body, typeof m.timestamp === 'number' ? m.timestamp : new Date(m.timestamp).getTime()]));
  const outboxLateness = indexes.flatMap((i) => {
    const at = delivered.get(`Lembrete ${i}`);
    return at === undefined ? [] : [at - dueAt(i).getTime()];
  }).sort((a, b) => a - b);
  const report = (label: string, values: number[]) =>
    values.length ? `${label}: n=${values.length} p50 ${percentile(values, 50)} ms, p99 ${percentile(values, 99)} ms, max ${values.at(-1)} ms, over 2 s: ${values.filter((v) => v > 2000).length}` : `${label}: none`;
  process.stdout.write(`${report('taken by the sender (sentAt - sendAt)', lateness)}\n`);
  process.stdout.write(`${report('in the simulator outbox (outbox time - sendAt)', outboxLateness)}\n`);
  process.stdout.write(`not sent: ${pending}; outbox entries: ${outbox.length} (of ${count})\n`);
} finally {
  await prosa.stop();
  rmSync(dataDir, { recursive: true, force: true });
  const cleanup = new pg.Client({ connectionString: adminUrl });
  await cleanup.connect();
  await cleanup.query(`drop database if exists ${name} with (force)`);
  await cleanup.end();
}
