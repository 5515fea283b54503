import { eventsDuring } from '../../test/emitted-events.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { queueOptionSchema } from '@prosa/contract';
import { queueOptions } from '../../db/schema/index.js';
import { createQueue } from '../../test/factories.js';
import { routeCase } from '../../test/route-cases.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';
import { apiOf, queueCompany, uploadTo } from '../queues/queue-test-helpers.js';

let server: TestServer;
let api: ReturnType<typeof apiOf>;
beforeAll(async () => {
  server = await startTestServer();
  api = apiOf(server);
});
afterAll(() => server.close());

/** A company with one queue and its admin. */
async function setup() {
  const company = await queueCompany(server);
  const queue = await createQueue(server.db, company.company.id);
  return { ...company, queue };
}

const addOption = async (headers: Record<string, string>, payload: object) => {
  const response = await api('POST', '/queue-options', headers, payload);
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return queueOptionSchema.parse(response.json());
};

describe('GET /queue-options', () => {
  it(routeCase('GET /queue-options', 'success', 'roots with parentId -1, ordered by position, each with nested children'), async () => {
    const { admin, queue } = await setup();
    const second = await addOption(admin, { queueId: queue.id, parentId: -1, title: 'Suporte', option: '2' });
    const tenth = await addOption(admin, { queueId: queue.id, parentId: -1, title: 'Outros', option: '10' });
    const first = await addOption(admin, { queueId: queue.id, parentId: -1, title: 'Vendas', option: '1' });
    const child = await addOption(admin, { queueId: queue.id, parentId: first.id, title: 'Planos', message: 'Escolha' });
    const grandchild = await addOption(admin, { queueId: queue.id, parentId: child.id, title: 'Anual' });
    const response = await api('GET', `/queue-options?queueId=${queue.id}&parentId=-1`, admin);
    expect(response.statusCode).toBe(200);
    const roots = z.array(queueOptionSchema).parse(response.json());
    expect(roots.map((root) => root.id)).toEqual([first.id, second.id, tenth.id]);
    expect(roots[0]!.children).toEqual([expect.objectContaining({ id: child.id, option: '1', parentId: first.id, children: [expect.objectContaining({ id: grandchild.id })] })]);
    const level = z.array(queueOptionSchema).parse((await api('GET', `/queue-options?queueId=${queue.id}&parentId=${first.id}`, admin)).json());
    expect(level.map((option) => option.id)).toEqual([child.id]);
  });

  it(routeCase('GET /queue-options', '400', 'queueId is required'), async () => {
    const { admin } = await setup();
    expect((await api('GET', '/queue-options?parentId=-1', admin)).statusCode).toBe(400);
  });

  it(routeCase('GET /queue-options', '401'), async () => {
    expect((await api('GET', '/queue-options?queueId=1', {})).statusCode).toBe(401);
  });

  it(routeCase('GET /queue-options', '403', 'agents do not edit the options tree'), async () => {
    const { agent, queue } = await setup();
    expect((await api('GET', `/queue-options?queueId=${queue.id}`, agent)).statusCode).toBe(403);
  });

  it(routeCase('GET /queue-options', '404', 'another company’s queue, or a parent of another queue'), async () => {
    const { admin, queue } = await setup();
    const other = await setup();
    const foreignRoot = await addOption(other.admin, { queueId: other.queue.id, title: 'Alheia' });
    const response = await api('GET', `/queue-options?queueId=${other.queue.id}`, admin);
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_QUEUE_FOUND');
    const parent = await api('GET', `/queue-options?queueId=${queue.id}&parentId=${foreignRoot.id}`, admin);
    expect(parent.statusCode).toBe(404);
    expect(parent.json().error).toBe('ERR_NO_QUEUE_OPTION_FOUND');
  });
});

