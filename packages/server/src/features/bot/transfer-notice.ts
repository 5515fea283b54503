import { pad2, wallParts } from './zoned-time.js';

/**
 * Automatic texts about transfers and calls (reference §9 step 5 and §7.15), worded as the reference
 * sends them.
 */

export type TransferChange = { fromQueue?: string | null; toQueue?: string | null; fromUser?: string | null; toUser?: string | null };

const PREFIX = '*Mensagem automática*:\n';
const WAIT = '\naguarde, já vamos te atender!';

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
export function transferNotice(change: TransferChange): string | undefined {
  const { fromQueue, toQueue, fromUser, toUser } = change;
  const queueChanged = Boolean(toQueue) && toQueue !== fromQueue;
  const newAgent = Boolean(toUser) && toUser !== fromUser;
  if (queueChanged && newAgent) return `${PREFIX}Você foi transferido para o departamento *${toQueue}* e contará com a presença de *${toUser}*${WAIT}`;
  if (queueChanged) return `${PREFIX}Você foi transferido para o departamento *${toQueue}*${WAIT}`;
  if (newAgent && fromUser) return `${PREFIX}Foi transferido para o atendente *${toUser}*${WAIT}`;
  return undefined;
}

/**
 * Sent after an incoming call when the `call` setting is disabled (the reference's text, with its
 * "desabilitas" typo corrected).
 */
export const CALLS_DISABLED_TEXT = '*Mensagem Automática:*\n\nAs chamadas de voz e vídeo estão desabilitadas para esse WhatsApp, favor enviar uma mensagem de texto. Obrigado';

/** The body of the `call_log` message stored for a call, with the local time zero-padded (the reference printed "9:5"). */
export function missedCallText(timeZone: string, now: Date): string {
  const local = wallParts(now.getTime(), timeZone);
  return `Chamada de voz/vídeo perdida às ${pad2(local.hour)}:${pad2(local.minute)}`;
}
