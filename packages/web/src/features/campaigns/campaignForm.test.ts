import { describe, expect, it } from 'vitest';
import { campaignActions, deliveredPercent } from './campaignActions';
import { campaignBody, campaignFormSchema, campaignFormValues, localInputValue } from './campaignForm';

const filled = () => ({ ...campaignFormValues(undefined), name: 'Black Friday', message2: 'Olá {nome}' });

describe('campaign form', () => {
  it('needs a name of 2 to 50 and at least one message, reported on the first message', () => {
    expect(campaignFormSchema.safeParse(filled()).success).toBe(true);
    expect(campaignFormSchema.safeParse({ ...filled(), name: 'B' }).error?.issues[0]?.message).toBe('validation.tooShort');
    expect(campaignFormSchema.safeParse({ ...filled(), name: 'x'.repeat(51) }).error?.issues[0]?.message).toBe('validation.tooLong');
    const noMessage = campaignFormSchema.safeParse({ ...filled(), message2: '   ' });
    expect(noMessage.error?.issues[0]).toMatchObject({ message: 'validation.required', path: ['message1'] });
  });

  it('sends empty texts and selects as null and the local date as an instant', () => {
    const local = localInputValue(new Date(2026, 10, 27, 14, 5, 9));
    expect(local).toBe('2026-11-27T14:05:09');
    const body = campaignBody({ ...filled(), scheduledAt: local, whatsappId: 3, fileListId: '' });
    expect(body).toMatchObject({ name: 'Black Friday', message1: null, message2: 'Olá {nome}', confirmationMessage1: null, whatsappId: 3, fileListId: null, contactListId: null });
    expect(body.scheduledAt).toBe(new Date(2026, 10, 27, 14, 5, 9).toISOString());
    expect(campaignBody(filled()).scheduledAt).toBeNull();
  });
});

describe('campaign actions', () => {
  it('offer stop only while running and restart only when cancelled', () => {
    expect(campaignActions('EM_ANDAMENTO')).toEqual(['cancel', 'report', 'edit', 'delete']);
    expect(campaignActions('CANCELADA')).toEqual(['restart', 'report', 'edit', 'delete']);
    for (const status of ['INATIVA', 'PROGRAMADA', 'FINALIZADA'] as const) expect(campaignActions(status)).toEqual(['report', 'edit', 'delete']);
  });

  it('fill the progress bar with delivered of valid contacts', () => {
    expect(deliveredPercent(undefined)).toBe(0);
    expect(deliveredPercent({ validContacts: 0, delivered: 0 })).toBe(0);
    expect(deliveredPercent({ validContacts: 3, delivered: 1 })).toBe(33);
    expect(deliveredPercent({ validContacts: 4, delivered: 4 })).toBe(100);
  });
});
