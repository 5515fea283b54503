import { maskSecret, type Prompt } from '@prosa/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/types.js';
import { queues } from '../../db/schema/index.js';
import type { PromptRow } from '../../db/schema/index.js';
import { openPromptKey, openVoiceKey } from './prompt-key.js';

/** The wire shape of prompts of one company (REST and `prompt` events): the keys masked, the queue's name joined. */
export async function presentPrompts(executor: Executor, serverSecret: string, rows: PromptRow[]): Promise<Prompt[]> {
  const queueIds = [...new Set(rows.flatMap((row) => (row.queueId === null ? [] : [row.queueId])))];
  const named = queueIds.length ? await executor.select({ id: queues.id, name: queues.name }).from(queues).where(and(eq(queues.companyId, rows[0]!.companyId), inArray(queues.id, queueIds))) : [];
  const byId = new Map(named.map((queue) => [queue.id, queue]));
  return rows.map(({ createdAt, updatedAt, apiKey, voiceKey, ...fields }) => ({
    ...fields,
    apiKey: maskSecret(openPromptKey(serverSecret, apiKey)),
    voiceKey: voiceKey === '' ? '' : maskSecret(openVoiceKey(serverSecret, voiceKey)),
    queue: fields.queueId === null ? null : (byId.get(fields.queueId) ?? null),
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
}
