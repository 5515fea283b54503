import { pino } from 'pino';
import type { ConnectionStatus } from '@prosa/contract';
import { ManualClock } from '../../../shared/clock.js';
import type { ProviderEvents } from '../../provider-types.js';
import type { CloudConnection } from '../cloud-credentials.js';
import { createCloudSession, type CloudSession } from '../cloud-session.js';

export const TEST_TOKEN = 'EAAG-test-access-token';
export const TEST_PHONE_ID = '106540352242922';
export const TEST_NOW = new Date('2026-03-02T12:00:00.000Z');

export function cloudConnection(overrides: Partial<CloudConnection> = {}): CloudConnection {
  return {
    id: 1,
    companyId: 1,
    provider: 'cloud',
    cloudPhoneNumberId: TEST_PHONE_ID,
    cloudBusinessAccountId: '102290129340398',
    cloudAccessToken: TEST_TOKEN,
    cloudAppSecret: 'app-secret',
    cloudVerifyToken: 'verify-me',
    ...overrides,
  };
}

/** Records the statuses a session reports; the Cloud session never reports messages itself. */
export function recordingEvents(): ProviderEvents & { statuses: { status: ConnectionStatus; reason?: string }[] } {
  const statuses: { status: ConnectionStatus; reason?: string }[] = [];
  const unexpected = async () => {
    throw new Error('the Cloud session does not report inbound traffic: the webhook stores it');
  };
  return {
    statuses,
    status: async (status, detail) => void statuses.push({ status, ...(detail?.reason ? { reason: detail.reason } : {}) }),
    qrcode: unexpected,
    pairingCode: unexpected,
    inbound: unexpected,
    update: unexpected,
    call: unexpected,
  };
}

export async function startedSession(baseUrl: string, overrides: Partial<CloudConnection> = {}, timeoutMs?: number): Promise<{ session: CloudSession; events: ReturnType<typeof recordingEvents> }> {
  const events = recordingEvents();
  const session = createCloudSession({ connection: cloudConnection(overrides), graph: { baseUrl, timeoutMs }, events, log: pino({ level: 'silent' }), clock: new ManualClock(TEST_NOW) });
  await session.start({});
  return { session, events };
}
