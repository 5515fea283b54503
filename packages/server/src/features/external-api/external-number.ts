import type { EngineContext } from '../../engine-context.js';
import { AppError } from '../../shared/app-error.js';
import { checkContactNumber, type CheckedNumber } from '../contacts/number-check.js';

/**
 * The number of an external send, checked on WhatsApp through the token's own connection when its
 * session runs in this process (the one that will send), else through the company's other
 * connections as the contacts page does. Not on WhatsApp: 400 `ERR_WAPP_INVALID_CONTACT`.
 */
export async function checkExternalNumber(ctx: Pick<EngineContext, 'db' | 'sessions'>, connection: { companyId: number; whatsappId: number }, number: string): Promise<CheckedNumber> {
  const session = ctx.sessions.sessionOf(connection.whatsappId);
  if (!session) return checkContactNumber(ctx, connection.companyId, number);
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
