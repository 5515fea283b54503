// Contacts sheet import benchmark (issue "Contacts"): generates a 10,000-row .xlsx with exceljs,
// starts the BUILT server (`node scripts/build.mjs` first) on a temporary data folder, imports the
// sheet through `POST /contacts/upload`, follows `GET /contacts/upload/{importId}` until done and
// prints a JSON report. Usage: node bench/contacts-import.mjs [rows]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import ExcelJS from 'exceljs';

const ROWS = Number(process.argv[2] ?? 10_000);
const root = join(import.meta.dirname, '..');

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Every 100th row has a malformed number and every 250th repeats the previous one: the report must name them. */
async function makeSheet(rows) {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Contatos');
  sheet.addRow(['Nome', 'Número', 'E-mail']);
  let expectedSkipped = 0;
  for (let i = 1; i <= rows; i += 1) {
    let number = `55119${String(10_000_000 + i).padStart(8, '0')}`;
    if (i % 100 === 0) {
      number = '123';
      expectedSkipped += 1;
    } else if (i % 250 === 1 && i > 1 && (i - 1) % 100 !== 0) {
      number = `55119${String(10_000_000 + i - 1).padStart(8, '0')}`;
      expectedSkipped += 1;
    }
    sheet.addRow([`Contato ${i}`, number, i % 3 === 0 ? `contato${i}@example.com` : '']);
  }
  return { buffer: Buffer.from(await workbook.xlsx.writeBuffer()), expectedSkipped };
}

async function startServer() {
  const dataDir = mkdtempSync(join(tmpdir(), 'prosa-bench-'));
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, [join(root, 'packages/server/dist/main.js')], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', REDIS_URL: '', DATA_DIR: dataDir, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', NODE_ENV: 'development' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const deadline = Date.now() + 90_000;
  while (!/password: (\S+)/.test(output)) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    email: /e-mail: +(\S+)/.exec(output)[1],
    password: /password: (\S+)/.exec(output)[1],
    async stop() {
      if (child.exitCode === null) {
        await new Promise((resolve) => {
          child.once('exit', resolve);
          child.kill('SIGTERM');
        });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const generatedAt = performance.now();
const { buffer, expectedSkipped } = await makeSheet(ROWS);
const generateMs = performance.now() - generatedAt;
const server = await startServer();
try {
  const login = await fetch(`${server.url}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json' }, body: JSON.stringify({ email: server.email, password: server.password }) });
  const { token } = await login.json();
  const headers = { authorization: `Bearer ${token}`, accept: 'application/json' };
  const form = new FormData();
  form.append('file', new Blob([buffer]), 'contatos.xlsx');
  const started = performance.now();
  const upload = await fetch(`${server.url}/contacts/upload`, { method: 'POST', headers, body: form });
  if (!upload.ok) throw new Error(`upload failed: ${upload.status} ${await upload.text()}`);
  const first = await upload.json();
  const answeredMs = performance.now() - started;
  let state = first;
  while (state.status === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 100));
    state = await (await fetch(`${server.url}/contacts/upload/${first.importId}`, { headers })).json();
  }
  const totalMs = performance.now() - started;
  const list = await (await fetch(`${server.url}/contacts?pageNumber=1`, { headers })).json();
  const report = {
    rows: ROWS,
    sheetBytes: buffer.length,
    generateMs: Math.round(generateMs),
    uploadAnsweredMs: Math.round(answeredMs),
    importTotalMs: Math.round(totalMs),
    status: state.status,
    created: state.created,
    updated: state.updated,
    skipped: state.skipped.length,
    expectedSkipped,
    contactsCount: list.count,
    correct: state.status === 'done' && state.skipped.length === expectedSkipped && state.created === ROWS - expectedSkipped && list.count === ROWS - expectedSkipped,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
  if (!report.correct) process.exitCode = 1;
} finally {
  await server.stop();
}
