import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { MediaStore } from '../../media/media-store.js';
import type { InboundMessage, InboundMessageType } from '../provider-types.js';
import type { inboundBodySchema } from './simulator.schemas.js';

type InboundBody = z.output<typeof inboundBodySchema>;

function typeOf(body: InboundBody): InboundMessageType {
  if (body.mediaType) return body.mediaType;
  // Media without a stated type is what its MIME type says, as WhatsApp would deliver it.
  if (body.media) {
    const major = body.media.mimetype.split('/')[0];
    return major === 'image' || major === 'audio' || major === 'video' ? major : 'application';
  }
  if (body.vcards?.length) return 'contactsArrayMessage';
  if (body.vcard) return 'contactMessage';
  if (body.location) return 'locationMessage';
  return 'chat';
}

/** What WhatsApp would deliver for the simulator's `inbound` request; media is stored first. */
export async function simulatedInbound(body: InboundBody, companyId: number, ownNumber: string, media: MediaStore, now: Date): Promise<InboundMessage> {
  const peer = { phone: body.from, lid: body.lid, name: body.name };
  const timestamp = body.timestamp ? new Date(body.timestamp * 1000) : now;
  const stored = body.media ? await media.save(companyId, Buffer.from(body.media.base64, 'base64'), body.media.filename, now) : undefined;
  const type = typeOf(body);
  return {
    providerMessageId: body.id ?? `SIM-${randomUUID()}`,
    chat: body.group ? { kind: 'group', groupId: body.group.id, name: body.group.name } : { kind: 'contact', peer },
    sender: body.fromMe ? { phone: ownNumber } : peer,
    fromMe: body.fromMe ?? false,
    timestamp: timestamp.toISOString(),
    type,
    body: body.body ?? (type === 'application' ? (body.media?.filename ?? '') : ''),
    ...(body.media && stored ? { media: { mimetype: body.media.mimetype, filename: body.media.filename, storedPath: stored.path, size: stored.size } } : {}),
    ...(body.location ? { location: body.location } : {}),
    ...(body.vcards?.length ? { vcards: body.vcards } : body.vcard ? { vcards: [body.vcard] } : {}),
    ...(body.quotedId ? { quotedProviderId: body.quotedId } : {}),
  };
}
