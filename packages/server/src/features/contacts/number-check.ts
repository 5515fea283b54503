import { and, desc, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { whatsapps } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

export interface CheckedNumber {
  /** The number as WhatsApp knows it (it may differ from the typed one, e.g. Brazil's ninth digit). */
  phone: string;
  lid?: string | undefined;
  /** False when no connected connection with a live session in this process could check it. */
  checked: boolean;
}

/**
 * Checks a number through the company's connections: the default one first, then any other that is
 * CONNECTED, using the first whose session runs in this process. `exists: false` answers 400
 * `ERR_WAPP_INVALID_CONTACT`; a provider failure `ERR_WAPP_CHECK_CONTACT`.
 *
 * Decision: when no connected connection has a live session in this process (no connection, all
 * disconnected, or sessions owned by another process in a split deployment) the number is accepted
 * unchecked, so contacts can be kept before WhatsApp is paired; the conversation engine fixes the
 * identity when the first message arrives.
 */
export async function checkContactNumber(ctx: Pick<AppContext, 'db' | 'sessions'>, companyId: number, number: string): Promise<CheckedNumber> {
  const candidates = await ctx.db
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.status, 'CONNECTED')))
    .orderBy(desc(whatsapps.isDefault), whatsapps.id);
  for (const candidate of candidates) {
    const session = ctx.sessions.sessionOf(candidate.id);
    if (!session) continue;
    let result: Awaited<ReturnType<typeof session.checkNumber>>;
    try {
      result = await session.checkNumber(number);
    } catch {
      throw new AppError('ERR_WAPP_CHECK_CONTACT');
    }
    if (!result.exists) throw new AppError('ERR_WAPP_INVALID_CONTACT');
    const phone = (result.phone ?? number).split('@')[0]!.replace(/\D/g, '') || number;
    return { phone, lid: result.lid, checked: true };
  }
  return { phone: number, checked: false };
}
