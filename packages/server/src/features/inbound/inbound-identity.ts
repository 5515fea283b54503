import type { Tx } from '../../db/types.js';
import type { EngineContext } from '../../engine-context.js';
import type { IntakeTarget } from '../../providers/intake.js';
import type { IdentityPair } from '../../providers/provider-types.js';
import { linkIdentity } from '../contacts/contact-identity.js';
import { emitContactChange, emitContactDelete } from '../contacts/contacts.events.js';
import type { AfterCommit } from '../../db/after-commit.js';

/** WhatsApp said a phone number and an `@lid` are one person: one contact keeps both. */
export async function handleIdentity(tx: Tx, ctx: EngineContext, target: IntakeTarget, pair: IdentityPair, after: AfterCommit): Promise<void> {
  const resolution = await linkIdentity(tx, target.companyId, pair, ctx.clock.now());
  if (!resolution?.changed) return;
  after.add(() => emitContactChange(ctx, 'update', resolution.contact));
  for (const id of resolution.mergedContactIds) after.add(() => emitContactDelete(ctx, target.companyId, id));
}
