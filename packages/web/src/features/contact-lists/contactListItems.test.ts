import type { ContactListItem } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import type { Pages } from '../../lists/pagedCache';
import { applyContactListItemEvent } from './contactListItemEvents';
import { contactListItemBody, contactListItemFormSchema } from './contactListItemForm';

const item = (id: number, name: string, overrides: Partial<ContactListItem> = {}): ContactListItem => ({
  id,
  companyId: 1,
  contactListId: 7,
  name,
  number: `55119000000${id}`,
  email: '',
  isWhatsappValid: null,
  createdAt: '',
  updatedAt: '',
  ...overrides,
});
const pagesOf = (...items: ContactListItem[]): Pages<ContactListItem> => ({ pages: [{ items, count: items.length, hasMore: false }], pageParams: [1] });
const names = (data: Pages<ContactListItem> | undefined) => data?.pages.flatMap((page) => page.items.map((entry) => `${entry.name}:${String(entry.isWhatsappValid)}`));

describe('contact list item form', () => {
  it('takes name 2 to 50, number of 8 to 50 digits and a valid or empty e-mail', () => {
    expect(contactListItemFormSchema.safeParse({ name: 'Ana', number: '+55 (11) 9888-7777', email: '' }).success).toBe(true);
    expect(contactListItemFormSchema.safeParse({ name: 'A', number: '5511988887777', email: '' }).error?.issues[0]?.message).toBe('validation.tooShort');
    expect(contactListItemFormSchema.safeParse({ name: 'Ana', number: '1234567', email: '' }).error?.issues[0]?.message).toBe('validation.tooShort');
    expect(contactListItemFormSchema.safeParse({ name: 'Ana', number: '5'.repeat(51), email: '' }).error?.issues[0]?.message).toBe('validation.tooLong');
    expect(contactListItemFormSchema.safeParse({ name: 'Ana', number: '5511988887777', email: 'nope' }).error?.issues[0]?.message).toBe('validation.invalidEmail');
  });

  it('sends the number as digits', () => {
    expect(contactListItemBody({ name: ' Ana ', number: '+55 (11) 98888-7777', email: ' a@b.co ' })).toEqual({ name: 'Ana', number: '5511988887777', email: 'a@b.co' });
  });
});

describe('contact list item events', () => {
  it('a checked number turns its row valid in place', () => {
    const data = pagesOf(item(1, 'Ana'), item(2, 'Bia'));
    expect(names(applyContactListItemEvent(data, { action: 'update', record: item(2, 'Bia', { isWhatsappValid: false }) }, 7, ''))).toEqual(['Ana:null', 'Bia:false']);
  });

  it('an item of another list is left out, a new one of this list comes in by name', () => {
    const data = pagesOf(item(1, 'Ana'), item(2, 'Caio'));
    expect(applyContactListItemEvent(data, { action: 'create', record: item(3, 'Bia', { contactListId: 8 }) }, 7, '')).toBe(data);
    expect(names(applyContactListItemEvent(data, { action: 'create', record: item(3, 'Bia') }, 7, ''))).toEqual(['Ana:null', 'Bia:null', 'Caio:null']);
  });

  it('a search keeps only items whose name or number matches; a delete removes', () => {
    const data = pagesOf(item(1, 'Ana'));
    expect(names(applyContactListItemEvent(data, { action: 'update', record: item(1, 'Renata') }, 7, 'ana'))).toEqual([]);
    expect(names(applyContactListItemEvent(data, { action: 'delete', id: 1 }, 7, ''))).toEqual([]);
  });
});
