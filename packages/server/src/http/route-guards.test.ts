import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError } from '../shared/app-error.js';
import type { RequestAuth } from '../shared/caller.js';
import { checkGuard } from './route-guards.js';

const plan = { useCampaigns: true, useKanban: false, useOpenAi: true, useIntegrations: true, useSchedules: true, useInternalChat: true, useExternalApi: true };

function request(overrides: Partial<RequestAuth>): FastifyRequest {
  const auth: RequestAuth = { userId: 1, companyId: 1, sessionId: 's', profile: 'user', super: false, name: 'U', email: 'u@x.y', allTicket: 'desabled', timeZone: 'America/Sao_Paulo', plan, ...overrides };
  return { auth } as FastifyRequest;
}

function codeOf(fn: () => void): string | undefined {
  try {
    fn();
    return undefined;
  } catch (error) {
    return error instanceof AppError ? error.code : 'not an AppError';
  }
}

describe('route guards (the server side of roles, super flag and plan flags)', () => {
  it('admin-only routes refuse users and supervisors', () => {
    expect(codeOf(() => checkGuard({ role: 'admin' }, request({ profile: 'user' })))).toBe('ERR_NO_PERMISSION');
    expect(codeOf(() => checkGuard({ role: 'admin' }, request({ profile: 'supervisor' })))).toBe('ERR_NO_PERMISSION');
    expect(codeOf(() => checkGuard({ role: 'admin' }, request({ profile: 'admin' })))).toBeUndefined();
  });

  it('super-only routes refuse a company admin', () => {
    expect(codeOf(() => checkGuard({ superOnly: true }, request({ profile: 'admin' })))).toBe('ERR_NO_PERMISSION');
    expect(codeOf(() => checkGuard({ superOnly: true }, request({ super: true })))).toBeUndefined();
  });

  it('a plan without the feature is refused, whatever the role', () => {
    expect(codeOf(() => checkGuard({ feature: 'useKanban' }, request({ profile: 'admin', super: true })))).toBe('ERR_PLAN_FEATURE_DISABLED');
    expect(codeOf(() => checkGuard({ feature: 'useCampaigns' }, request({})))).toBeUndefined();
  });

  it('named permissions follow the contract’s rules', () => {
    expect(codeOf(() => checkGuard({ permission: 'contacts-page:deleteContact' }, request({ profile: 'user' })))).toBe('ERR_NO_PERMISSION');
    expect(codeOf(() => checkGuard({ permission: 'contacts-page:deleteContact' }, request({ profile: 'supervisor' })))).toBeUndefined();
    expect(codeOf(() => checkGuard({ permission: 'ticket-options:deleteTicket' }, request({ profile: 'supervisor' })))).toBe('ERR_NO_PERMISSION');
  });
});
