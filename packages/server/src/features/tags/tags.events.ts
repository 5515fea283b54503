import type { AppContext } from '../../app-context.js';
import type { TagRow } from '../../db/schema/index.js';
import { presentTag } from './tag.presenter.js';


/** `company-{id}-tag`: create/update carry the tag, delete its id. */
export function emitTagSaved(ctx: AppContext, action: 'create' | 'update', row: TagRow): void {
  ctx.realtime.toCompany(row.companyId, 'tag', { action, tag: presentTag(row) });
}

export function emitTagDeleted(ctx: AppContext, companyId: number, tagId: number): void {
  ctx.realtime.toCompany(companyId, 'tag', { action: 'delete', tagId });
}
