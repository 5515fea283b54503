import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { companyBodySchema, companyUpdateSchema, signupBodySchema } from './company.js';
import { planBodySchema } from './plan.js';
import { messageSendSchema } from './message.js';
import { queueBodySchema, queueOptionCreateSchema } from './queue.js';
import { quickMessageBodySchema } from './quick-message.js';
import { updateSettingBodySchema } from './settings.js';
import { tagBodySchema } from './tag.js';
import { ticketNoteBodySchema } from './ticket-note.js';
import { ticketCreateSchema, ticketUpdateSchema } from './ticket.js';
import { createUserBodySchema, updateUserBodySchema } from './user.js';
import { startSessionBodySchema, whatsappBodySchema } from './whatsapp.js';

/**
 * "None" values, checked on every request body of the contract: each optional reference takes null,
 * '', false or absence as "none", each flag-like field a boolean or its string forms. `none` is what
 * the field reads as once parsed (null, or undefined where "none" means "as if left out"); `on`/`off`
 * what a flag reads as.
 */
interface BodyCase {
  schema: z.ZodType;
  valid: Record<string, unknown>;
  references?: Record<string, null | undefined>;
  flags?: Record<string, { on: unknown; off: unknown }>;
}

const boolean = { on: true, off: false };

const BODIES: Record<string, BodyCase> = {
  'POST /users': { schema: createUserBodySchema, valid: { name: 'Ana', email: 'ana@example.com', password: 'secret1' }, references: { whatsappId: null }, flags: { allTicket: { on: 'enabled', off: 'desabled' } } },
  'PUT /users/{id}': { schema: updateUserBodySchema, valid: { name: 'Ana', email: 'ana@example.com' }, references: { whatsappId: null }, flags: { allTicket: { on: 'enabled', off: 'desabled' } } },
  'POST /tickets': { schema: ticketCreateSchema, valid: { contactId: 1 }, references: { queueId: null, whatsappId: null, userId: null } },
  'PUT /tickets/{id}': {
    schema: ticketUpdateSchema,
    valid: {},
    references: { userId: null, queueId: null, whatsappId: null, promptId: null, integrationId: null, queueOptionId: null },
    flags: { useIntegration: boolean, chatbot: boolean },
  },
  'POST /whatsapp': { schema: whatsappBodySchema, valid: { name: 'Conexão' }, references: { transferQueueId: null, promptId: null, integrationId: null }, flags: { isDefault: boolean } },
  'POST /queue': { schema: queueBodySchema, valid: { name: 'Fila', color: '#123456' }, references: { promptId: null, integrationId: null, orderQueue: null } },
  'POST /queue-options': { schema: queueOptionCreateSchema, valid: { queueId: 1, title: 'Opção' }, references: { parentId: null } },
  'POST /tags': { schema: tagBodySchema, valid: { name: 'Etiqueta' }, flags: { kanban: { on: 1, off: 0 } } },
  'POST /quick-messages': { schema: quickMessageBodySchema, valid: { shortcode: 'oi' }, flags: { geral: boolean, status: { on: 'active', off: 'inactive' } } },
  'POST /companies/cadastro': { schema: signupBodySchema, valid: { name: 'Empresa', email: 'e@example.com', password: 'secret1', planId: 1 }, flags: { campaignsEnabled: boolean } },
  'POST /companies': { schema: companyBodySchema, valid: { name: 'Empresa', email: 'e@example.com', planId: 1 }, flags: { status: boolean, campaignsEnabled: boolean } },
  'PUT /companies/{id}': { schema: companyUpdateSchema, valid: {}, flags: { status: boolean, campaignsEnabled: boolean } },
  'POST /plans': { schema: planBodySchema, valid: { name: 'Plano' }, flags: { useCampaigns: boolean, useSchedules: boolean, useInternalChat: boolean, useExternalApi: boolean, useKanban: boolean, useOpenAi: boolean, useIntegrations: boolean } },
  'POST /messages/{ticketId}': { schema: messageSendSchema, valid: { body: 'oi' }, references: { quotedMsg: undefined }, flags: { read: boolean, fromMe: boolean } },
  'POST /ticket-notes': { schema: ticketNoteBodySchema, valid: { note: 'Retornar amanhã', ticketId: 1 }, references: { contactId: undefined } },
  'POST /whatsappsession/{id}': { schema: startSessionBodySchema, valid: {}, flags: { usePairingCode: boolean } },
};

const NONE_FORMS: unknown[] = [null, '', false];
const FLAG_FORMS: [unknown, 'on' | 'off'][] = [
  [true, 'on'],
  [false, 'off'],
  ['true', 'on'],
  ['false', 'off'],
  ['1', 'on'],
  ['0', 'off'],
];

describe.each(Object.entries(BODIES))('%s', (_route, { schema, valid, references = {}, flags = {} }) => {
  it.each(Object.entries(references))('%s takes null, "", false and absence as none', (field, none) => {
    for (const form of NONE_FORMS) {
      const parsed = schema.safeParse({ ...valid, [field]: form });
      expect(parsed.success, `${field}: ${JSON.stringify(form)}`).toBe(true);
      expect((parsed.data as Record<string, unknown>)[field], `${field}: ${JSON.stringify(form)}`).toBe(none);
    }
    expect(schema.safeParse(valid).success).toBe(true);
  });

  it.each(Object.entries(flags))('%s takes booleans and their string forms', (field, meaning) => {
    for (const [form, side] of FLAG_FORMS) {
      const parsed = schema.safeParse({ ...valid, [field]: form });
      expect(parsed.success, `${field}: ${JSON.stringify(form)}`).toBe(true);
      expect((parsed.data as Record<string, unknown>)[field], `${field}: ${JSON.stringify(form)}`).toEqual(meaning[side]);
    }
  });
});

describe('a setting’s value', () => {
  it('takes a boolean for the flag-like keys (the server writes it in the key’s own words)', () => {
    expect(updateSettingBodySchema.parse({ key: 'campaignsEnabled', value: true })).toEqual({ key: 'campaignsEnabled', value: true });
    expect(updateSettingBodySchema.parse({ value: 'enabled' })).toEqual({ value: 'enabled' });
    expect(updateSettingBodySchema.safeParse({ value: null }).success).toBe(false);
  });
});

describe('a none form never hides a real value', () => {
  it('0 is a queue position, not "none"', () => {
    expect(queueBodySchema.parse({ name: 'Fila', color: '#123456', orderQueue: 0 }).orderQueue).toBe(0);
    expect(queueBodySchema.parse({ name: 'Fila', color: '#123456', orderQueue: '3' }).orderQueue).toBe(3);
  });

  it('ids still come through as numbers', () => {
    expect(createUserBodySchema.parse({ name: 'Ana', email: 'ana@example.com', password: 'secret1', whatsappId: '7' }).whatsappId).toBe(7);
    expect(ticketUpdateSchema.parse({ queueId: 4 }).queueId).toBe(4);
  });
});
