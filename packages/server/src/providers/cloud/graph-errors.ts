import { z } from 'zod';
import { ProviderError } from '../provider-types.js';

/**
 * Meta error codes worth retrying: throttling (4 app, 80007 account, 130429 throughput, 131056 pair
 * rate, 131048 spam rate) and Meta-side trouble (1, 2, 131000, 131016, 133004). Everything else is
 * the request's own fault and fails the same way on a retry.
 */
const RETRYABLE_CODES = new Set([1, 2, 4, 80007, 130429, 131000, 131016, 131048, 131056, 133004]);

/** Never retried, whatever the HTTP status says: only a template may reopen the 24-hour window. */
const FINAL_CODES = new Set([100, 131008, 131009, 131026, 131047, 131051, 190]);

/** Outside the 24-hour customer-service window: free-form messages are refused, templates are not. */
export const OUTSIDE_WINDOW_CODE = 131047;

const graphErrorBody = z.object({
  error: z.looseObject({
    message: z.string().optional(),
    type: z.string().optional(),
    code: z.number().optional(),
    error_subcode: z.number().optional(),
    error_data: z.looseObject({ details: z.string().optional() }).optional(),
    fbtrace_id: z.string().optional(),
  }),
});

/** A Graph API failure with Meta's own numbers kept, so callers can tell the window from a rate limit. */
export class GraphApiError extends ProviderError {
  constructor(
    message: string,
    code: string,
    retryable: boolean,
    readonly httpStatus: number | undefined,
    readonly graphCode: number | undefined,
    readonly details?: string,
    readonly fbtraceId?: string,
  ) {
    super(message, code, retryable);
    this.name = 'GraphApiError';
  }
}

export function isRetryableGraphFailure(httpStatus: number, graphCode: number | undefined): boolean {
  if (graphCode !== undefined && FINAL_CODES.has(graphCode)) return false;
  if (graphCode !== undefined && RETRYABLE_CODES.has(graphCode)) return true;
  return httpStatus >= 500 || httpStatus === 429;
}

/** Turns a non-2xx Graph answer (JSON error body or not) into a `GraphApiError`. */
export function graphErrorFrom(httpStatus: number, body: unknown, failureCode: string): GraphApiError {
  const parsed = graphErrorBody.safeParse(body);
  if (!parsed.success) return new GraphApiError(`Graph API answered HTTP ${httpStatus}`, failureCode, isRetryableGraphFailure(httpStatus, undefined), httpStatus, undefined);
  const { message, code, error_data: data, fbtrace_id: fbtraceId } = parsed.data.error;
  const details = data?.details;
  // Meta's message is often generic ("(#100) Invalid parameter"); the details name the actual field.
  const text = [message ?? `Graph API answered HTTP ${httpStatus}`, details && details !== message ? details : undefined].filter(Boolean).join(': ');
  return new GraphApiError(text, failureCode, isRetryableGraphFailure(httpStatus, code), httpStatus, code, details, fbtraceId);
}

/** True when a send failed only because the customer's 24-hour window is closed. */
export function isOutsideWindow(error: unknown): boolean {
  return error instanceof GraphApiError && error.graphCode === OUTSIDE_WINDOW_CODE;
}
