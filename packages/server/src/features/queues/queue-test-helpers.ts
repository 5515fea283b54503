import type { TestServer } from '../../test/test-server.js';
import { createCompany, createPlan, createUser } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';

type Headers = Record<string, string>;

/** A company with an admin, a supervisor and an agent signed in (each test builds its own). */
export async function queueCompany(server: TestServer, planOverrides: Parameters<typeof createPlan>[1] = {}) {
  const plan = await createPlan(server.db, planOverrides);
  const company = await createCompany(server.db, { planId: plan.id });
  const [admin, supervisor, agent] = await Promise.all(
    (['admin', 'supervisor', 'user'] as const).map(async (profile) => (await loginAs(server, (await createUser(server.db, company.id, { profile })).email)).headers),
  );
  return { company, admin: admin!, supervisor: supervisor!, agent: agent! };
}

export function apiOf(server: TestServer) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Headers, payload?: object) => server.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
}

/** A multipart body with one file part, as the browser's FormData sends it. */
export function multipartFile(field: string, filename: string, content: string | Buffer, mimetype = 'text/plain') {
  const boundary = `----prosa${Math.random().toString(16).slice(2)}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${mimetype}\r\n\r\n`;
  const payload = Buffer.concat([Buffer.from(head), Buffer.isBuffer(content) ? content : Buffer.from(content), Buffer.from(`\r\n--${boundary}--\r\n`)]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export function uploadTo(server: TestServer, url: string, headers: Headers, field = 'file', filename = 'menu de teste.txt', content = 'hello') {
  const body = multipartFile(field, filename, content);
  return server.app.inject({ method: 'POST', url, headers: { ...headers, ...body.headers }, payload: body.payload });
}

