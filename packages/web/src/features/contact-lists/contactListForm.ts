import { z } from 'zod';

/** A list's name is required and 2 to 50 characters; messages are locale keys. */
export const contactListFormSchema = z.object({
  name: z.string().trim().min(1, 'contactLists.validation.required').min(2, 'contactLists.validation.tooShort').max(50, 'validation.tooLong'),
});
export type ContactListFormValues = z.infer<typeof contactListFormSchema>;
export const CONTACT_LIST_FORM_FIELDS = ['name'] as const;
