import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { inboundEvents, messages } from '../../db/schema/index.js';
import { storeInbound } from '../../providers/intake.js';
import type { InboundMessage, WhatsAppSession } from '../../providers/provider-types.js';
import { createCompany } from '../../test/factories.js';
import { insertConnection } from '../../test/conversation-factories.js';
import { startTestServer, type TestServer } from '../../test/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

function imageFrom(phone: string, id: string): InboundMessage {
  return { providerMessageId: id, chat: { kind: 'contact', peer: { phone, name: 'Cliente' } }, sender: { phone }, fromMe: false, timestamp: server.clock.now().toISOString(), type: 'image', body: 'foto do produto', media: { mimetype: 'image/jpeg', filename: 'produto.jpg', ref: { id: `media-${id}` } } };
}

/** A session that serves media by reference, as the Cloud API's does, counting its downloads. */
function mediaSession(download: WhatsAppSession['downloadMedia']): { session: WhatsAppSession; calls: number } {
  const state = { calls: 0, session: undefined as unknown as WhatsAppSession };
  state.session = {
    downloadMedia: async (media) => {
      state.calls += 1;
      return download(media);
    },
  } as WhatsAppSession;
  return state;
}

describe('media reported by reference', () => {
  it('is downloaded once before processing, stored under the company and served to the conversation', async () => {
    const company = await createCompany(server.db);
    const connection = await insertConnection(server.db, company.id, { provider: 'cloud' });
    const fake = mediaSession(async () => ({ data: Buffer.from('JPEGBYTES'), mimetype: 'image/jpeg' }));
    server.fakeSessions.set(connection.id, fake.session);
    await storeInbound(server.db, { companyId: company.id, whatsappId: connection.id }, { kind: 'message', message: imageFrom('5511922223333', 'wamid.IMG1') }, server.clock.now());
    await server.runJobs();
    const [row] = await server.db.select().from(messages).where(eq(messages.providerMessageId, 'wamid.IMG1'));
    expect(row).toMatchObject({ mediaType: 'image', mimetype: 'image/jpeg', body: 'foto do produto', mediaPath: expect.stringMatching(new RegExp(`^company-${company.id}/`)) });
    expect((await server.ctx.media.read(row!.mediaPath!)).toString()).toBe('JPEGBYTES');
    const [event] = await server.db.select().from(inboundEvents).where(eq(inboundEvents.whatsappId, connection.id));
    expect((event!.payload as InboundMessage).media?.storedPath).toBe(row!.mediaPath);
    expect(fake.calls).toBe(1);
  });

  it('a failed download keeps the message, without its file, and notes why', async () => {
    const company = await createCompany(server.db);
    const connection = await insertConnection(server.db, company.id, { provider: 'cloud' });
    const fake = mediaSession(async () => {
      throw new Error('Graph API answered 404');
    });
    server.fakeSessions.set(connection.id, fake.session);
    await storeInbound(server.db, { companyId: company.id, whatsappId: connection.id }, { kind: 'message', message: imageFrom('5511922224444', 'wamid.IMG2') }, server.clock.now());
    await server.runJobs();
    const [row] = await server.db.select().from(messages).where(eq(messages.providerMessageId, 'wamid.IMG2'));
    expect(row).toMatchObject({ mediaType: 'image', body: 'foto do produto', mediaPath: null });
    const [event] = await server.db.select().from(inboundEvents).where(eq(inboundEvents.whatsappId, connection.id));
    expect((event!.payload as InboundMessage).media?.downloadError).toBe('Graph API answered 404');
  });
});
