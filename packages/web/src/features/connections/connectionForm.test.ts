import { whatsappBodySchema } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { MESSAGE_KEYS } from '../../forms/validation';
import { connectionFixture } from './connectionFixture';
import {
  buildWhatsappBody,
  CONNECTION_FORM_FIELDS,
  CONNECTION_MESSAGE_KEYS,
  connectionFormSchema,
  connectionFormValues,
  pairingNumberSchema,
  type ConnectionFormValues,
} from './connectionForm';

const valid = (overrides: Partial<ConnectionFormValues> = {}): ConnectionFormValues => ({
  ...connectionFormValues(undefined, () => 'tok'),
  name: 'Vendas',
  ...overrides,
});

function messagesOf(values: ConnectionFormValues): Record<string, string | undefined> {
  const result = connectionFormSchema.safeParse(values);
  const messages: Record<string, string | undefined> = {};
  // The form shows the first problem of each field, as the resolver does.
  if (!result.success) for (const issue of result.error.issues) messages[issue.path.join('.')] ??= issue.message;
  return messages;
}

describe('connection form schema (seed 000 §5: name 2 to 50)', () => {
  it("answers 'Required', 'Too Short!' and 'Too Long!' for the name", () => {
    expect(messagesOf(valid({ name: '  ' })).name).toBe(MESSAGE_KEYS.required);
    expect(messagesOf(valid({ name: 'A' })).name).toBe(MESSAGE_KEYS.tooShort);
    expect(messagesOf(valid({ name: 'A'.repeat(51) })).name).toBe(MESSAGE_KEYS.tooLong);
    expect(messagesOf(valid({ name: 'AB' })).name).toBeUndefined();
  });

  it('accepts whole minutes from 0 and refuses the rest', () => {
    expect(messagesOf(valid({ expiresTicket: '0', timeUseBotQueues: '525600' }))).toEqual({});
    expect(messagesOf(valid({ expiresTicket: '-1' })).expiresTicket).toBe(CONNECTION_MESSAGE_KEYS.minutes);
    expect(messagesOf(valid({ expiresTicket: '1.5' })).expiresTicket).toBe(CONNECTION_MESSAGE_KEYS.minutes);
    expect(messagesOf(valid({ timeUseBotQueues: '525601' })).timeUseBotQueues).toBe(CONNECTION_MESSAGE_KEYS.minutes);
    expect(messagesOf(valid({ expiresTicket: '' })).expiresTicket).toBe(MESSAGE_KEYS.required);
    expect(messagesOf(valid({ maxUseBotQueues: '101' })).maxUseBotQueues).toBe(CONNECTION_MESSAGE_KEYS.maxUses);
    expect(messagesOf(valid({ timeToTransfer: '' })).timeToTransfer).toBeUndefined();
  });

  it('asks for a greeting when more than one queue is chosen (ERR_WAPP_GREETING_REQUIRED)', () => {
    expect(messagesOf(valid({ queueIds: [1, 2] })).greetingMessage).toBe(CONNECTION_MESSAGE_KEYS.greetingRequired);
    expect(messagesOf(valid({ queueIds: [1, 2], greetingMessage: 'Olá!' })).greetingMessage).toBeUndefined();
    expect(messagesOf(valid({ queueIds: [1] })).greetingMessage).toBeUndefined();
  });

  it('needs the phone number id and access token of a Cloud API connection', () => {
    const messages = messagesOf(valid({ provider: 'cloud' }));
    expect(messages.cloudPhoneNumberId).toBe(MESSAGE_KEYS.required);
    expect(messages.cloudAccessToken).toBe(MESSAGE_KEYS.required);
    expect(messagesOf(valid({ provider: 'cloud', cloudPhoneNumberId: '123', cloudAccessToken: 'EAAG' }))).toEqual({});
  });

  it('lists every field for the server issues', () => {
    expect(CONNECTION_FORM_FIELDS).toContain('name');
    expect(CONNECTION_FORM_FIELDS).toContain('greetingMessage');
    expect(CONNECTION_FORM_FIELDS).toContain('cloudAccessToken');
  });
});

describe('form values', () => {
  it("starts a new connection with the seed's defaults and a fresh token", () => {
    const values = connectionFormValues(undefined, () => 'generated');
    expect(values).toMatchObject({
      provider: 'beta',
      isDefault: false,
      expiresTicket: '0',
      timeUseBotQueues: '0',
      maxUseBotQueues: '3',
      timeToTransfer: '',
      transferQueueId: '',
      queueIds: [],
      token: 'generated',
    });
  });

  it('starts an edit from the record', () => {
    const record = connectionFixture({
      name: 'Suporte',
      provider: 'cloud',
      isDefault: true,
      expiresTicket: 30,
      timeToTransfer: 15,
      transferQueueId: 4,
      promptId: 9,
      token: 'secret',
      queues: [
        { id: 4, name: 'Fila', color: '#ff0000' },
        { id: 5, name: 'Outra', color: '#00ff00' },
      ],
    });
    expect(connectionFormValues(record)).toMatchObject({
      name: 'Suporte',
      provider: 'cloud',
      isDefault: true,
      expiresTicket: '30',
      timeToTransfer: '15',
      transferQueueId: '4',
      promptId: '9',
      queueIds: [4, 5],
      token: 'secret',
    });
  });

  it('keeps the token empty when the record came without it', () => {
    expect(connectionFormValues(connectionFixture(), () => 'unused').token).toBe('');
  });
});

describe('request body', () => {
  it('turns the texts into the numbers and ids of the contract body', () => {
    const body = buildWhatsappBody(
      valid({
        name: '  Vendas ',
        expiresTicket: '30',
        timeUseBotQueues: '2',
        maxUseBotQueues: '5',
        timeToTransfer: '10',
        transferQueueId: '7',
        promptId: '3',
        queueIds: [7, 8],
        greetingMessage: 'Olá',
        token: ' abc ',
      }),
      { promptsAvailable: true },
    );
    expect(body).toMatchObject({
      name: 'Vendas',
      expiresTicket: 30,
      timeUseBotQueues: 2,
      maxUseBotQueues: 5,
      timeToTransfer: 10,
      transferQueueId: 7,
      promptId: 3,
      queueIds: [7, 8],
      token: 'abc',
    });
    expect(whatsappBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends null for an empty transfer time and queue', () => {
    const body = buildWhatsappBody(valid(), { promptsAvailable: true });
    expect(body.timeToTransfer).toBeNull();
    expect(body.transferQueueId).toBeNull();
    expect(body.promptId).toBeNull();
  });

  it('leaves the prompt alone when no prompt could be chosen', () => {
    expect('promptId' in buildWhatsappBody(valid({ promptId: '3' }), { promptsAvailable: false })).toBe(false);
  });

  it('produces a body the contract accepts for every provider', () => {
    for (const provider of ['beta', 'cloud', 'simulator'] as const) {
      const body = buildWhatsappBody(valid({ provider, cloudPhoneNumberId: '1', cloudAccessToken: 'x' }), { promptsAvailable: false });
      expect(whatsappBodySchema.safeParse(body).success, provider).toBe(true);
    }
  });
});

describe('pairing number', () => {
  it('keeps the digits of a typed number', () => {
    expect(pairingNumberSchema.parse({ number: '+55 (11) 98765-4321' })).toEqual({ number: '5511987654321' });
  });

  it('refuses too few or too many digits', () => {
    expect(pairingNumberSchema.safeParse({ number: '1234567' }).success).toBe(false);
    expect(pairingNumberSchema.safeParse({ number: '1'.repeat(16) }).success).toBe(false);
  });
});
