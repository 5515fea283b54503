import { describe, expect, it } from 'vitest';
import type { Contact, ContactImportState } from '@prosa/contract';
import { applyContactEvent, contactMatchesSearch } from './contactEvents';
import { contactBody, contactFormSchema } from './contactForm';
import { applyImportEvent, importPercent } from './importProgress';
import type { Pages } from '../../lists/pagedCache';

const contact = (id: number, name: string, number = '5511999990000'): Contact => ({
  id,
  uuid: `u-${id}`,
  name,
  number,
  email: '',
  profilePicUrl: '',
  isGroup: false,
  companyId: 1,
  whatsappId: null,
  whatsapp: null,
  extraInfo: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});
const pages = (...items: Contact[]): Pages<Contact> => ({ pages: [{ items, count: items.length, hasMore: false }], pageParams: [1] });

describe('contactFormSchema', () => {
  it('applies the seed rules with locale keys', () => {
    const result = contactFormSchema.safeParse({ name: 'A', number: '(11) 12', email: 'x', extraInfo: [] });
    expect(result.success).toBe(false);
    const issues = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(issues).toEqual({ name: 'validation.tooShort', number: 'validation.tooShort', email: 'validation.invalidEmail' });
  });
  it('sends digits only and keeps extra info ids', () => {
    expect(contactBody({ name: ' Ana ', number: '+55 (11) 99999-0000', email: '', extraInfo: [{ id: 3, name: 'CPF', value: '1' }, { name: 'X', value: '' }] })).toEqual({
      name: 'Ana',
      number: '5511999990000',
      email: '',
      extraInfo: [{ id: 3, name: 'CPF', value: '1' }, { name: 'X', value: '' }],
    });
  });
});

describe('applyContactEvent', () => {
  it('inserts in name order, replaces, removes on delete and when a change leaves the search', () => {
    const data = pages(contact(1, 'Ana'), contact(2, 'Carla'));
    const created = applyContactEvent(data, { action: 'create', contact: contact(3, 'Bia') }, '');
    expect(created!.pages[0]!.items.map((c) => c.name)).toEqual(['Ana', 'Bia', 'Carla']);
    const renamed = applyContactEvent(data, { action: 'update', contact: contact(1, 'Zélia') }, 'ana');
    expect(renamed!.pages[0]!.items.map((c) => c.id)).toEqual([2]);
    expect(applyContactEvent(data, { action: 'delete', contactId: 2 }, '')!.pages[0]!.items.map((c) => c.id)).toEqual([1]);
  });
  it('matches like the server: accents, case, number', () => {
    expect(contactMatchesSearch(contact(1, 'João'), 'joao')).toBe(true);
    expect(contactMatchesSearch(contact(1, 'João', '5511777'), '777')).toBe(true);
    expect(contactMatchesSearch(contact(1, 'João'), 'maria')).toBe(false);
  });
});

describe('import progress', () => {
  const running: ContactImportState = { importId: 'a', status: 'running', processed: 2, total: 10, created: 0, updated: 0, skipped: [] };
  it('computes the bar and folds only this import’s events', () => {
    expect(importPercent(running)).toBe(20);
    expect(importPercent({ processed: 0, total: 0 })).toBe(100);
    expect(applyImportEvent(running, { action: 'import-progress', importId: 'b', processed: 9, total: 10 })).toBe(running);
    expect(applyImportEvent(running, { action: 'import-progress', importId: 'a', processed: 6, total: 10 }).processed).toBe(6);
    const done = applyImportEvent(running, { action: 'import-done', importId: 'a', created: 7, updated: 1, skipped: [{ row: 3, reason: 'invalid-number' }] });
    expect(done).toMatchObject({ status: 'done', processed: 10, created: 7, updated: 1, skipped: [{ row: 3, reason: 'invalid-number' }] });
  });
});
