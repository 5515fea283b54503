import { describe, expect, it } from 'vitest';
import { tagBody, tagFormSchema, tagFormValues } from './tagForm';

describe('tag form', () => {
  it('requires a name of at least 3 with the seed messages', () => {
    const issue = (name: string) => tagFormSchema.safeParse({ name, color: '#000000', kanban: false }).error?.issues[0]?.message;
    expect(issue('')).toBe('tags.validation.required');
    expect(issue('ab')).toBe('tags.validation.tooShort');
    expect(issue('abc')).toBeUndefined();
  });

  it('sends kanban as 1 or 0, only for who may set it', () => {
    expect(tagBody({ name: ' VIP ', color: '#fff', kanban: true }, { mayKanban: true })).toEqual({ name: 'VIP', color: '#fff', kanban: 1 });
    expect(tagBody({ name: 'VIP', color: '#fff', kanban: false }, { mayKanban: true }).kanban).toBe(0);
    expect(tagBody({ name: 'VIP', color: '#fff', kanban: true }, { mayKanban: false })).not.toHaveProperty('kanban');
  });

  it('starts a new tag with the default colour and no lane', () => {
    expect(tagFormValues(undefined)).toEqual({ name: '', color: '#5C59A0', kanban: false });
  });
});
