import type { CompanyLanguage } from '@prosa/contract';
import { automaticTextsIn } from './automatic-texts.js';
import { pad2, wallParts } from '../../shared/zoned-time.js';

/** Automatic texts about transfers and calls, in the company's language. */

export type TransferChange = { fromQueue?: string | null; toQueue?: string | null; fromUser?: string | null; toUser?: string | null };

/**
 * The notice for a transfer (sent when `sendMsgTransfTicket` is enabled), or undefined when there is
 * nothing to tell the customer. Queue and user names are compared as given, so the engine passes
 * the names of the old and new queue and user. Decisions:
 * - a new queue (from another queue or from none) → the department text; with a new agent too
 *   (from another agent or from none) → the combined text; the same agent kept → department only;
 * - a new agent in the same queue → the agent text, but only when another agent had the ticket:
 *   an agent picking up an unassigned ticket is an accept, announced by `sendGreetingAccepted`;
 * - losing the queue or the agent (back to the waiting list) → nothing.
 * The reference sent nothing when a queue and an agent were both set on an unassigned ticket.
 */
export function transferNotice(change: TransferChange, language: CompanyLanguage = 'pt'): string | undefined {
  const { fromQueue, toQueue, fromUser, toUser } = change;
  const { prefix, toDepartment, toDepartmentAndAgent, toAgent, wait } = automaticTextsIn(language).transfer;
  const queueChanged = Boolean(toQueue) && toQueue !== fromQueue;
  const newAgent = Boolean(toUser) && toUser !== fromUser;
  if (queueChanged && newAgent) return `${prefix}${toDepartmentAndAgent(toQueue!, toUser!)}${wait}`;
  if (queueChanged) return `${prefix}${toDepartment(toQueue!)}${wait}`;
  if (newAgent && fromUser) return `${prefix}${toAgent(toUser!)}${wait}`;
  return undefined;
}

/** Sent after an incoming call when the `call` setting is disabled. */
export function callsDisabledText(language: CompanyLanguage = 'pt'): string {
  return automaticTextsIn(language).callsDisabled;
}

/** The body of the `call_log` message stored for a call, with the local time zero-padded (the reference printed "9:5"). */
export function missedCallText(timeZone: string, now: Date, language: CompanyLanguage = 'pt'): string {
  const local = wallParts(now.getTime(), timeZone);
  return automaticTextsIn(language).missedCall(`${pad2(local.hour)}:${pad2(local.minute)}`);
}