describe('POST /queue-options', () => {
  it(routeCase('POST /queue-options', 'success', 'a root (parentId null) gets the next position; the queue’s editors hear of it'), async () => {
    const { admin, queue, company } = await setup();
    await addOption(admin, { queueId: queue.id, parentId: null, title: 'Primeira', option: 3 });
    let created!: Awaited<ReturnType<typeof addOption>>;
    const events = await eventsDuring(server, { companyId: company.id, channel: 'queue', to: 'company' }, async () => {
      created = await addOption(admin, { queueId: queue.id, parentId: null, title: 'Segunda', message: 'Olá' });
    });
    expect(created).toMatchObject({ queueId: queue.id, parentId: null, title: 'Segunda', message: 'Olá', option: '4', children: [], mediaUrl: null });
    expect(events).toEqual([{ action: 'update', queue: expect.objectContaining({ id: queue.id }) }]);
  });

  it(routeCase('POST /queue-options', '400', 'title required'), async () => {
    const { admin, queue } = await setup();
    const response = await api('POST', '/queue-options', admin, { queueId: queue.id, parentId: -1, title: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual({ title: 'Required' });
  });

  it(routeCase('POST /queue-options', '401'), async () => {
    expect((await api('POST', '/queue-options', {}, { queueId: 1, title: 'x' })).statusCode).toBe(401);
  });

  it(routeCase('POST /queue-options', '403', 'supervisors may not add options'), async () => {
    const { supervisor, queue } = await setup();
    expect((await api('POST', '/queue-options', supervisor, { queueId: queue.id, title: 'x' })).statusCode).toBe(403);
  });

  it(routeCase('POST /queue-options', '404', 'another company’s queue, or a parent in another queue'), async () => {
    const { admin, queue, company } = await setup();
    const other = await setup();
    expect((await api('POST', '/queue-options', admin, { queueId: other.queue.id, title: 'x' })).json().error).toBe('ERR_NO_QUEUE_FOUND');
    const secondQueue = await createQueue(server.db, company.id);
    const elsewhere = await addOption(admin, { queueId: secondQueue.id, title: 'Noutra fila' });
    const response = await api('POST', '/queue-options', admin, { queueId: queue.id, parentId: elsewhere.id, title: 'x' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_QUEUE_OPTION_FOUND');
  });
});

describe('PUT /queue-options/{id}', () => {
  it(routeCase('PUT /queue-options/{id}', 'success', 'title, message and position change; the subtree comes along'), async () => {
    const { admin, queue } = await setup();
    const root = await addOption(admin, { queueId: queue.id, title: 'Vendas' });
    await addOption(admin, { queueId: queue.id, parentId: root.id, title: 'Filho' });
    const response = await api('PUT', `/queue-options/${root.id}`, admin, { title: 'Comercial', message: 'Digite', option: '7' });
    expect(response.statusCode).toBe(200);
    expect(queueOptionSchema.parse(response.json())).toMatchObject({ id: root.id, title: 'Comercial', message: 'Digite', option: '7', children: [expect.objectContaining({ title: 'Filho' })] });
  });

  it(routeCase('PUT /queue-options/{id}', '400', 'an empty title'), async () => {
    const { admin, queue } = await setup();
    const root = await addOption(admin, { queueId: queue.id, title: 'Vendas' });
    expect((await api('PUT', `/queue-options/${root.id}`, admin, { title: '' })).statusCode).toBe(400);
  });

  it(routeCase('PUT /queue-options/{id}', '401'), async () => {
    expect((await api('PUT', '/queue-options/1', {}, { title: 'x' })).statusCode).toBe(401);
  });

  it(routeCase('PUT /queue-options/{id}', '403', 'agents may not edit options'), async () => {
    const { admin, agent, queue } = await setup();
    const root = await addOption(admin, { queueId: queue.id, title: 'Vendas' });
    expect((await api('PUT', `/queue-options/${root.id}`, agent, { title: 'x' })).statusCode).toBe(403);
  });

  it(routeCase('PUT /queue-options/{id}', '404', 'another company’s option'), async () => {
    const { admin } = await setup();
    const other = await setup();
    const foreign = await addOption(other.admin, { queueId: other.queue.id, title: 'Alheia' });
    const response = await api('PUT', `/queue-options/${foreign.id}`, admin, { title: 'Minha' });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toBe('ERR_NO_QUEUE_OPTION_FOUND');
  });
});

describe('DELETE /queue-options/{id}', () => {
  it(routeCase('DELETE /queue-options/{id}', 'success', 'its children go too'), async () => {
    const { admin, queue } = await setup();
    const root = await addOption(admin, { queueId: queue.id, title: 'Vendas' });
    const child = await addOption(admin, { queueId: queue.id, parentId: root.id, title: 'Filho' });
    await addOption(admin, { queueId: queue.id, parentId: child.id, title: 'Neto' });
    const kept = await addOption(admin, { queueId: queue.id, title: 'Suporte' });
    expect((await api('DELETE', `/queue-options/${root.id}`, admin)).statusCode).toBe(200);
    const left = await server.db.select().from(queueOptions).where(eq(queueOptions.queueId, queue.id));
    expect(left.map((row) => row.id)).toEqual([kept.id]);
  });

  it(routeCase('DELETE /queue-options/{id}', '400', 'an id that is not a number'), async () => {
    const { admin } = await setup();
    expect((await api('DELETE', '/queue-options/abc', admin)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /queue-options/{id}', '401'), async () => {
    expect((await api('DELETE', '/queue-options/1', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /queue-options/{id}', '403', 'agents may not delete options'), async () => {
    const { admin, agent, queue } = await setup();
    const root = await addOption(admin, { queueId: queue.id, title: 'Vendas' });
    expect((await api('DELETE', `/queue-options/${root.id}`, agent)).statusCode).toBe(403);
  });

  it(routeCase('DELETE /queue-options/{id}', '404', 'another company’s option stays'), async () => {
    const { admin } = await setup();
    const other = await setup();
    const foreign = await addOption(other.admin, { queueId: other.queue.id, title: 'Alheia' });
    expect((await api('DELETE', `/queue-options/${foreign.id}`, admin)).statusCode).toBe(404);
    expect(await server.db.select().from(queueOptions).where(eq(queueOptions.id, foreign.id))).toHaveLength(1);
  });
});

describe('POST /queue-options/{id}/media-upload', () => {
  it(routeCase('POST /queue-options/{id}/media-upload', 'success', 'stores the file and links it'), async () => {
    const { admin, queue } = await setup();
    const root = await addOption(admin, { queueId: queue.id, title: 'Vendas' });
    const response = await uploadTo(server, `/queue-options/${root.id}/media-upload`, admin, 'file', 'tabela preços.pdf', '%PDF');
    expect(response.statusCode).toBe(200);
    const option = queueOptionSchema.parse(response.json());
    expect(option.mediaName).toBe('tabela_preços.pdf');
    expect((await server.app.inject({ method: 'GET', url: option.mediaUrl! })).body).toBe('%PDF');
  });

  it(routeCase('POST /queue-options/{id}/media-upload', '400', 'an empty file'), async () => {
    const { admin, queue } = await setup();
    const root = await addOption(admin, { queueId: queue.id, title: 'Vendas' });
    expect((await uploadTo(server, `/queue-options/${root.id}/media-upload`, admin, 'file', 'a.txt', '')).statusCode).toBe(400);
  });

  it(routeCase('POST /queue-options/{id}/media-upload', '401'), async () => {
    expect((await uploadTo(server, '/queue-options/1/media-upload', {})).statusCode).toBe(401);
  });

  it(routeCase('POST /queue-options/{id}/media-upload', '403', 'agents may not attach'), async () => {
    const { admin, agent, queue } = await setup();
    const root = await addOption(admin, { queueId: queue.id, title: 'Vendas' });
    expect((await uploadTo(server, `/queue-options/${root.id}/media-upload`, agent)).statusCode).toBe(403);
  });

  it(routeCase('POST /queue-options/{id}/media-upload', '404', 'another company’s option'), async () => {
    const { admin } = await setup();
    const other = await setup();
    const foreign = await addOption(other.admin, { queueId: other.queue.id, title: 'Alheia' });
    expect((await uploadTo(server, `/queue-options/${foreign.id}/media-upload`, admin)).statusCode).toBe(404);
  });
});

describe('DELETE /queue-options/{id}/media-upload', () => {
  it(routeCase('DELETE /queue-options/{id}/media-upload', 'success', 'the attachment is removed'), async () => {
    const { admin, queue } = await setup();
    const root = await addOption(admin, { queueId: queue.id, title: 'Vendas' });
    await uploadTo(server, `/queue-options/${root.id}/media-upload`, admin);
    const response = await api('DELETE', `/queue-options/${root.id}/media-upload`, admin);
    expect(response.statusCode).toBe(200);
    expect(queueOptionSchema.parse(response.json())).toMatchObject({ mediaPath: null, mediaName: null, mediaUrl: null });
  });

  it(routeCase('DELETE /queue-options/{id}/media-upload', '400', 'an id that is not a number'), async () => {
    const { admin } = await setup();
    expect((await api('DELETE', '/queue-options/x/media-upload', admin)).statusCode).toBe(400);
  });

  it(routeCase('DELETE /queue-options/{id}/media-upload', '401'), async () => {
    expect((await api('DELETE', '/queue-options/1/media-upload', {})).statusCode).toBe(401);
  });

  it(routeCase('DELETE /queue-options/{id}/media-upload', '403', 'supervisors may not remove attachments'), async () => {
    const { admin, supervisor, queue } = await setup();
    const root = await addOption(admin, { queueId: queue.id, title: 'Vendas' });
    expect((await api('DELETE', `/queue-options/${root.id}/media-upload`, supervisor)).statusCode).toBe(403);
  });

  it(routeCase('DELETE /queue-options/{id}/media-upload', '404', 'another company’s option'), async () => {
    const { admin } = await setup();
    const other = await setup();
    const foreign = await addOption(other.admin, { queueId: other.queue.id, title: 'Alheia' });
    expect((await api('DELETE', `/queue-options/${foreign.id}/media-upload`, admin)).statusCode).toBe(404);
  });
});
