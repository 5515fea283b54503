import type { ProviderKind } from '@prosa/contract';
import type { Db } from '../db/types.js';
import type { MediaStore } from '../media/media-store.js';
import type { Clock } from '../shared/clock.js';
import { createSimulatorSession } from '../providers/simulator/simulator-session.js';
import type { SessionFactory } from './session-manager.js';

export interface FactoryDeps {
  db: Db;
  clock: Clock;
  media: MediaStore;
  simulatorEnabled: boolean;
  /** Reconnect back-off base of the simulator (tests shorten it). */
  simulatorReconnectMs?: number;
}

/** The providers this process can run, by the connections' `provider` field. */
export function sessionFactories(deps: FactoryDeps): Partial<Record<ProviderKind, SessionFactory>> {
  const factories: Partial<Record<ProviderKind, SessionFactory>> = {};
  if (deps.simulatorEnabled) {
    factories.simulator = (row, events) => createSimulatorSession({ whatsappId: row.id, db: deps.db, clock: deps.clock, events, media: deps.media, reconnectDelayMs: deps.simulatorReconnectMs });
  }
  return factories;
}
