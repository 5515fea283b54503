import type { TestServer } from '../../test/test-server.js';
import { staffedCompany } from '../../test/staffed-company.js';
export { apiOf } from '../../test/staffed-company.js';

type Headers = Record<string, string>;

/** A staffed company (`staffedCompany`) whose members are given by their session headers. */
export async function queueCompany(server: TestServer, planOverrides: Parameters<typeof staffedCompany>[1] = {}) {
  const { company, headers } = await staffedCompany(server, planOverrides);
  return { company, ...headers };
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

