import type { User } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';

/** `company-{id}-user` `{ action: 'create' | 'update', user }` / `{ action: 'delete', userId }`. */
export function emitUserChange(ctx: Pick<AppContext, 'realtime'>, action: 'create' | 'update', user: User): void {
  ctx.realtime.toCompany(user.companyId, 'user', { action, user });
}

export function emitUserDelete(ctx: AppContext, companyId: number, userId: number): void {
  ctx.realtime.toCompany(companyId, 'user', { action: 'delete', userId });
}
