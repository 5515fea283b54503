import type { ContactListItem } from '@prosa/contract';
import { contactFormSchema } from '../contacts/contactForm';

/** An item of a list: the contact form's name (2 to 50), number (8 to 50 digits) and e-mail rules. */
export const contactListItemFormSchema = contactFormSchema.pick({ name: true, number: true, email: true });
export type ContactListItemFormValues = ReturnType<typeof contactListItemFormSchema.parse>;
export const CONTACT_LIST_ITEM_FORM_FIELDS = ['name', 'number', 'email'] as const;

export function contactListItemFormValues(item: ContactListItem | undefined): ContactListItemFormValues {
  return { name: item?.name ?? '', number: item?.number ?? '', email: item?.email ?? '' };
}

/** The number is sent as its digits, the way the server stores it. */
export function contactListItemBody(values: ContactListItemFormValues): { name: string; number: string; email: string } {
  return { name: values.name.trim(), number: values.number.replace(/\D/g, ''), email: values.email.trim() };
}
