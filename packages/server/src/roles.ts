/** One build runs as any of these; `all` is everything in one process. */
export const ROLES = ['api', 'worker', 'sessions', 'all'] as const;
export type Role = (typeof ROLES)[number];

export function parseRole(argv: string[]): Role {
  const flag = argv.find((arg) => arg.startsWith('--role='));
  const value = flag ? flag.slice('--role='.length) : (process.env.PROSA_ROLE ?? 'all');
  if (!(ROLES as readonly string[]).includes(value)) {
    throw new Error(`--role must be one of ${ROLES.join(', ')} (got "${value}")`);
  }
  return value as Role;
}

export function runsApi(role: Role): boolean {
  return role === 'api' || role === 'all';
}

export function runsWorker(role: Role): boolean {
  return role === 'worker' || role === 'all';
}

export function runsSessions(role: Role): boolean {
  return role === 'sessions' || role === 'all';
}
