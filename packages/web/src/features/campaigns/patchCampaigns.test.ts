import { QueryClient } from '@tanstack/react-query';
import type { Campaign } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import type { Pages } from '../../lists/pagedCache';
import { campaignKeys, patchCampaigns } from './api';

const campaign = (id: number, name: string, extra: Partial<Campaign> = {}): Campaign => ({
  id,
  companyId: 1,
  name,
  status: 'INATIVA',
  confirmation: false,
  message1: 'Olá',
  message2: null,
  message3: null,
  message4: null,
  message5: null,
  confirmationMessage1: null,
  confirmationMessage2: null,
  confirmationMessage3: null,
  confirmationMessage4: null,
  confirmationMessage5: null,
  scheduledAt: null,
  completedAt: null,
  whatsappId: null,
  contactListId: null,
  tagListId: null,
  fileListId: null,
  mediaPath: null,
  mediaName: null,
  contactList: null,
  whatsapp: null,
  createdAt: '2026-11-27T10:00:00.000Z',
  updatedAt: '2026-11-27T10:00:00.000Z',
  ...extra,
});

const pages = (items: Campaign[]): Pages<Campaign> => ({ pages: [{ items, count: items.length, hasMore: false }], pageParams: [1] });
const names = (client: QueryClient, search: string) => client.getQueryData<Pages<Campaign>>(campaignKeys.page(search))!.pages[0]!.items.map((item) => item.name);
const report = { validContacts: 7, delivered: 3, confirmationRequested: 0, confirmed: 0, failed: 0, optedOut: 0 };

describe('campaign events in the cache', () => {
  it('a saved campaign goes first in the searches it matches and leaves the others', () => {
    const client = new QueryClient();
    client.setQueryData(campaignKeys.page(''), pages([campaign(2, 'Natal'), campaign(1, 'Páscoa')]));
    client.setQueryData(campaignKeys.page('black'), pages([]));
    patchCampaigns(client, { kind: 'saved', record: campaign(3, 'Black Friday') });
    expect(names(client, '')).toEqual(['Black Friday', 'Natal', 'Páscoa']);
    expect(names(client, 'black')).toEqual(['Black Friday']);
    patchCampaigns(client, { kind: 'saved', record: campaign(3, 'Cyber Monday') });
    expect(names(client, 'black')).toEqual([]);
    patchCampaigns(client, { kind: 'deleted', id: 2 });
    expect(names(client, '')).toEqual(['Cyber Monday', 'Páscoa']);
  });

  it('the open report takes the new counts, and keeps the old ones when a record comes without', () => {
    const client = new QueryClient();
    client.setQueryData(campaignKeys.detail(1), campaign(1, 'Natal', { report: { ...report, delivered: 1 } }));
    patchCampaigns(client, { kind: 'saved', record: campaign(1, 'Natal', { status: 'EM_ANDAMENTO', report }) });
    expect(client.getQueryData<Campaign>(campaignKeys.detail(1))).toMatchObject({ status: 'EM_ANDAMENTO', report: { delivered: 3 } });
    patchCampaigns(client, { kind: 'saved', record: campaign(1, 'Natal', { status: 'CANCELADA' }) });
    expect(client.getQueryData<Campaign>(campaignKeys.detail(1))).toMatchObject({ status: 'CANCELADA', report: { delivered: 3 } });
    patchCampaigns(client, { kind: 'deleted', id: 1 });
    expect(client.getQueryData(campaignKeys.detail(1))).toBeUndefined();
  });
});
