import type { ProviderKind } from '@prosa/contract';
import type { Db } from '../db/types.js';
import type { MediaStore } from '../media/media-store.js';
import type { Clock } from '../shared/clock.js';
import type { FastifyBaseLogger } from 'fastify';
import { createSimulatorSession } from '../providers/simulator/simulator-session.js';
import { createCloudSession } from '../providers/cloud/cloud-session.js';
import { SecretBox } from '../shared/secret-box.js';
import type { SessionFactory } from './session-manager.js';
import { deferredSession } from './deferred-session.js';

export interface FactoryDeps {
  db: Db;
  clock: Clock;
  media: MediaStore;
  simulatorEnabled: boolean;
  /** Reconnect back-off base of the simulator (tests shorten it). */
  simulatorReconnectMs?: number;
  log: FastifyBaseLogger;
  /** Where the Cloud API lives (tests point it at a local fake Graph server). */
  graph: { baseUrl: string; version: string };
  /** Seals the Baileys credentials in the database; the key is derived from it. */
  serverSecret: string;
}

/** Never change: credentials sealed under one purpose cannot be opened under another. */
const WHATSAPP_AUTH_PURPOSE = 'whatsapp-auth';

/** The providers this process can run, by the connections' `provider` field. */
export function sessionFactories(deps: FactoryDeps): Partial<Record<ProviderKind, SessionFactory>> {
  const secretBox = new SecretBox(deps.serverSecret, WHATSAPP_AUTH_PURPOSE);
  const factories: Partial<Record<ProviderKind, SessionFactory>> = {
    // Baileys is imported when a Baileys session is first used, not at boot (see deferredSession).
    beta: (row, events) =>
      deferredSession('beta', async () => {
        const { createBaileysSession, storedMessageLookup } = await import('../providers/baileys/baileys-provider.js');
        return createBaileysSession({
          whatsappId: row.id,
          companyId: row.companyId,
          db: deps.db,
          secretBox,
          events,
          log: deps.log.child({ whatsappId: row.id }) as never,
          clock: deps.clock,
          mediaStore: deps.media,
          getMessage: storedMessageLookup(deps.db, row.id),
        });
      }),
    // Cloud API traffic arrives through the webhook route; the session only sends.
    cloud: (row, events) => createCloudSession({ connection: row, graph: deps.graph, events, log: deps.log, clock: deps.clock }),
  };
  if (deps.simulatorEnabled) {
    factories.simulator = (row, events) => createSimulatorSession({ whatsappId: row.id, db: deps.db, clock: deps.clock, events, media: deps.media, reconnectDelayMs: deps.simulatorReconnectMs });
  }
  return factories;
}
