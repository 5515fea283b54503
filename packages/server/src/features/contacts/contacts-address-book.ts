import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.js';
import { whatsapps } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';
import { findOrCreateContact, type ContactResolution } from './contact-identity.js';
import { emitContactChange, emitContactDelete } from './contacts.events.js';

const BATCH = 200;

/**
 * `POST /contacts/import`: the contacts the default connection's provider knows (the phone's
 * address book) become contacts, linked by phone and LID like inbound messages would link them.
 * A provider that knows none (the Cloud API), or a session not running in this process, imports
 * nothing. Answers how many contacts were created.
 */
export async function importFromAddressBook(ctx: AppContext, companyId: number): Promise<{ imported: number }> {
  const [connection] = await ctx.db
    .select({ id: whatsapps.id })
    .from(whatsapps)
    .where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.isDefault, true)));
  if (!connection) throw new AppError('ERR_NO_DEF_WAPP_FOUND');
  const session = ctx.sessions.sessionOf(connection.id);
  if (!session?.listContacts) return { imported: 0 };
  const peers = await session.listContacts().catch(() => {
    throw new AppError('ERR_WAPP_NOT_INITIALIZED');
  });
  let imported = 0;
  for (let start = 0; start < peers.length; start += BATCH) {
    const now = ctx.clock.now();
    const results: ContactResolution[] = await ctx.db.transaction(async (tx) => {
      const batch: ContactResolution[] = [];
      for (const peer of peers.slice(start, start + BATCH)) {
        batch.push(await findOrCreateContact(tx, companyId, { phone: peer.phone, lid: peer.lid, name: peer.name, whatsappId: connection.id }, now));
      }
      return batch;
    });
    for (const result of results) {
      if (result.created) imported += 1;
      for (const mergedId of result.mergedContactIds) emitContactDelete(ctx, companyId, mergedId);
      if (result.created || result.changed) await emitContactChange(ctx, result.created ? 'create' : 'update', result.contact);
    }
  }
  return { imported };
}
