import type { AppContext } from '../../app-context.js';
import type { PromptRow } from '../../db/schema/index.js';
import { adminIds } from '../quick-messages/quick-messages.repository.js';
import { presentPrompts } from './prompt.presenter.js';

/** `company-{id}-prompt` to the admins who manage prompts; the key stays masked. */
export async function emitPromptSaved(ctx: AppContext, action: 'create' | 'update', row: PromptRow): Promise<void> {
  const [prompt] = await presentPrompts(ctx.db, ctx.config.jwtSecret, [row]);
  for (const userId of await adminIds(ctx.db, row.companyId)) ctx.realtime.toUser(row.companyId, userId, 'prompt', { action, prompt: prompt! });
}

export async function emitPromptDeleted(ctx: AppContext, companyId: number, promptId: number): Promise<void> {
  for (const userId of await adminIds(ctx.db, companyId)) ctx.realtime.toUser(companyId, userId, 'prompt', { action: 'delete', promptId });
}
