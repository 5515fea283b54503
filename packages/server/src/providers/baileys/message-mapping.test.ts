import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BufferJSON, type WACallEvent, type WAMessage } from '@whiskeysockets/baileys';
import { callOf } from './event-mapping.js';
import { mapWAMessage, type MappedMessage } from './message-mapping.js';

/**
 * Fixtures are Baileys messages in the shape they are logged in (`JSON.stringify` with
 * `BufferJSON.replacer`: bytes as `{ type: 'Buffer', data }`, Longs as `{ low, high }`), revived
 * the way a live message looks: Buffers restored.
 */
const raw = (name: string) => readFileSync(new URL(`./fixtures/${name}.json`, import.meta.url), 'utf8');
const fixture = (name: string) => JSON.parse(raw(name), BufferJSON.reviver) as WAMessage;
/** What `media.ref.message` must hold: the whole message, JSON-safe. */
const refOf = (name: string) => ({ format: 'baileys-wamessage', message: JSON.parse(raw(name)) as unknown });

const me = { phone: '5511900000000', lid: '987654321098765' };
const now = new Date('2030-01-01T00:00:00.000Z');
const map = (name: string): MappedMessage => mapWAMessage(fixture(name), { me, now });

const maria = { phone: '5511987654321', name: 'Maria Souza' };
const mariaChat = { kind: 'contact', peer: maria } as const;

