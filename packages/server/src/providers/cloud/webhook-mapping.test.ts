import { describe, expect, it } from 'vitest';
import type { IntakeEvent } from '../intake.js';
import type { InboundMessage, MessageUpdate } from '../provider-types.js';
import { fixture, FIXTURE_CUSTOMER, FIXTURE_PHONE_NUMBER_ID } from './test/fixtures.js';
import { mapWebhook } from './webhook-mapping.js';

const sheena = { phone: FIXTURE_CUSTOMER, name: 'Sheena Nelson' };

function messagesOf(name: string): InboundMessage[] {
  return mapWebhook(fixture(name)).events.map(({ event }) => (event.kind === 'message' ? event.message : expect.fail(`expected a message, got ${event.kind}`)));
}

function updatesOf(name: string): MessageUpdate[] {
  return mapWebhook(fixture(name)).events.map(({ event }) => (event.kind === 'update' ? event.update : expect.fail(`expected an update, got ${event.kind}`)));
}

describe('mapWebhook: inbound messages', () => {
  it('text: body, sender named from contacts[].profile, Meta timestamp as ISO, addressed phone number id', () => {
    const { events, notes } = mapWebhook(fixture('text'));
    expect(notes).toEqual([]);
    expect(events).toEqual<{ phoneNumberId: string; event: IntakeEvent }[]>([
      {
        phoneNumberId: FIXTURE_PHONE_NUMBER_ID,
        event: {
          kind: 'message',
          message: {
            providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgASGBQzQTRBNjU5OUFFRTAzODEwMTQ0RgA=',
            chat: { kind: 'contact', peer: sheena },
            sender: sheena,
            fromMe: false,
            timestamp: new Date(1749416383 * 1000).toISOString(),
            type: 'chat',
            body: 'Does it come in another color?',
          },
        },
      },
    ]);
  });

  it('a reply carries context.id as the quoted message', () => {
    const [message] = messagesOf('text-reply');
    expect(message).toMatchObject({ body: 'Yes, the blue one', quotedProviderId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA' });
  });

  it('image: caption as body, media ref { id, mime_type, sha256 } for the two-step download', () => {
    const [message] = messagesOf('image');
    expect(message).toMatchObject({
      type: 'image',
      body: 'This is the one I want',
      media: { mimetype: 'image/jpeg', ref: { id: '1003383421387256', mime_type: 'image/jpeg', sha256: 'SfInY0gUx8zmIrdTB6aKGbkMdYZCx3Cxr7LQiFYmcic=' } },
    });
    expect(message!.media!.storedPath).toBeUndefined();
  });

  it('document, audio and sticker map to application, audio and sticker with their file names and types', () => {
    expect(messagesOf('document')[0]).toMatchObject({ type: 'application', body: 'Invoice attached', media: { mimetype: 'application/pdf', filename: 'invoice-2025.pdf', ref: { id: '2042856692850428' } } });
    expect(messagesOf('audio')[0]).toMatchObject({ type: 'audio', body: '', media: { mimetype: 'audio/ogg; codecs=opus', ref: { id: '1143925600736451' } } });
    expect(messagesOf('sticker')[0]).toMatchObject({ type: 'sticker', media: { mimetype: 'image/webp', ref: { id: '1187553299474283' } } });
  });

  it('location: coordinates, name and address, and a map link as body', () => {
    const [message] = messagesOf('location');
    expect(message).toMatchObject({
      type: 'locationMessage',
      location: { latitude: 37.483307, longitude: -122.148981, name: 'Meta Headquarters', address: '1 Hacker Way, Menlo Park, CA 94025' },
    });
    expect(message!.body).toContain('37.483307%2C-122.148981');
  });

  it('contacts become vCard 3.0 texts with name, phones (waid), e-mail and organisation', () => {
    const [message] = messagesOf('contacts');
    expect(message!.type).toBe('contactMessage');
    expect(message!.vcards).toHaveLength(1);
    const card = message!.vcards![0]!;
    expect(card.split('\n')).toEqual([
      'BEGIN:VCARD',
      'VERSION:3.0',
      'N:Johnson;Barbara;Joana;Dr.;',
      'FN:Barbara J. Johnson',
      'ORG:Social Tsunami;Engineering',
      'TITLE:Manager',
      'TEL;type=HOME:+1 (940) 555-1234',
      'TEL;type=WORK;waid=16505551234:+1 (650) 555-1234',
      'EMAIL;type=WORK:bjohnson@example.com',
      'URL:https://www.example.com',
      'END:VCARD',
    ]);
    expect(message!.body).toBe(card);
  });

  it('a reaction is an update of the reacted message, by the customer', () => {
    expect(updatesOf('reaction')).toEqual([
      { providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA', kind: 'reaction', emoji: '👍', sender: sheena, fromMe: false, timestamp: new Date(1750091300 * 1000).toISOString() },
    ]);
  });

  it('button, list and template-button replies arrive as chat text with their titles', () => {
    const messages = messagesOf('interactive');
    expect(messages.map((m) => [m.type, m.body, m.quotedProviderId])).toEqual([
      ['chat', 'Change', 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA'],
      ['chat', 'Express Shipping', undefined],
      ['chat', 'Stop promotions', 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJGMEM0QUU2MDY5NzhCOUEwQjYA'],
    ]);
  });

  it('system messages are skipped; unsupported ones arrive as "unsupported" with Meta’s reason', () => {
    const { events, notes } = mapWebhook(fixture('system-unsupported'));
    expect(events).toHaveLength(1);
    expect(events[0]!.event).toMatchObject({ kind: 'message', message: { type: 'unsupported', body: '(#131051) Message type is currently not supported.' } });
    expect(notes).toEqual([expect.stringContaining('skipped system message')]);
  });
});

describe('mapWebhook: statuses', () => {
  it('sent, delivered, read and failed become acks 2, 3, 4 and 0 (with the error text)', () => {
    const { events, notes } = mapWebhook(fixture('statuses'));
    expect(events.map(({ event }) => event)).toEqual([
      { kind: 'update', update: { providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA', kind: 'ack', ack: 2 } },
      { kind: 'update', update: { providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA', kind: 'ack', ack: 3 } },
      { kind: 'update', update: { providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBI3MTE5MjVBOTE3MDk5QUVFM0YA', kind: 'ack', ack: 4 } },
      {
        kind: 'update',
        update: {
          providerMessageId: 'wamid.HBgLMTY1MDM4Nzk0MzkVAgARGBJDQjZCMzlEQUE4OTJBMTE4RTUA',
          kind: 'ack',
          ack: 0,
          error: '(#131047) Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
        },
      },
    ]);
    // Account-level errors have no message to attach to: they are reported for the log.
    expect(notes).toEqual(['account error (#130429) Cloud API message throughput has been reached.']);
  });
});

describe('mapWebhook: batches and bad input', () => {
  it('returns every event of every entry and change, in order, and notes the other fields', () => {
    const { events, notes } = mapWebhook(fixture('batch'));
    expect(events.map(({ event }) => (event.kind === 'message' ? event.message.type : event.kind === 'update' && event.update.kind === 'ack' ? `ack ${event.update.ack}` : event.kind))).toEqual([
      'chat',
      'image',
      'ack 2',
      'ack 3',
      'ack 4',
      'ack 0',
    ]);
    expect(notes).toContain('skipped message_template_status_update change');
  });

  it('one malformed message does not cost the rest of the batch', () => {
    const body = fixture('text') as { entry: { changes: { value: { messages: unknown[] } }[] }[] };
    body.entry[0]!.changes[0]!.value.messages.unshift({ id: 'wamid.broken', type: 'text' });
    const { events, notes } = mapWebhook(body);
    expect(events).toHaveLength(1);
    expect(notes).toEqual([expect.stringContaining('unreadable message')]);
  });

  it('answers nothing for payloads that are not WhatsApp Business Account webhooks', () => {
    expect(mapWebhook({ object: 'page', entry: [] }).events).toEqual([]);
    expect(mapWebhook('nonsense').events).toEqual([]);
    expect(mapWebhook({ object: 'whatsapp_business_account', entry: [{ changes: [{ field: 'messages', value: { messages: [{ from: '1', id: 'x', timestamp: 'soon', type: 'text', text: { body: 'a' } }] } }] }] }).events).toEqual([]);
  });
});
