import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { openTestDatabase } from '../../test/test-database.js';
import { storeInbound } from '../intake.js';
import type { InboundMessage } from '../provider-types.js';
import { isWindowOpen, windowExpiresAt } from './customer-window.js';
import { createCloudConnection } from './test/cloud-connection-row.js';

let database: Database;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

const HOUR = 60 * 60 * 1000;
const T0 = new Date('2026-03-02T10:00:00.000Z');
const at = (hours: number) => new Date(T0.getTime() + hours * HOUR);

let sequence = 0;
function message(phone: string, sentAt: Date, overrides: Partial<InboundMessage> = {}): InboundMessage {
  const peer = { phone };
  return { providerMessageId: `wamid.window-${(sequence += 1)}-${Math.random()}`, chat: { kind: 'contact', peer }, sender: peer, fromMe: false, timestamp: sentAt.toISOString(), type: 'chat', body: 'oi', ...overrides };
}

async function connectionWithInbox() {
  const connection = await createCloudConnection(database.db);
  const target = { companyId: connection.companyId, whatsappId: connection.id };
  const receive = (m: InboundMessage) => storeInbound(database.db, target, { kind: 'message', message: m }, new Date());
  return { connection, target, receive };
}

describe('windowExpiresAt (24-hour customer-service window from stored inbound events)', () => {
  it('is undefined until the contact writes, then their latest message + 24 h', async () => {
    const { connection, receive } = await connectionWithInbox();
    expect(await windowExpiresAt(database.db, connection.id, '5511911110000')).toBeUndefined();
    await receive(message('5511911110000', T0));
    expect(await windowExpiresAt(database.db, connection.id, '5511911110000')).toEqual(at(24));
    await receive(message('5511911110000', at(5)));
    expect(await windowExpiresAt(database.db, connection.id, '+55 (11) 91111-0000')).toEqual(at(29));
  });

  it('uses Meta’s timestamps: an old message redelivered late does not move the window', async () => {
    const { connection, receive } = await connectionWithInbox();
    await receive(message('5511922220000', at(10)));
    await receive(message('5511922220000', at(2)));
    expect(await windowExpiresAt(database.db, connection.id, '5511922220000')).toEqual(at(34));
  });

  it('counts only this contact’s own messages on this connection: not statuses, reactions, our echoes, other contacts or connections', async () => {
    const { connection, target, receive } = await connectionWithInbox();
    const other = await connectionWithInbox();
    await receive(message('5511933330000', T0));
    await receive(message('5511933330000', at(20), { fromMe: true }));
    await receive(message('5511944440000', at(21)));
    await other.receive(message('5511933330000', at(22)));
    await storeInbound(database.db, target, { kind: 'update', update: { providerMessageId: 'wamid.x', kind: 'reaction', emoji: '👍', sender: { phone: '5511933330000' }, fromMe: false, timestamp: at(23).toISOString() } }, new Date());
    await storeInbound(database.db, target, { kind: 'update', update: { providerMessageId: 'wamid.x', kind: 'ack', ack: 4 } }, new Date());
    expect(await windowExpiresAt(database.db, connection.id, '5511933330000')).toEqual(at(24));
  });

  it('isWindowOpen: open strictly before the expiry, closed without any message', () => {
    expect(isWindowOpen(at(24), at(23.99))).toBe(true);
    expect(isWindowOpen(at(24), at(24))).toBe(false);
    expect(isWindowOpen(undefined, T0)).toBe(false);
  });
});
