import { describe, expect, it } from 'vitest';
import { contactListFormSchema } from './contactListForm';

describe('contact list form', () => {
  it('accepts a name of 2 to 50 characters', () => {
    expect(contactListFormSchema.safeParse({ name: 'VIP' }).success).toBe(true);
    expect(contactListFormSchema.safeParse({ name: 'x'.repeat(50) }).success).toBe(true);
  });

  it('refuses an empty, a one-letter and a too long name with their messages', () => {
    expect(contactListFormSchema.safeParse({ name: '  ' }).error?.issues[0]?.message).toBe('contactLists.validation.required');
    expect(contactListFormSchema.safeParse({ name: 'a' }).error?.issues[0]?.message).toBe('contactLists.validation.tooShort');
    expect(contactListFormSchema.safeParse({ name: 'x'.repeat(51) }).error?.issues[0]?.message).toBe('validation.tooLong');
  });
});
