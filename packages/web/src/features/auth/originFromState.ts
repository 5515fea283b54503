/**
 * The private page a visitor was stopped at. The guard puts
 * `{ from: { pathname, search, hash } }` in the router state; only same-app paths are accepted.
 */
export function originFromState(state: unknown): string | undefined {
  if (typeof state !== 'object' || state === null || !('from' in state)) return undefined;
  const from = state.from;
  if (typeof from !== 'object' || from === null || !('pathname' in from)) return undefined;
  const { pathname } = from;
  if (typeof pathname !== 'string' || !pathname.startsWith('/') || pathname.startsWith('//')) return undefined;
  const search = 'search' in from && typeof from.search === 'string' ? from.search : '';
  const hash = 'hash' in from && typeof from.hash === 'string' ? from.hash : '';
  return `${pathname}${search}${hash}`;
}
