import { and, eq } from 'drizzle-orm';
import { isMaskedSecret, type PromptBody } from '@prosa/contract';
import type { z } from 'zod';
import type { promptUpdateSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { prompts, queues, tickets, whatsapps } from '../../db/schema/index.js';
import type { PromptRow } from '../../db/schema/index.js';
import { inCompany } from '../../db/company-scope.js';
import type { Executor } from '../../db/types.js';
import { AppError } from '../../shared/app-error.js';
import { emitPromptDeleted, emitPromptSaved } from './prompts.events.js';
import { sealPromptKey, sealVoiceKey } from './prompt-key.js';
import { findPrompt } from './prompts.repository.js';

type UpdateBody = z.output<typeof promptUpdateSchema>;

async function assertCompanyQueue(executor: Executor, companyId: number, queueId: number | null | undefined): Promise<void> {
  if (queueId === undefined || queueId === null) return;
  const [queue] = await executor.select({ id: queues.id }).from(queues).where(and(eq(queues.companyId, companyId), eq(queues.id, queueId)));
  if (!queue) throw new AppError('ERR_NO_QUEUE_FOUND');
}

/** A key sent back as shown (masked), or not sent, keeps the stored one; a new one is sealed. */
function newSealedKey(ctx: AppContext, apiKey: string | undefined): string | undefined {
  if (apiKey === undefined || apiKey === '' || isMaskedSecret(apiKey)) return undefined;
  return sealPromptKey(ctx.config.jwtSecret, apiKey);
}

/** The Azure Speech key likewise, except that an empty one clears it (a voice is optional). */
function newVoiceKey(ctx: AppContext, voiceKey: string | undefined): string | undefined {
  if (voiceKey === undefined || isMaskedSecret(voiceKey)) return undefined;
  return sealVoiceKey(ctx.config.jwtSecret, voiceKey);
}

function editable(body: UpdateBody): Partial<PromptRow> {
  const { apiKey: _apiKey, voiceKey: _voiceKey, ...rest } = body;
  return Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined)) as Partial<PromptRow>;
}

export async function createPrompt(ctx: AppContext, companyId: number, body: PromptBody): Promise<PromptRow> {
  const apiKey = newSealedKey(ctx, body.apiKey);
  if (!apiKey) throw new AppError('ERR_VALIDATION', { extra: { issues: { apiKey: 'Required' } } });
  await assertCompanyQueue(ctx.db, companyId, body.queueId);
  const now = ctx.clock.now();
  const [row] = await ctx.db
    .insert(prompts)
    .values({ ...editable(body), name: body.name, prompt: body.prompt, queueId: body.queueId ?? null, apiKey, voiceKey: newVoiceKey(ctx, body.voiceKey) ?? '', companyId, createdAt: now, updatedAt: now })
    .returning();
  await emitPromptSaved(ctx, 'create', row!);
  return row!;
}

export async function updatePrompt(ctx: AppContext, companyId: number, id: number, body: UpdateBody): Promise<PromptRow> {
  const apiKey = newSealedKey(ctx, body.apiKey);
  const voiceKey = newVoiceKey(ctx, body.voiceKey);
  const row = await ctx.db.transaction(async (tx) => {
    await findPrompt(tx, companyId, id);
    await assertCompanyQueue(tx, companyId, body.queueId);
    const [updated] = await tx
      .update(prompts)
      .set({ ...editable(body), ...(apiKey ? { apiKey } : {}), ...(voiceKey !== undefined ? { voiceKey } : {}), updatedAt: ctx.clock.now() })
      .where(inCompany(prompts, companyId, eq(prompts.id, id)))
      .returning();
    return updated!;
  });
  await emitPromptSaved(ctx, 'update', row);
  return row;
}

/** Queues, connections and tickets that used it no longer do. */
export async function deletePrompt(ctx: AppContext, companyId: number, id: number): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    await findPrompt(tx, companyId, id);
    await tx.update(queues).set({ promptId: null }).where(and(eq(queues.companyId, companyId), eq(queues.promptId, id)));
    await tx.update(whatsapps).set({ promptId: null }).where(and(eq(whatsapps.companyId, companyId), eq(whatsapps.promptId, id)));
    await tx.update(tickets).set({ promptId: null }).where(and(eq(tickets.companyId, companyId), eq(tickets.promptId, id)));
    await tx.delete(prompts).where(inCompany(prompts, companyId, eq(prompts.id, id)));
  });
  await emitPromptDeleted(ctx, companyId, id);
}
