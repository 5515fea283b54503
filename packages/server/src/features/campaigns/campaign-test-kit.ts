import { expect } from 'vitest';
import { campaignSchema, type Campaign, type CampaignBody } from '@prosa/contract';
import { contactListItems, contactLists } from '../../db/schema/index.js';
import { unique } from '../../test/factories.js';
import type { conversationCompany } from '../../test/conversation-kit.js';
import type { TestServer } from '../../test/test-server.js';

type Conversation = Awaited<ReturnType<typeof conversationCompany>>;

/** A contact list of already-checked valid numbers, written directly (the number check has its own tests). */
export async function validList(server: TestServer, companyId: number, numbers: string[]) {
  const [list] = await server.db.insert(contactLists).values({ companyId, name: unique('Lista') }).returning();
  if (numbers.length) await server.db.insert(contactListItems).values(numbers.map((number, index) => ({ companyId, contactListId: list!.id, name: `Pessoa ${index + 1}`, number, email: `p${index + 1}@example.com`, isWhatsappValid: true })));
  return list!;
}

export async function saveSettings(conv: Conversation, settings: Record<string, unknown>) {
  const response = await conv.api('POST', '/campaign-settings', conv.admin, { settings });
  expect(response.statusCode, response.body).toBe(200);
}

/** A campaign scheduled for the test clock's now on the conversation's connection: the next `runJobs` starts it. */
export async function startNow(server: TestServer, conv: Conversation, fields: Partial<CampaignBody>): Promise<Campaign> {
  const response = await conv.api('POST', '/campaigns', conv.admin, { name: unique('Campanha').slice(0, 40), message1: 'Olá {nome}', whatsappId: conv.whatsappId, scheduledAt: server.clock.now().toISOString(), ...fields });
  expect(response.statusCode, response.body).toBe(200);
  return campaignSchema.parse(response.json());
}

export async function reportOf(conv: Conversation, id: number) {
  return campaignSchema.parse((await conv.api('GET', `/campaigns/${id}`, conv.admin)).json());
}
