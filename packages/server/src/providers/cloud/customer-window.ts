import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { inboundEvents } from '../../db/schema/index.js';
import { chatKeyOf } from '../intake.js';

/** Meta's customer-service window: free-form messages only within 24 h of the customer's last message. */
export const WINDOW_MS = 24 * 60 * 60 * 1000;

/** The chat key intake gives a contact's messages (built through intake so the two never disagree). */
function contactChatKey(peerPhone: string): string {
  return chatKeyOf({ kind: 'call', call: { callId: '', from: { phone: peerPhone.replace(/\D/g, '') }, timestamp: '', isVideo: false } });
}

/**
 * When the 24-hour window with this contact closes on this Cloud connection (the ticket's
 * `windowExpiresAt`), computed from the stored inbound events rather than kept in a table: the
 * latest message the contact sent (Meta's own timestamp, which retried deliveries keep) plus 24 h.
 * Undefined when the contact never wrote; a past date means the window is closed (only templates).
 * Reactions do not open the window, and status updates carry no contact, so only messages count.
 */
export async function windowExpiresAt(executor: Executor, whatsappId: number, peerPhone: string): Promise<Date | undefined> {
  const [row] = await executor
    .select({ last: sql<string | Date | null>`max((${inboundEvents.payload} ->> 'timestamp')::timestamptz)` })
    .from(inboundEvents)
    .where(
      and(
        eq(inboundEvents.whatsappId, whatsappId),
        eq(inboundEvents.chatKey, contactChatKey(peerPhone)),
        eq(inboundEvents.kind, 'message'),
        sql`(${inboundEvents.payload} ->> 'fromMe') = 'false'`,
        sql`coalesce(${inboundEvents.payload} ->> 'isHistory', 'false') <> 'true'`,
      ),
    );
  if (!row?.last) return undefined;
  return new Date(new Date(row.last).getTime() + WINDOW_MS);
}

/** Whether a free-form message may go out now. */
export function isWindowOpen(expiresAt: Date | undefined, now: Date): boolean {
  return expiresAt !== undefined && expiresAt.getTime() > now.getTime();
}
