import { eq } from 'drizzle-orm';
import type { EngineContext } from '../../engine-context.js';
import { inboundEvents } from '../../db/schema/index.js';
import type { InboundMessage } from '../../providers/provider-types.js';
import { inCompany } from '../../db/company-scope.js';

/**
 * Media a provider reported by reference only (the Cloud API's media id; Baileys media its session
 * could not fetch at once) is downloaded here, before the processing transaction, through the
 * connection's session in this process, stored under the company once, and the stored path written
 * back into the event so a retry never downloads it again.
 * A failure leaves the message without its file, with the error noted, rather than losing it.
 */
export async function ensureMediaStored(ctx: EngineContext, event: { id: number; companyId: number; whatsappId: number; payload: unknown }): Promise<InboundMessage> {
  const message = event.payload as InboundMessage;
  const media = message.media;
  if (!media || media.storedPath || media.downloadError || media.ref === undefined) return message;
  const session = ctx.sessions.sessionOf(event.whatsappId);
  if (!session) return message;
  let stored: InboundMessage;
  try {
    const file = await session.downloadMedia(media);
    const saved = await ctx.media.save(event.companyId, file.data, file.filename ?? media.filename ?? `${message.providerMessageId}`, ctx.clock.now());
    stored = { ...message, media: { ...media, mimetype: file.mimetype, storedPath: saved.path, size: saved.size } };
  } catch (error) {
    stored = { ...message, media: { ...media, downloadError: error instanceof Error ? error.message : String(error) } };
  }
  await ctx.db.update(inboundEvents).set({ payload: stored }).where(inCompany(inboundEvents, event.companyId, eq(inboundEvents.id, event.id)));
  return stored;
}
