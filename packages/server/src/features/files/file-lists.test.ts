import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileListPageSchema, fileListSchema, type FileList } from '@prosa/contract';
import { eventsDuring } from '../../test/emitted-events.js';
import { notApplicable, routeCase } from '../../test/route-cases.js';
import { apiOf, staffedCompany } from '../../test/staffed-company.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import type { Headers } from '../../test/conversation-kit.js';
import { uploadOption } from './file-list-test-helpers.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

const company = () => staffedCompany(server);

async function createFileList(headers: Headers, fields: object = {}): Promise<FileList> {
  const response = await api('POST', '/files', headers, { name: 'Catálogo', message: 'Veja nossos arquivos', options: [{ name: 'Tabela' }, { name: 'Folheto' }], ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return fileListSchema.parse(response.json());
}

describe('file lists', () => {
  it(routeCase('GET /files', 'success', 'files and hasMore, searched by name'), async () => {
    const { headers } = await company();
    await createFileList(headers.admin, { name: 'Catálogo de verão' });
    await createFileList(headers.admin, { name: 'Contratos' });
    const page = fileListPageSchema.parse((await api('GET', '/files?searchParam=VER', headers.agent)).json());
    expect(page.files.map((f) => f.name)).toEqual(['Catálogo de verão']);
    expect(page.files[0]!.options.map((o) => o.name)).toEqual(['Tabela', 'Folheto']);
    expect(page.hasMore).toBe(false);
  });
  it(routeCase('GET /files', '400'), async () => {
    expect((await api('GET', '/files?pageNumber=0', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /files', '401'), async () => {
    expect((await api('GET', '/files', {})).statusCode).toBe(401);
  });
  notApplicable('GET /files', '403', 'every signed-in user lists the company’s file lists');
  notApplicable('GET /files', '404', 'a list names no record');

  it(routeCase('GET /files/{id}', 'success'), async () => {
    const { headers } = await company();
    const list = await createFileList(headers.admin);
    expect(fileListSchema.parse((await api('GET', `/files/${list.id}`, headers.agent)).json())).toEqual(list);
  });
  it(routeCase('GET /files/{id}', '400'), async () => {
    expect((await api('GET', '/files/x', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('GET /files/{id}', '401'), async () => {
    expect((await api('GET', '/files/1', {})).statusCode).toBe(401);
  });
  notApplicable('GET /files/{id}', '403', 'every signed-in user reads the company’s file lists');
  it(routeCase('GET /files/{id}', '404', 'another company’s file list'), async () => {
    const theirs = await createFileList((await company()).headers.admin);
    const response = await api('GET', `/files/${theirs.id}`, (await company()).headers.admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_FILE_LIST_FOUND');
  });

  it(routeCase('POST /files', 'success', 'emits company-{id}-file'), async () => {
    const { company: c, headers } = await company();
    const events = await eventsDuring(server, { companyId: c.id, channel: 'file' }, () => createFileList(headers.admin, { name: 'Novos' }));
    expect(events).toMatchObject([{ action: 'create', fileList: { name: 'Novos', options: [{ name: 'Tabela', path: null }, { name: 'Folheto', path: null }] } }]);
  });
  it(routeCase('POST /files', '400', 'name at least 3, message required, options named'), async () => {
    const { headers } = await company();
    const response = await api('POST', '/files', headers.admin, { name: 'ab', message: '', options: [{ name: '' }] });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toMatchObject({ name: 'nome muito curto', message: 'Obrigatório' });
  });
  it(routeCase('POST /files', '401'), async () => {
    expect((await api('POST', '/files', {}, { name: 'Lista', message: 'Oi' })).statusCode).toBe(401);
  });
  it(routeCase('POST /files', '403', 'plain user'), async () => {
    expect((await api('POST', '/files', (await company()).headers.agent, { name: 'Lista', message: 'Oi' })).statusCode).toBe(403);
  });
  notApplicable('POST /files', '404', 'creates a record and names none');

  it(routeCase('PUT /files/{id}', 'success', 'options renamed, added and removed as sent'), async () => {
    const { headers } = await company();
    const list = await createFileList(headers.admin);
    const [tabela] = list.options;
    const response = await api('PUT', `/files/${list.id}`, headers.admin, { name: 'Catálogo 2', message: 'Outra', options: [{ id: tabela!.id, name: 'Tabela nova' }, { name: 'Vídeo' }] });
    expect(response.json()).toMatchObject({ name: 'Catálogo 2', options: [{ id: tabela!.id, name: 'Tabela nova' }, { name: 'Vídeo' }] });
    expect(response.json().options).toHaveLength(2);
  });
  it(routeCase('PUT /files/{id}', '400'), async () => {
    const { headers } = await company();
    const list = await createFileList(headers.admin);
    expect((await api('PUT', `/files/${list.id}`, headers.admin, { name: 'ab', message: 'x' })).statusCode).toBe(400);
  });
  it(routeCase('PUT /files/{id}', '401'), async () => {
    expect((await api('PUT', '/files/1', {}, { name: 'Lista', message: 'Oi' })).statusCode).toBe(401);
  });
  it(routeCase('PUT /files/{id}', '403', 'plain user'), async () => {
    const { headers } = await company();
    const list = await createFileList(headers.admin);
    expect((await api('PUT', `/files/${list.id}`, headers.agent, { name: 'Lista', message: 'Oi' })).statusCode).toBe(403);
  });
  it(routeCase('PUT /files/{id}', '404', 'another company’s file list'), async () => {
    const theirs = await createFileList((await company()).headers.admin);
    expect((await api('PUT', `/files/${theirs.id}`, (await company()).headers.admin, { name: 'Lista', message: 'Oi' })).statusCode).toBe(404);
  });

  it(routeCase('DELETE /files/{id}', 'success'), async () => {
    const { headers } = await company();
    const list = await createFileList(headers.admin);
    expect((await api('DELETE', `/files/${list.id}`, headers.admin)).statusCode).toBe(200);
    expect((await api('GET', `/files/${list.id}`, headers.admin)).statusCode).toBe(404);
  });
  it(routeCase('DELETE /files/{id}', '400'), async () => {
    expect((await api('DELETE', '/files/0', (await company()).headers.admin)).statusCode).toBe(400);
  });
  it(routeCase('DELETE /files/{id}', '401'), async () => {
    expect((await api('DELETE', '/files/1', {})).statusCode).toBe(401);
  });
  it(routeCase('DELETE /files/{id}', '403', 'plain user'), async () => {
    const { headers } = await company();
    const list = await createFileList(headers.admin);
    expect((await api('DELETE', `/files/${list.id}`, headers.agent)).statusCode).toBe(403);
  });
  it(routeCase('DELETE /files/{id}', '404', 'another company’s file list'), async () => {
    const theirs = await createFileList((await company()).headers.admin);
    expect((await api('DELETE', `/files/${theirs.id}`, (await company()).headers.admin)).statusCode).toBe(404);
  });

  it(routeCase('POST /files/uploadList/{id}', 'success', 'the file lands on the option named by id'), async () => {
    const { headers } = await company();
    const list = await createFileList(headers.admin);
    const response = await uploadOption(server, list.id, headers.admin, list.options[1]!.id);
    expect(response.statusCode, response.body).toBe(200);
    const saved = fileListSchema.parse(response.json());
    expect(saved.options.map((o) => [o.name, o.path !== null, o.mediaType])).toEqual([['Tabela', false, null], ['Folheto', true, 'application']]);
  });
  it(routeCase('POST /files/uploadList/{id}', '400', 'an option id of another list'), async () => {
    const { headers } = await company();
    const list = await createFileList(headers.admin);
    expect((await uploadOption(server, list.id, headers.admin, 999_999)).statusCode).toBe(400);
  });
  it(routeCase('POST /files/uploadList/{id}', '401'), async () => {
    expect((await uploadOption(server, 1, {})).statusCode).toBe(401);
  });
  it(routeCase('POST /files/uploadList/{id}', '403', 'plain user'), async () => {
    const { headers } = await company();
    const list = await createFileList(headers.admin);
    expect((await uploadOption(server, list.id, headers.agent)).statusCode).toBe(403);
  });
  it(routeCase('POST /files/uploadList/{id}', '404', 'another company’s file list'), async () => {
    const theirs = await createFileList((await company()).headers.admin);
    expect((await uploadOption(server, theirs.id, (await company()).headers.admin)).statusCode).toBe(404);
  });
});
