import { FILE_LIST_TEXT, QUICK_MESSAGE_TEXT, TEXT } from '@prosa/contract';
import { z } from 'zod';

/**
 * Form schemas carry i18n keys as messages; the field shows `t(key)`. The texts themselves are the
 * seeds' and live in the locale files.
 */
export const MESSAGE_KEYS = {
  tooShort: 'validation.tooShort',
  tooLong: 'validation.tooLong',
  required: 'validation.required',
  invalidEmail: 'validation.invalidEmail',
  fieldRequired: 'validation.fieldRequired',
  weakPassword: 'validation.weakPassword',
  passwordsDiffer: 'validation.passwordsDiffer',
} as const;

/**
 * The server writes the seeds' texts into `issues` (English ones, and a few Portuguese ones); show
 * them translated like ours, whatever the reader's language.
 */
const SERVER_TEXT_KEYS: Record<string, string> = {
  [TEXT.tooShort]: MESSAGE_KEYS.tooShort,
  [TEXT.tooLong]: MESSAGE_KEYS.tooLong,
  [TEXT.required]: MESSAGE_KEYS.required,
  [TEXT.invalidEmail]: MESSAGE_KEYS.invalidEmail,
  [QUICK_MESSAGE_TEXT.required]: 'quickMessages.validation.required',
  'Mensagem muito curta': 'tags.validation.tooShort',
  [FILE_LIST_TEXT.nameTooShort]: 'files.validation.nameTooShort',
  'Selecione uma fila': 'ticketModals.errors.selectQueue',
};

export function messageKeyForServerText(text: string): string {
  return SERVER_TEXT_KEYS[text] ?? text;
}

/** Required text of `min`–`max` characters: 'Required', 'Too Short!', 'Too Long!'. */
export function boundedText(min: number, max: number) {
  return z
    .string()
    .trim()
    .min(1, MESSAGE_KEYS.required)
    .min(min, MESSAGE_KEYS.tooShort)
    .max(max, MESSAGE_KEYS.tooLong);
}

export const requiredEmail = z
  .string()
  .trim()
  .min(1, MESSAGE_KEYS.required)
  .pipe(z.email({ error: MESSAGE_KEYS.invalidEmail }));

/** Signup and user forms: 5 to 50 characters. */
export const userPassword = z.string().min(5, MESSAGE_KEYS.tooShort).max(50, MESSAGE_KEYS.tooLong);
