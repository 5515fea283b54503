/**
 * The API page's test forms: token, number and the message (text
 * form) or a file (media form) are required; the number is typed without a mask, so only its digits
 * are sent.
 */
export interface ApiTestValues {
  token: string;
  number: string;
  body: string;
  file: File | null;
}

export type ApiTestKind = 'text' | 'media';
export type ApiTestErrors = Partial<Record<'token' | 'number' | 'body' | 'file', string>>;

export const EMPTY_API_TEST: ApiTestValues = { token: '', number: '', body: '', file: null };

/** Field → i18n key of the error, empty when the form may be sent. */
export function apiTestErrors(kind: ApiTestKind, values: ApiTestValues): ApiTestErrors {
  const errors: ApiTestErrors = {};
  const required = 'messagesApi.validation.required';
  if (!values.token.trim()) errors.token = required;
  if (!values.number.replace(/\D/g, '')) errors.number = required;
  if (kind === 'text' && !values.body.trim()) errors.body = required;
  if (kind === 'media' && !values.file) errors.file = required;
  return errors;
}

/** The request the form sends: JSON for text, multipart (`number`, `body`, `medias`) for media. */
export function apiTestRequest(kind: ApiTestKind, values: ApiTestValues): { json: { number: string; body: string } } | { form: FormData } {
  const number = values.number.replace(/\D/g, '');
  if (kind === 'text') return { json: { number, body: values.body } };
  const form = new FormData();
  form.append('number', number);
  form.append('body', values.body);
  if (values.file) form.append('medias', values.file);
  return { form };
}
