import { GraphApiError, graphErrorFrom } from './graph-errors.js';

export const DEFAULT_GRAPH_BASE_URL = 'https://graph.facebook.com';
export const DEFAULT_GRAPH_VERSION = 'v23.0';

/** Process-wide Graph settings (from configuration); the token comes from each connection. */
export interface GraphSettings {
  /** Tests point this at the local fake Graph server. */
  baseUrl?: string;
  version?: string;
  /** JSON calls (sends, lookups). */
  timeoutMs?: number;
  /** Uploads and downloads, which move up to 100 MB. */
  transferTimeoutMs?: number;
  /** Largest media accepted on download (Cloud documents go up to 100 MB). */
  maxDownloadBytes?: number;
}

export interface GraphClientOptions extends GraphSettings {
  accessToken: string;
}

interface CallOptions {
  /** The `ProviderError` code a failure carries (a send and a download fail differently). */
  failureCode?: string;
  timeoutMs?: number;
}

/**
 * The Graph API over `fetch`: bearer token, versioned paths, timeouts, and every failure (HTTP,
 * network, timeout) turned into a `GraphApiError` whose `retryable` the outbound queue trusts.
 */
export class GraphClient {
  readonly baseUrl: string;
  readonly version: string;
  private readonly accessToken: string;
  private readonly timeoutMs: number;
  private readonly transferTimeoutMs: number;
  private readonly maxDownloadBytes: number;

  constructor(options: GraphClientOptions) {
    this.baseUrl = (options.baseUrl ?? DEFAULT_GRAPH_BASE_URL).replace(/\/+$/, '');
    this.version = options.version ?? DEFAULT_GRAPH_VERSION;
    this.accessToken = options.accessToken;
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.transferTimeoutMs = options.transferTimeoutMs ?? 120_000;
    this.maxDownloadBytes = options.maxDownloadBytes ?? 100 * 1024 * 1024;
  }

  /** `path` is relative to the version: `"{phoneId}/messages"`, `"{mediaId}"`. */
  url(path: string): string {
    return `${this.baseUrl}/${this.version}/${path.replace(/^\/+/, '')}`;
  }

  postJson<T>(path: string, body: unknown, options: CallOptions = {}): Promise<T> {
    return this.callJson<T>(this.url(path), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }, options);
  }

  postForm<T>(path: string, form: FormData, options: CallOptions = {}): Promise<T> {
    // fetch writes the multipart boundary into the content-type itself.
    return this.callJson<T>(this.url(path), { method: 'POST', body: form }, { timeoutMs: this.transferTimeoutMs, ...options });
  }

  getJson<T>(path: string, options: CallOptions = {}): Promise<T> {
    return this.callJson<T>(this.url(path), { method: 'GET' }, options);
  }

  /** Fetches bytes from an absolute URL Meta handed out (media URLs also need the bearer token). */
  async getBinary(url: string, options: CallOptions = {}): Promise<{ data: Buffer; mimetype: string | undefined }> {
    const failureCode = options.failureCode ?? 'ERR_WAPP_DOWNLOAD_MEDIA';
    const response = await this.fetch(url, { method: 'GET' }, options.timeoutMs ?? this.transferTimeoutMs, failureCode);
    if (!response.ok) throw graphErrorFrom(response.status, await readJson(response), failureCode);
    const declared = Number(response.headers.get('content-length') ?? '0');
    if (declared > this.maxDownloadBytes) throw new GraphApiError(`media of ${declared} bytes exceeds the ${this.maxDownloadBytes} bytes limit`, failureCode, false, response.status, undefined);
    const data = Buffer.from(await response.arrayBuffer());
    if (data.length > this.maxDownloadBytes) throw new GraphApiError(`media exceeds the ${this.maxDownloadBytes} bytes limit`, failureCode, false, response.status, undefined);
    return { data, mimetype: response.headers.get('content-type') ?? undefined };
  }

  private async callJson<T>(url: string, init: RequestInit, options: CallOptions): Promise<T> {
    const failureCode = options.failureCode ?? 'ERR_SENDING_WAPP_MSG';
    const response = await this.fetch(url, init, options.timeoutMs ?? this.timeoutMs, failureCode);
    const body = await readJson(response);
    if (!response.ok) throw graphErrorFrom(response.status, body, failureCode);
    if (body === undefined) throw new GraphApiError(`Graph API answered HTTP ${response.status} without a JSON body`, failureCode, false, response.status, undefined);
    return body as T;
  }

  private async fetch(url: string, init: RequestInit, timeoutMs: number, failureCode: string): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('authorization', `Bearer ${this.accessToken}`);
    try {
      return await fetch(url, { ...init, headers, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      // A timeout or a dropped connection may hide a send Meta did accept; retrying risks a duplicate,
      // not retrying risks a lost reply, and a lost reply is the worse of the two for an attendant.
      throw new GraphApiError(`Graph API unreachable: ${failureReason(error, timeoutMs)}`, failureCode, true, undefined, undefined);
    }
  }
}

/** undici reports "fetch failed" and hides the useful part (ECONNREFUSED, ENOTFOUND…) in `cause`. */
function failureReason(error: unknown, timeoutMs: number): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return `timed out after ${timeoutMs} ms`;
  const cause = error.cause instanceof Error ? error.cause.message : undefined;
  return cause ? `${error.message} (${cause})` : error.message;
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}