describe('mapWAMessage: messages of every seed type', () => {
  it('maps a plain conversation to a chat message', () => {
    expect(map('text')).toStrictEqual({
      kind: 'message',
      message: { providerMessageId: '3EB0A1B2C3D4E5F60718', chat: mariaChat, sender: maria, fromMe: false, timestamp: '2025-11-21T08:00:00.000Z', type: 'chat', body: 'Olá, preciso de ajuda com meu pedido' },
    });
  });

  it('maps an extended text with a quote, keeping the quoted id', () => {
    expect(map('extended-text-quote')).toStrictEqual({
      kind: 'message',
      message: {
        providerMessageId: '3EB0QUOTEREPLY000001',
        chat: mariaChat,
        sender: maria,
        fromMe: false,
        timestamp: '2025-11-21T08:01:00.000Z',
        type: 'chat',
        body: 'Esse aqui, o pedido 4521',
        quotedProviderId: '3EB0ORIGINAL00000042',
      },
    });
  });

  it('maps an image with its caption, mimetype and the whole message as download ref (Long timestamp)', () => {
    expect(map('image')).toStrictEqual({
      kind: 'message',
      message: {
        providerMessageId: '3A1F00IMAGE000000001',
        chat: mariaChat,
        sender: maria,
        fromMe: false,
        timestamp: '2025-11-21T08:02:00.000Z',
        type: 'image',
        body: 'Foto do produto',
        media: { mimetype: 'image/jpeg', ref: refOf('image') },
      },
    });
  });

  it('maps a voice note (ptt) to audio', () => {
    expect(map('audio-ptt')).toStrictEqual({
      kind: 'message',
      message: {
        providerMessageId: '3A1F00AUDIO000000002',
        chat: mariaChat,
        sender: maria,
        fromMe: false,
        timestamp: '2025-11-21T08:03:00.000Z',
        type: 'audio',
        body: '',
        media: { mimetype: 'audio/ogg; codecs=opus', ref: refOf('audio-ptt') },
      },
    });
  });

  it('maps a video', () => {
    expect(map('video')).toStrictEqual({
      kind: 'message',
      message: { providerMessageId: '3A1F00VIDEO000000003', chat: mariaChat, sender: maria, fromMe: false, timestamp: '2025-11-21T08:04:00.000Z', type: 'video', body: '', media: { mimetype: 'video/mp4', ref: refOf('video') } },
    });
  });

  it('maps a document to application with its file name', () => {
    expect(map('document')).toStrictEqual({
      kind: 'message',
      message: {
        providerMessageId: '3A1F00DOCUMENT000004',
        chat: mariaChat,
        sender: maria,
        fromMe: false,
        timestamp: '2025-11-21T08:05:00.000Z',
        type: 'application',
        body: '',
        media: { mimetype: 'application/pdf', filename: 'nota-fiscal-4521.pdf', ref: refOf('document') },
      },
    });
  });

  it('unwraps documentWithCaption and uses the caption as body', () => {
    expect(map('document-with-caption')).toStrictEqual({
      kind: 'message',
      message: {
        providerMessageId: '3A1F00DOCCAPTION0005',
        chat: mariaChat,
        sender: maria,
        fromMe: false,
        timestamp: '2025-11-21T08:05:10.000Z',
        type: 'application',
        body: 'Segue a planilha',
        media: { mimetype: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', filename: 'planilha.xlsx', ref: refOf('document-with-caption') },
      },
    });
  });

  it('maps a sticker', () => {
    expect(map('sticker')).toStrictEqual({
      kind: 'message',
      message: { providerMessageId: '3A1F00STICKER0000006', chat: mariaChat, sender: maria, fromMe: false, timestamp: '2025-11-21T08:05:20.000Z', type: 'sticker', body: '', media: { mimetype: 'image/webp', ref: refOf('sticker') } },
    });
  });

  it('maps a location with name and address', () => {
    expect(map('location')).toStrictEqual({
      kind: 'message',
      message: {
        providerMessageId: '3A1F00LOCATION000007',
        chat: mariaChat,
        sender: maria,
        fromMe: false,
        timestamp: '2025-11-21T08:06:00.000Z',
        type: 'locationMessage',
        body: 'Loja Paulista\nAv. Paulista, 1000 - São Paulo',
        location: { latitude: -23.561414, longitude: -46.655881, name: 'Loja Paulista', address: 'Av. Paulista, 1000 - São Paulo' },
      },
    });
  });

  it('maps a live location to a location with its caption', () => {
    expect(map('live-location')).toStrictEqual({
      kind: 'message',
      message: {
        providerMessageId: '3A1F00LIVELOCATION08',
        chat: mariaChat,
        sender: maria,
        fromMe: false,
        timestamp: '2025-11-21T08:06:10.000Z',
        type: 'locationMessage',
        body: 'Estou chegando',
        location: { latitude: -22.9068, longitude: -43.1729 },
      },
    });
  });

  it('maps a contact card with its vCard', () => {
    const vcard = 'BEGIN:VCARD\nVERSION:3.0\nN:Silva;João;;;\nFN:João Silva\nTEL;type=CELL;waid=5511912345678:+55 11 91234-5678\nEND:VCARD';
    expect(map('contact')).toStrictEqual({
      kind: 'message',
      message: { providerMessageId: '3A1F00CONTACT0000009', chat: mariaChat, sender: maria, fromMe: false, timestamp: '2025-11-21T08:07:00.000Z', type: 'contactMessage', body: 'João Silva', vcards: [vcard] },
    });
  });

  it('maps several contacts with every vCard', () => {
    const joao = 'BEGIN:VCARD\nVERSION:3.0\nN:Silva;João;;;\nFN:João Silva\nTEL;type=CELL;waid=5511912345678:+55 11 91234-5678\nEND:VCARD';
    const ana = 'BEGIN:VCARD\nVERSION:3.0\nFN:Ana Lima\nTEL;type=CELL;waid=5521998765432:+55 21 99876-5432\nEND:VCARD';
    expect(map('contacts-array')).toStrictEqual({
      kind: 'message',
      message: { providerMessageId: '3A1F00CONTACTS000010', chat: mariaChat, sender: maria, fromMe: false, timestamp: '2025-11-21T08:07:10.000Z', type: 'contactsArrayMessage', body: '2 contatos', vcards: [joao, ana] },
    });
  });
});

describe('mapWAMessage: envelopes, groups, identities', () => {
  it('unwraps a disappearing (ephemeral) message', () => {
    expect(map('ephemeral')).toStrictEqual({
      kind: 'message',
      message: { providerMessageId: '3EB0EPHEMERAL0000011', chat: mariaChat, sender: maria, fromMe: false, timestamp: '2025-11-21T08:08:00.000Z', type: 'chat', body: 'Mensagem temporária' },
    });
  });

  it('unwraps a view-once image', () => {
    expect(map('view-once')).toStrictEqual({
      kind: 'message',
      message: { providerMessageId: '3A1F00VIEWONCE000012', chat: mariaChat, sender: maria, fromMe: false, timestamp: '2025-11-21T08:09:00.000Z', type: 'image', body: '', media: { mimetype: 'image/jpeg', ref: refOf('view-once') } },
    });
  });

  it('maps a group message with the participant (and its LID) as sender', () => {
    expect(map('group')).toStrictEqual({
      kind: 'message',
      message: {
        providerMessageId: '3EB0GROUP00000000013',
        chat: { kind: 'group', groupId: '120363401234567890' },
        sender: { phone: '5521998765432', lid: '222333444555666', name: 'Ana Lima' },
        fromMe: false,
        timestamp: '2025-11-21T08:10:00.000Z',
        type: 'chat',
        body: 'Bom dia, grupo!',
      },
    });
  });

  it('keeps both the LID and the phone of a LID-addressed chat', () => {
    const peer = { phone: '5511987654321', lid: '123456789012345', name: 'Maria Souza' };
    expect(map('lid-sender')).toStrictEqual({
      kind: 'message',
      message: { providerMessageId: '3EB0LIDSENDER0000014', chat: { kind: 'contact', peer }, sender: peer, fromMe: false, timestamp: '2025-11-21T08:11:00.000Z', type: 'chat', body: 'Mensagem via LID' },
    });
  });

  it('maps a message sent from the phone as fromMe, with our own identity as sender', () => {
    expect(map('from-me')).toStrictEqual({
      kind: 'message',
      message: {
        providerMessageId: '3EB0FROMME0000000015',
        chat: { kind: 'contact', peer: { phone: '5511987654321' } },
        sender: me,
        fromMe: true,
        timestamp: '2025-11-21T08:11:40.000Z',
        type: 'chat',
        body: 'Respondido pelo celular',
      },
    });
  });

  it('keeps an unknown type as unsupported instead of dropping it', () => {
    expect(map('poll')).toStrictEqual({
      kind: 'message',
      message: { providerMessageId: '3EB0POLL000000000022', chat: mariaChat, sender: maria, fromMe: false, timestamp: '2025-11-21T08:16:00.000Z', type: 'unsupported', body: '' },
    });
  });

  it('uses the clock when a message has no timestamp', () => {
    const message = { ...fixture('text'), messageTimestamp: undefined };
    const mapped = mapWAMessage(message, { me, now });
    expect(mapped.kind === 'message' && mapped.message.timestamp).toBe('2030-01-01T00:00:00.000Z');
  });
});

describe('mapWAMessage: updates of earlier messages', () => {
  it('maps a reaction to a reaction update of the reacted message', () => {
    expect(map('reaction')).toStrictEqual({
      kind: 'update',
      update: { providerMessageId: '3EB0ORIGINAL00000042', kind: 'reaction', emoji: '👍', sender: maria, fromMe: false, timestamp: '2025-11-21T08:11:59.000Z' },
    });
  });

  it('maps a REVOKE protocol message to a revoke of the deleted message', () => {
    expect(map('revoke')).toStrictEqual({ kind: 'update', update: { providerMessageId: '3EB0A1B2C3D4E5F60718', kind: 'revoke', timestamp: '2025-11-21T08:13:00.000Z' } });
  });

  it('maps an edit (editedMessage → MESSAGE_EDIT) to an edit with the new text, in whole seconds like Baileys', () => {
    expect(map('edit')).toStrictEqual({
      kind: 'update',
      update: { providerMessageId: '3EB0QUOTEREPLY000001', kind: 'edit', body: 'Esse aqui, o pedido 4512 (corrigido)', timestamp: '2025-11-21T08:13:59.000Z' },
    });
  });
});

describe('mapWAMessage: what is not a conversation', () => {
  it.each([
    ['status-broadcast', 'status or broadcast list'],
    ['newsletter', 'newsletter'],
    ['stub-only', 'stub 27'],
  ])('skips %s', (name, reason) => {
    expect(map(name)).toStrictEqual({ kind: 'skip', reason });
  });

  it('skips a group-call notice: calls come through the call event', () => {
    const notice = { key: { remoteJid: '120363401234567890@g.us', id: 'CALL5F3A9B0C1D2E3F40', fromMe: false, participant: '5521998765432@s.whatsapp.net' }, messageTimestamp: 1763712300, message: { call: { callKey: Buffer.from('x') } } };
    expect(mapWAMessage(notice, { me, now })).toStrictEqual({ kind: 'skip', reason: 'calls are reported by the call event' });
  });
});

describe('callOf (call_log)', () => {
  it('maps a call offer from a LID with the caller phone', () => {
    const call = JSON.parse(raw('call-offer'), (key, value: unknown) => (key === 'date' ? new Date(value as string) : value)) as WACallEvent;
    expect(callOf(call)).toStrictEqual({ callId: 'CALL5F3A9B0C1D2E3F40', from: { phone: '5511987654321', lid: '123456789012345' }, timestamp: '2025-11-21T08:05:00.000Z', isVideo: true });
  });
});
