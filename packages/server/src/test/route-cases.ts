/**
 * Names the five cases every endpoint must have a test for. The route
 * inventory test reads these calls from the test files and fails when a route misses one.
 */
export type RouteCaseKind = '401' | '400' | '404' | '403' | 'success';

export function routeCase(route: string, kind: RouteCaseKind, what = ''): string {
  return `${route} › ${kind}${what ? ` › ${what}` : ''}`;
}

/** Declares that a case cannot happen for a route (a public route has no 401), and why. */
export function notApplicable(_route: string, _kind: RouteCaseKind, _reason: string): void {}
