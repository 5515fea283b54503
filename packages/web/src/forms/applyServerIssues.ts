import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { isApiError } from '../api/ApiError';
import { messageKeyForServerText } from './validation';

/**
 * Puts the server's `ERR_VALIDATION` issues under the fields they name. Answers whether any issue
 * matched a field of this form, so the caller can skip the toast when the form already says it.
 */
export function applyServerIssues<T extends FieldValues>(
  error: unknown,
  fields: readonly Path<T>[],
  setError: UseFormSetError<T>,
): boolean {
  if (!isApiError(error) || error.code !== 'ERR_VALIDATION') return false;
  let matched = false;
  for (const [field, text] of Object.entries(error.issues)) {
    const target = fields.find((name) => name === field);
    if (target === undefined) continue;
    setError(target, { type: 'server', message: messageKeyForServerText(text) });
    matched = true;
  }
  return matched;
}
