/**
 * A failed API call. The server answers `{ error: code, message, issues?, ...params }`
 *; the extra string fields (e.g. `date`) fill the translated text.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  readonly body: Readonly<Record<string, unknown>>;

  constructor(status: number, body: Record<string, unknown>) {
    const message = typeof body.message === 'string' ? body.message : `HTTP ${status}`;
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = typeof body.error === 'string' ? body.error : undefined;
    this.body = body;
  }

  /** The server's own text, if it sent one. */
  get serverMessage(): string | undefined {
    return typeof this.body.message === 'string' && this.body.message !== '' ? this.body.message : undefined;
  }

  /** Field → message, present on `ERR_VALIDATION`. */
  get issues(): Record<string, string> {
    const issues = this.body.issues;
    if (typeof issues !== 'object' || issues === null) return {};
    const result: Record<string, string> = {};
    for (const [field, text] of Object.entries(issues)) {
      if (typeof text === 'string') result[field] = text;
    }
    return result;
  }

  /** String and number fields besides the standard ones, for `{{name}}` placeholders. */
  get params(): Record<string, string> {
    const result: Record<string, string> = {};
    for (const [key, value] of Object.entries(this.body)) {
      if (key === 'error' || key === 'message' || key === 'issues') continue;
      if (typeof value === 'string' || typeof value === 'number') result[key] = String(value);
    }
    return result;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** Reads an error response whatever it carries (JSON, text or nothing). */
export async function apiErrorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let body: Record<string, unknown> = {};
  if (text !== '') {
    try {
      const parsed: unknown = JSON.parse(text);
      body = typeof parsed === 'object' && parsed !== null ? { ...parsed } : { message: String(parsed) };
    } catch {
      body = { message: text };
    }
  }
  return new ApiError(response.status, body);
}
