import { apiErrorFrom, type ApiError } from './ApiError';
import { apiUrl } from './baseUrl';
import { refreshSession } from './refreshSession';
import { endSession, getToken } from './session';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain value is sent as JSON; FormData as multipart. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** Public calls (login, signup, password reset): no session rules on 401/403. */
  anonymous?: boolean;
  signal?: AbortSignal;
}

/**
 * 403 codes that refuse the action, not the session: refreshing the token cannot change their
 * answer, so they go straight to the caller (every other 403 is treated as an expired session).
 */
const REFUSALS_NOT_SESSION = new Set([
  'ERR_NO_PERMISSION',
  'ERR_PLAN_FEATURE_DISABLED',
  'ERR_PLAN_LIMIT_USERS',
  'ERR_PLAN_LIMIT_CONNECTIONS',
  'ERR_PLAN_LIMIT_QUEUES',
  'ERR_USER_CREATION_DISABLED',
]);

function buildUrl(path: string, query: RequestOptions['query']): string {
  const url = apiUrl(path);
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search === '' ? url : `${url}${url.includes('?') ? '&' : '?'}${search}`;
}

function send(path: string, options: RequestOptions, token: string | null): Promise<Response> {
  const headers = new Headers({ Accept: 'application/json' });
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.body);
  }
  return fetch(buildUrl(path, options.query), {
    method: options.method ?? 'GET',
    headers,
    body,
    credentials: 'include',
    signal: options.signal,
  });
}

async function readBody<T>(response: Response): Promise<T> {
  const text = await response.text();
  const data: unknown = text === '' ? undefined : JSON.parse(text);
  return data as T;
}

/** A 403 gets one refresh and one retry; a failed refresh or a 401 ends the session. */
async function sendWithSession(path: string, options: RequestOptions): Promise<Response> {
  const sentToken = getToken();
  const first = await send(path, options, sentToken);
  if (first.status === 401) {
    endSession();
    return first;
  }
  if (first.status !== 403) return first;

  const refusal: ApiError = await apiErrorFrom(first);
  if (refusal.code !== undefined && REFUSALS_NOT_SESSION.has(refusal.code)) throw refusal;

  let token: string;
  try {
    // Another call may already have refreshed while this one was in flight: reuse its token.
    const current = getToken();
    token = current !== null && current !== sentToken ? current : await refreshSession();
  } catch {
    endSession();
    throw refusal;
  }
  const retried = await send(path, options, token);
  if (retried.status === 401) endSession();
  return retried;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  // Public calls carry no token: a stale one must not change how the server answers them.
  const response = options.anonymous ? await send(path, options, null) : await sendWithSession(path, options);
  if (!response.ok) throw await apiErrorFrom(response);
  return readBody<T>(response);
}

type Options = Omit<RequestOptions, 'method' | 'body'>;

export const api = {
  get: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'POST', body }),
  put: <T>(path: string, body?: unknown, options?: Options) => apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Options) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
};
