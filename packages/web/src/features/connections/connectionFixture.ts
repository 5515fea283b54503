import type { Whatsapp } from '@prosa/contract';

/** A whole connection as `GET /whatsapp` answers it, for the unit tests. */
export function connectionFixture(overrides: Partial<Whatsapp> = {}): Whatsapp {
  return {
    id: 1,
    companyId: 1,
    name: 'Vendas',
    status: 'CONNECTED',
    qrcode: '',
    pairingCode: '',
    retries: 0,
    statusReason: '',
    isDefault: false,
    number: '',
    provider: 'beta',
    greetingMessage: '',
    complationMessage: '',
    outOfHoursMessage: '',
    ratingMessage: '',
    expiresInactiveMessage: '',
    expiresTicket: 0,
    timeUseBotQueues: 0,
    maxUseBotQueues: 3,
    timeToTransfer: null,
    transferQueueId: null,
    promptId: null,
    integrationId: null,
    queues: [],
    cloudPhoneNumberId: '',
    cloudBusinessAccountId: '',
    capabilities: {},
    createdAt: '2025-01-01T12:00:00.000Z',
    updatedAt: '2025-01-01T12:00:00.000Z',
    ...overrides,
  };
}
