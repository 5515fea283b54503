import type { ProviderKind } from '@prosa/contract';
import type { Db } from '../db/types.js';
import type { MediaStore } from '../media/media-store.js';
import type { Clock } from '../shared/clock.js';
import type { FastifyBaseLogger } from 'fastify';
import { createSimulatorSession } from '../providers/simulator/simulator-session.js';
import { createCloudSession } from '../providers/cloud/cloud-session.js';
import type { SessionFactory } from './session-manager.js';

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
}

/** The providers this process can run, by the connections' `provider` field. */
export function sessionFactories(deps: FactoryDeps): Partial<Record<ProviderKind, SessionFactory>> {
  const factories: Partial<Record<ProviderKind, SessionFactory>> = {
    // Cloud API traffic arrives through the webhook route; the session only sends.
    cloud: (row, events) => createCloudSession({ connection: row, graph: deps.graph, events, log: deps.log, clock: deps.clock }),
  };
  if (deps.simulatorEnabled) {
    factories.simulator = (row, events) => createSimulatorSession({ whatsappId: row.id, db: deps.db, clock: deps.clock, events, media: deps.media, reconnectDelayMs: deps.simulatorReconnectMs });
  }
  return factories;
}
