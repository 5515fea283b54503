import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Clock } from '../../shared/clock.js';
import { capabilitiesOf } from '../capabilities.js';
import {
  ProviderError,
  type InboundMedia,
  type OutboundMedia,
  type OutboundTarget,
  type ProviderEvents,
  type SendOptions,
  type SendResult,
  type WhatsAppSession,
} from '../provider-types.js';
import { cloudCredentialsOf, missingCredentials, type CloudConnection } from './cloud-credentials.js';
import { GraphClient, type GraphSettings } from './graph-client.js';
import { GraphApiError } from './graph-errors.js';
import {
  cloudMediaTypeOf,
  contactsBody,
  locationBody,
  mediaBody,
  reactionBody,
  readReceiptBody,
  recipientOf,
  templateBody,
  textBody,
  type TemplateMessage,
} from './outbound-bodies.js';
import { cloudContactsFromVCards } from './vcard.js';

export interface CloudSessionDeps {
  connection: CloudConnection;
  /** Base URL, version and timeouts; the token comes from the connection. */
  graph: GraphSettings;
  events: ProviderEvents;
  log: FastifyBaseLogger;
  clock: Clock;
}

/** The Cloud session plus what only the official API offers. */
export interface CloudSession extends WhatsAppSession {
  /** The only message Meta accepts outside the 24-hour window (error 131047 otherwise). */
  sendTemplate(target: OutboundTarget, template: TemplateMessage): Promise<SendResult>;
}

interface SendResponse {
  messages?: { id?: string }[];
}

const mediaRef = z.object({ id: z.string().min(1), mime_type: z.string().optional() });
const mediaUrlResponse = z.object({ url: z.url(), mime_type: z.string().optional() });

/**
 * A WhatsApp Cloud API connection. It is stateless on Meta's side: no socket and no QR, so "start"
 * only checks that the credentials are there. Inbound traffic does not pass through the session at
 * all: Meta posts it to the webhook route, which stores it durably (cloud-webhook.routes.ts).
 */
export function createCloudSession({ connection, graph, events, log, clock }: CloudSessionDeps): CloudSession {
  const credentials = cloudCredentialsOf(connection);
  const client = new GraphClient({ ...graph, accessToken: credentials.accessToken });
  const messagesPath = `${credentials.phoneNumberId}/messages`;
  let running = false;

  function assertRunning(): void {
    // Retryable: the outbound queue should wait for the connection to be started again, not drop the message.
    if (!running) throw new ProviderError('The Cloud API connection is not started', 'ERR_WAPP_NOT_INITIALIZED', true);
  }

  async function send(body: Record<string, unknown>): Promise<SendResult> {
    assertRunning();
    const response = await client.postJson<SendResponse>(messagesPath, body);
    const id = response.messages?.[0]?.id;
    if (!id) throw new GraphApiError('Graph API accepted the message without returning its id', 'ERR_SENDING_WAPP_MSG', false, 200, undefined);
    return { providerMessageId: id, timestamp: clock.now().toISOString() };
  }

  async function upload(media: OutboundMedia): Promise<string> {
    const form = new FormData();
    form.append('messaging_product', 'whatsapp');
    form.append('type', media.mimetype);
    form.append('file', new Blob([new Uint8Array(media.data)], { type: media.mimetype }), media.filename);
    const response = await client.postForm<{ id?: string }>(`${credentials.phoneNumberId}/media`, form);
    if (!response.id) throw new GraphApiError('Graph API stored the media without returning its id', 'ERR_SENDING_WAPP_MSG', false, 200, undefined);
    return response.id;
  }

  function unsupported(what: string, code: string): never {
    throw new ProviderError(`${what} is not supported by the WhatsApp Cloud API`, code, false);
  }

  // Every method is async so that a refusal (a group target, no phone) is a rejection, never a throw.
  return {
    provider: 'cloud',
    capabilities: capabilitiesOf('cloud'),

    async start() {
      const missing = missingCredentials(credentials);
      if (missing.length > 0) {
        running = false;
        log.warn({ whatsappId: connection.id, missing }, 'cloud connection lacks credentials');
        await events.status('DISCONNECTED', { reason: `Missing Cloud API credentials: ${missing.join(', ')}` });
        return;
      }
      running = true;
      await events.status('CONNECTED');
    },

    async stop() {
      running = false;
      await events.status('DISCONNECTED');
    },

    // The credentials belong to the admin's Meta app and stay on the connection; there is nothing to unpair.
    async logout() {
      running = false;
      await events.status('DISCONNECTED');
    },

    sendText: async (target, body, options?: SendOptions) => send(textBody(recipientOf(target), body, options?.quotedProviderId)),

    async sendMedia(target, media, options) {
      const to = recipientOf(target);
      assertRunning();
      const type = cloudMediaTypeOf(media.kind, media.mimetype);
      const mediaId = await upload(media);
      return send(mediaBody(to, type, mediaId, { caption: media.caption, filename: media.filename }, options?.quotedProviderId));
    },

    sendLocation: async (target, location, options) => send(locationBody(recipientOf(target), location, options?.quotedProviderId)),

    async sendContacts(target, vcards, options) {
      const contacts = cloudContactsFromVCards(vcards);
      if (contacts.length === 0) throw new ProviderError('No contact card with a name or phone to send', 'ERR_SENDING_WAPP_MSG', false);
      return send(contactsBody(recipientOf(target), contacts, options?.quotedProviderId));
    },

    async sendReaction(target, providerMessageId, emoji) {
      await send(reactionBody(recipientOf(target), providerMessageId, emoji));
    },

    sendTemplate: async (target, template) => send(templateBody(recipientOf(target), template)),

    editText: async () => unsupported('Editing a message', 'ERR_SENDING_WAPP_MSG'),
    deleteForEveryone: async () => unsupported('Deleting a message for everyone', 'ERR_DELETE_WAPP_MSG'),

    async markRead(_target, providerMessageIds) {
      assertRunning();
      for (const id of providerMessageIds) await client.postJson(messagesPath, readReceiptBody(id));
    },

    // The Cloud API has no "is this on WhatsApp?" lookup (Meta removed the contacts endpoint): we answer
    // yes with the digits, and a number without WhatsApp fails at send time with Meta's own error.
    async checkNumber(number) {
      const digits = number.replace(/\D/g, '');
      return digits ? { exists: true, phone: digits } : { exists: false };
    },

    // Meta does not expose customers' profile pictures.
    profilePicture: async () => undefined,

    async downloadMedia(media: InboundMedia) {
      const ref = mediaRef.safeParse(media.ref);
      if (!ref.success) throw new ProviderError('The media has no Cloud API media id', 'ERR_WAPP_DOWNLOAD_MEDIA', false);
      // Step 1 turns the id into a URL valid for about five minutes; step 2 fetches it with the same token.
      const found = mediaUrlResponse.safeParse(await client.getJson(ref.data.id, { failureCode: 'ERR_WAPP_DOWNLOAD_MEDIA' }));
      if (!found.success) throw new ProviderError('Graph API answered the media lookup without a URL', 'ERR_WAPP_DOWNLOAD_MEDIA', true);
      const { data, mimetype } = await client.getBinary(found.data.url, { failureCode: 'ERR_WAPP_DOWNLOAD_MEDIA' });
      return { data, mimetype: found.data.mime_type ?? ref.data.mime_type ?? mimetype ?? media.mimetype, filename: media.filename };
    },
  };
}
