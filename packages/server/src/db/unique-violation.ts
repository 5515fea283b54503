/** True when a query failed on a unique index (optionally a named one), on either driver. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current: unknown = error; current instanceof Error || (typeof current === 'object' && current !== null); ) {
    const candidate = current as { code?: string; constraint?: string; message?: string; cause?: unknown };
    if (candidate.code === '23505') return constraint === undefined || candidate.constraint === constraint || (candidate.message ?? '').includes(constraint);
    current = candidate.cause;
  }
  return false;
}
