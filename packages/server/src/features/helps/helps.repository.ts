import { asc, eq } from 'drizzle-orm';
import type { helpBodySchema, helpUpdateSchema } from '@prosa/contract';
import type { z } from 'zod';
import type { Executor } from '../../db/types.js';
import { helps, type HelpRow } from '../../db/schema/index.js';
import { AppError } from '../../shared/app-error.js';

// Help videos belong to the platform, not to a company: these queries take no company.

export function listHelps(executor: Executor): Promise<HelpRow[]> {
  return executor.select().from(helps).orderBy(asc(helps.title), asc(helps.id));
}

export async function insertHelp(executor: Executor, values: z.output<typeof helpBodySchema>): Promise<HelpRow> {
  const [row] = await executor.insert(helps).values(values).returning();
  return row!;
}

export async function updateHelp(executor: Executor, id: number, values: z.output<typeof helpUpdateSchema>, now: Date): Promise<HelpRow> {
  const [row] = await executor
    .update(helps)
    .set({ ...values, updatedAt: now })
    .where(eq(helps.id, id))
    .returning();
  if (!row) throw new AppError('ERR_NO_HELP_FOUND');
  return row;
}

export async function deleteHelp(executor: Executor, id: number): Promise<void> {
  const [row] = await executor.delete(helps).where(eq(helps.id, id)).returning({ id: helps.id });
  if (!row) throw new AppError('ERR_NO_HELP_FOUND');
}
