import type { Executor } from '../db/types.js';
import { sessionCommands } from '../db/schema/index.js';
import type { WhatsAppSession } from '../providers/provider-types.js';

export type SessionCommand = (typeof sessionCommands.$inferInsert)['command'];

/** Asks the process that owns a connection's session to act; any process may ask. */
export async function requestSessionCommand(executor: Executor, whatsappId: number, command: SessionCommand, options: { usePairingCode?: boolean; number?: string } = {}): Promise<void> {
  await executor.insert(sessionCommands).values({ whatsappId, command, options });
}

/**
 * What the API may ask of this process's session manager: a nudge after committing a command, and
 * the live session of a connection when this process owns it (number checks, profile pictures).
 */
export interface SessionWaker {
  wake(): void;
  sessionOf(whatsappId: number): WhatsAppSession | undefined;
}

export const noSessionWaker: SessionWaker = { wake: () => undefined, sessionOf: () => undefined };
