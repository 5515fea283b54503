import { describe, expect, it } from 'vitest';
import { capabilitiesOf } from '../providers/capabilities.js';
import type { OutboundTarget, WhatsAppSession } from '../providers/provider-types.js';
import { deferredSession } from './deferred-session.js';

const target: OutboundTarget = { kind: 'contact', phone: '5511999990000' };

/** A provider session that records every call it receives. */
function recordingSession(calls: string[]): WhatsAppSession {
  const record =
    <T>(name: string, result: T) =>
    async (...args: unknown[]) => {
      calls.push(`${name} ${JSON.stringify(args)}`);
      return result;
    };
  const sent = { providerMessageId: 'ID1', timestamp: '2024-05-10T12:00:00.000Z' };
  return {
    provider: 'beta',
    capabilities: capabilitiesOf('beta'),
    start: record('start', undefined),
    stop: record('stop', undefined),
    logout: record('logout', undefined),
    sendText: record('sendText', sent),
    sendMedia: record('sendMedia', sent),
    sendLocation: record('sendLocation', sent),
    sendContacts: record('sendContacts', sent),
    sendReaction: record('sendReaction', undefined),
    editText: record('editText', undefined),
    deleteForEveryone: record('deleteForEveryone', undefined),
    markRead: record('markRead', undefined),
    checkNumber: record('checkNumber', { exists: true, phone: '5511999990000' }),
    profilePicture: record('profilePicture', 'https://example.com/p.jpg'),
    downloadMedia: record('downloadMedia', { data: Buffer.from('x'), mimetype: 'image/jpeg' }),
    listContacts: record('listContacts', [{ phone: '5511999990000' }]),
  };
}

describe('deferred session', () => {
  it('loads nothing until its first call, yet tells its provider and capabilities', () => {
    let loads = 0;
    const session = deferredSession('beta', async () => {
      loads += 1;
      return recordingSession([]);
    });
    expect(session.provider).toBe('beta');
    expect(session.capabilities).toEqual(capabilitiesOf('beta'));
    expect(loads).toBe(0);
  });

  it('loads the provider once and passes every call through with its answer', async () => {
    const calls: string[] = [];
    let loads = 0;
    const session = deferredSession('beta', async () => {
      loads += 1;
      return recordingSession(calls);
    });
    await Promise.all([session.start({ usePairingCode: true, number: '5511999990000' }), session.checkNumber('5511999990000')]);
    expect(await session.sendText(target, 'olá', { quotedProviderId: 'Q1' })).toEqual({ providerMessageId: 'ID1', timestamp: '2024-05-10T12:00:00.000Z' });
    await session.markRead(target, ['A', 'B']);
    expect(await session.profilePicture(target)).toBe('https://example.com/p.jpg');
    expect(await session.listContacts?.()).toEqual([{ phone: '5511999990000' }]);
    await session.logout();
    await session.stop();
    expect(loads).toBe(1);
    expect(calls).toEqual([
      'start [{"usePairingCode":true,"number":"5511999990000"}]',
      'checkNumber ["5511999990000"]',
      'sendText [{"kind":"contact","phone":"5511999990000"},"olá",{"quotedProviderId":"Q1"}]',
      'markRead [{"kind":"contact","phone":"5511999990000"},["A","B"]]',
      'profilePicture [{"kind":"contact","phone":"5511999990000"}]',
      'listContacts []',
      'logout []',
      'stop []',
    ]);
  });

  it('stopping a session that was never used loads nothing', async () => {
    let loads = 0;
    const session = deferredSession('beta', async () => {
      loads += 1;
      return recordingSession([]);
    });
    await session.stop();
    expect(loads).toBe(0);
  });

  it('a failed load fails that call and is tried again by the next one', async () => {
    const calls: string[] = [];
    let loads = 0;
    const session = deferredSession('beta', async () => {
      loads += 1;
      if (loads === 1) throw new Error('module not found');
      return recordingSession(calls);
    });
    await expect(session.start({})).rejects.toThrow('module not found');
    await session.start({});
    expect(loads).toBe(2);
    expect(calls).toEqual(['start [{}]']);
  });
});
