import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { whatsapps } from '../../db/schema/index.js';
import { AppError } from '../../http/app-error.js';

/**
 * `POST /contacts/import`: imports the contacts the default connection's provider knows (the
 * phone's address book). No provider offers an address-book listing yet (the `WhatsAppSession`
 * interface has no such method: Baileys only learns contacts from history sync, the Cloud API has
 * none), so this answers `{ imported: 0 }` after checking a default connection exists.
 */
export async function importFromAddressBook(ctx: AppContext, companyId: number): Promise<{ imported: number }> {
  const [connection] = await ctx.db
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.isDefault, true)));
  if (!connection) throw new AppError('ERR_NO_DEF_WAPP_FOUND');
  return { imported: 0 };
}
