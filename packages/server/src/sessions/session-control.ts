import type { Executor } from '../db/types.js';
import { sessionCommands } from '../db/schema/index.js';

export type SessionCommand = (typeof sessionCommands.$inferInsert)['command'];

/** Asks the process that owns a connection's session to act; any process may ask. */
export async function requestSessionCommand(executor: Executor, whatsappId: number, command: SessionCommand, options: { usePairingCode?: boolean; number?: string } = {}): Promise<void> {
  await executor.insert(sessionCommands).values({ whatsappId, command, options });
}

/** Lets the API nudge this process's session manager after committing a command (no-op without one). */
export interface SessionWaker {
  wake(): void;
}

export const noSessionWaker: SessionWaker = { wake: () => undefined };
