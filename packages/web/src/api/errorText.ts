import { errorMessage, isErrorCode, type Language } from '@prosa/contract';
import { isApiError } from './ApiError';

/**
 * The text shown for a failed call: the translation of the error code (with the
 * body's values, e.g. `date`, filled in), else the server's own text, else the code itself, else the
 * plain string that was thrown, else `fallback` ('An error occurred!').
 */
export function errorText(error: unknown, language: Language, fallback: string): string {
  if (isApiError(error)) {
    if (isErrorCode(error.code)) return errorMessage(error.code, language, error.params);
    if (error.serverMessage) return error.serverMessage;
    if (error.code) return error.code;
    return fallback;
  }
  if (typeof error === 'string' && error.trim() !== '') return error;
  return fallback;
}
