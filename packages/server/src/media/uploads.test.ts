import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, plans } from '../db/schema/index.js';
import { conversationCompany } from '../test/conversation-kit.js';
import { multipartBody } from '../test/hostile/multipart-body.js';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
let kit: Awaited<ReturnType<typeof conversationCompany>>;
let stranger: Awaited<ReturnType<typeof conversationCompany>>;

beforeAll(async () => {
  server = await startTestServer({ sessions: true });
  kit = await conversationCompany(server);
  stranger = await conversationCompany(server);
}, 60_000);
afterAll(() => server.close());

/** Every file under the media folder (staging included), relative to it. */
function mediaFiles(): string[] {
  const walk = (folder: string): string[] =>
    readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory() ? walk(path) : [relative(server.ctx.media.root, path)];
    });
  return walk(server.ctx.media.root).sort();
}

const companyFiles = (companyId: number) => mediaFiles().filter((path) => path.startsWith(`company-${companyId}/`));

function upload(url: string, headers: Record<string, string>, field: string, sizes: number[]) {
  const body = multipartBody(sizes.map((size, index) => ({ name: field, filename: `arquivo ${index}.png`, content: Buffer.alloc(size, 7), contentType: 'image/png' })));
  return server.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
}

async function storedBytes(companyId: number): Promise<number> {
  const [row] = await server.db.select({ bytes: companies.mediaBytes }).from(companies).where(eq(companies.id, companyId));
  return row!.bytes;
}

async function pendingTicketOf(of: typeof kit): Promise<number> {
  await of.inbound(`55119${Math.floor(10_000_000 + Math.random() * 89_999_999)}`, 'Oi');
  const { tickets } = (await of.api('GET', '/tickets?status=pending&showAll=true', of.admin)).json<{ tickets: { id: number }[] }>();
  return tickets[0]!.id;
}

describe('uploads are kept only by a request that succeeds', () => {
  it('a send to another company’s ticket (404) leaves no file behind, in the company or in staging', async () => {
    const before = mediaFiles();
    const strangersTicket = await pendingTicketOf(stranger);
    const response = await upload(`/messages/${strangersTicket}`, kit.admin, 'medias', [2048, 4096, 1024]);
    expect(response.statusCode).toBe(404);
    expect(mediaFiles()).toEqual(before);
    expect(await storedBytes(kit.company.id)).toBe(0);
  });

  it('a refused attachment (a queue that does not exist) leaves no file behind', async () => {
    const before = mediaFiles();
    expect((await upload('/queue/2147483000/media-upload', kit.admin, 'file', [5000])).statusCode).toBe(404);
    expect(mediaFiles()).toEqual(before);
  });

  it('a successful send keeps its files under the company and counts their bytes', async () => {
    const ticketId = await pendingTicketOf(kit);
    const before = companyFiles(kit.company.id).length;
    const bytesBefore = await storedBytes(kit.company.id);
    const response = await upload(`/messages/${ticketId}`, kit.admin, 'medias', [3000, 2000]);
    expect(response.statusCode).toBe(201);
    expect(companyFiles(kit.company.id).length).toBe(before + 2);
    expect(mediaFiles().filter((path) => path.startsWith('.incoming'))).toEqual([]);
    expect(await storedBytes(kit.company.id)).toBe(bytesBefore + 5000);
  });
});

describe('the plan’s media quota', () => {
  it('refuses an upload past it with 413 ERR_STORAGE_QUOTA and keeps nothing of it', async () => {
    await server.db.update(plans).set({ mediaQuotaMb: 1 }).where(eq(plans.id, kit.company.planId));
    await server.db.update(companies).set({ mediaBytes: 0 }).where(eq(companies.id, kit.company.id));
    const queueId = kit.queues.sales.id;
    expect((await upload(`/queue/${queueId}/media-upload`, kit.admin, 'file', [700_000])).statusCode).toBe(200);
    const before = mediaFiles();
    const refused = await upload(`/queue/${queueId}/media-upload`, kit.admin, 'file', [700_000]);
    expect(refused.statusCode).toBe(413);
    expect(refused.json()).toMatchObject({ error: 'ERR_STORAGE_QUOTA' });
    expect(mediaFiles()).toEqual(before);
    expect(await storedBytes(kit.company.id)).toBe(700_000);
    // Another company's quota is its own.
    expect((await upload(`/queue/${stranger.queues.sales.id}/media-upload`, stranger.admin, 'file', [700_000])).statusCode).toBe(200);
  });

  it('gives the bytes back when a request fails after its file was kept', async () => {
    await server.db.update(plans).set({ mediaQuotaMb: 5120 }).where(eq(plans.id, kit.company.planId));
    // The agent's upload is kept before the service finds the quick message is not theirs (403).
    const created = await kit.api('POST', '/quick-messages', kit.admin, { shortcode: 'so-do-admin', message: 'Olá' });
    const bytesBefore = await storedBytes(kit.company.id);
    const filesBefore = mediaFiles();
    const refused = await upload(`/quick-messages/${created.json<{ id: number }>().id}/media-upload`, kit.agent, 'file', [1000]);
    expect(refused.statusCode).toBe(403);
    expect(mediaFiles()).toEqual(filesBefore);
    expect(await storedBytes(kit.company.id)).toBe(bytesBefore);
  });
});
