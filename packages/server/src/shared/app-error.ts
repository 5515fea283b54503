import { ERRORS, type ErrorCode } from '@prosa/contract';

export interface AppErrorOptions {
  /** Extra body fields the client needs, such as the ticket that holds a contact. */
  extra?: Record<string, unknown>;
  /** Values for the message's `{{placeholders}}`; also sent in the body so clients can translate. */
  params?: Record<string, string>;
  headers?: Record<string, string>;
  /** Overrides the catalogue status where one code serves two situations (refresh answers 401). */
  status?: number;
}

/** A failure the client is meant to see, named by a catalogue code. */
export class AppError extends Error {
  readonly status: number;
  readonly extra: Record<string, unknown>;
  readonly params: Record<string, string>;
  readonly headers: Record<string, string>;

  constructor(
    readonly code: ErrorCode,
    options: AppErrorOptions = {},
  ) {
    super(code);
    this.status = options.status ?? ERRORS[code].status;
    this.extra = options.extra ?? {};
    this.params = options.params ?? {};
    this.headers = options.headers ?? {};
  }
}
