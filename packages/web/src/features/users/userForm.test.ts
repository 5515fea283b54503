import { describe, expect, it } from 'vitest';
import type { User } from '@prosa/contract';
import { userBody, userFormDefaults, userFormSchema } from './userForm';

const user: User = {
  id: 7, name: 'Ana', email: 'ana@example.com', profile: 'supervisor', super: false, companyId: 1, whatsappId: 3, allTicket: 'enabled', online: false,
  queues: [{ id: 2, name: 'Vendas', color: '#fff' }], createdAt: '', updatedAt: '',
};

describe('user form', () => {
  it('the password is required on create and optional on edit', () => {
    const fields = { ...userFormDefaults(undefined), name: 'Novo', email: 'novo@example.com' };
    expect(userFormSchema(true).safeParse(fields).success).toBe(false);
    expect(userFormSchema(false).safeParse(fields).success).toBe(true);
    expect(userFormSchema(false).safeParse({ ...fields, password: '123' }).error?.issues[0]?.message).toBe('validation.tooShort');
    expect(userFormSchema(true).safeParse({ ...fields, name: 'A' }).error?.issues[0]?.message).toBe('validation.tooShort');
  });

  it('fills the form from the user and sends only what the viewer may change', () => {
    const fields = userFormDefaults(user);
    expect(fields).toMatchObject({ profile: 'supervisor', queueIds: [2], whatsappId: '3', allTicket: 'enabled', password: '' });
    expect(userBody(fields, { editProfile: true, editQueues: true })).toEqual({ name: 'Ana', email: 'ana@example.com', profile: 'supervisor', queueIds: [2], allTicket: 'enabled', whatsappId: 3 });
    expect(userBody({ ...fields, whatsappId: '', password: 'nova12' }, { editProfile: false, editQueues: false })).toEqual({ name: 'Ana', email: 'ana@example.com', password: 'nova12', whatsappId: null });
  });
});
