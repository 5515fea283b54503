import type { Contact } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { latestContact } from './latestContact';

const contact = (id: number, name: string, updatedAt: string): Contact => ({
  id,
  uuid: `u${id}`,
  name,
  number: '5511988887777',
  email: '',
  profilePicUrl: '',
  isGroup: false,
  companyId: 1,
  whatsappId: null,
  whatsapp: null,
  extraInfo: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt,
});

describe('latestContact', () => {
  const fromTicket = contact(1, 'Ana', '2025-01-01T10:00:00.000Z');

  it('shows the ticket contact until something was saved', () => {
    expect(latestContact(fromTicket, undefined)).toBe(fromTicket);
  });

  it('shows the saved contact while the ticket still carries the older one', () => {
    const saved = contact(1, 'Ana Paula', '2025-01-01T10:05:00.000Z');
    expect(latestContact(fromTicket, saved)).toBe(saved);
  });

  it('lets a newer contact from the ticket win, and ignores a save of another contact', () => {
    const saved = contact(1, 'Ana Paula', '2025-01-01T09:00:00.000Z');
    expect(latestContact(fromTicket, saved)).toBe(fromTicket);
    expect(latestContact(fromTicket, contact(2, 'Bia', '2025-02-01T00:00:00.000Z'))).toBe(fromTicket);
  });
});
