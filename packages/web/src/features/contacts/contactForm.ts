import type { Contact } from '@prosa/contract';
import { z } from 'zod';
import { MESSAGE_KEYS } from '../../forms/validation';
import type { ContactSaveBody } from './api';

/** The contact form: name required, 2 to 50; number 8 to 50; email valid ('Invalid email'). */
export const contactFormSchema = z.object({
  name: z.string().trim().min(1, MESSAGE_KEYS.required).min(2, MESSAGE_KEYS.tooShort).max(50, MESSAGE_KEYS.tooLong),
  number: z
    .string()
    .trim()
    .min(1, MESSAGE_KEYS.required)
    .refine((value) => value.replace(/\D/g, '').length >= 8, MESSAGE_KEYS.tooShort)
    .refine((value) => value.replace(/\D/g, '').length <= 50, MESSAGE_KEYS.tooLong),
  email: z.union([z.literal(''), z.email(MESSAGE_KEYS.invalidEmail)]),
  extraInfo: z.array(z.object({ id: z.number().optional(), name: z.string().trim().min(1, MESSAGE_KEYS.required).max(100, MESSAGE_KEYS.tooLong), value: z.string().max(1000, MESSAGE_KEYS.tooLong) })),
});
export type ContactFormValues = z.infer<typeof contactFormSchema>;
export const CONTACT_FORM_FIELDS = ['name', 'number', 'email'] as const;

export function contactFormValues(contact: Contact | undefined): ContactFormValues {
  return {
    name: contact?.name ?? '',
    number: contact?.number ?? '',
    email: contact?.email ?? '',
    extraInfo: (contact?.extraInfo ?? []).map((line) => ({ id: line.id, name: line.name, value: line.value })),
  };
}

export function contactBody(values: ContactFormValues): ContactSaveBody {
  return {
    name: values.name.trim(),
    number: values.number.replace(/\D/g, ''),
    email: values.email.trim(),
    extraInfo: values.extraInfo.map((line) => ({ ...(line.id !== undefined ? { id: line.id } : {}), name: line.name.trim(), value: line.value })),
  };
}
