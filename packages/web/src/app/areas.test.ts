import { describe, expect, it } from 'vitest';
import { type AccessContext, type AreaId, areaAccess } from './areas';
import { isMenuEntryVisible } from './layout/menuVisibility';

const allFlags = {
  useCampaigns: true,
  useKanban: true,
  useOpenAi: true,
  useIntegrations: true,
  useSchedules: true,
  useInternalChat: true,
  useExternalApi: true,
};

function context(profile: string, overrides: Partial<AccessContext> = {}): AccessContext {
  return { user: { profile, super: false }, plan: allFlags, campaignsShown: true, ...overrides };
}

describe('area rules (seed 000 §2.2)', () => {
  it('keeps admin areas for admins', () => {
    for (const area of ['dashboard', 'queues', 'users', 'financeiro', 'settings', 'prompts', 'queueIntegration'] as const) {
      expect(areaAccess(area, context('user'))).toBe('deniedRole');
      expect(areaAccess(area, context('Admin'))).toBe('allowed');
    }
  });

  it('follows the plan flags', () => {
    const noPlan = context('admin', { plan: { ...allFlags, useKanban: false, useOpenAi: false } });
    expect(areaAccess('kanban', noPlan)).toBe('deniedPlan');
    expect(areaAccess('prompts', noPlan)).toBe('deniedPlan');
    expect(areaAccess('schedules', context('user', { plan: undefined }))).toBe('pending');
  });

  it('campaigns need admin, the plan flag and cshow', () => {
    expect(areaAccess('campaigns', context('admin'))).toBe('allowed');
    expect(areaAccess('campaigns', context('user'))).toBe('deniedRole');
    expect(areaAccess('campaigns', context('admin', { campaignsShown: false }))).toBe('missing');
  });

  it('announcements are for the super user', () => {
    expect(areaAccess('announcements', context('admin'))).toBe('deniedPlan');
    expect(areaAccess('announcements', { ...context('user'), user: { profile: 'user', super: true } })).toBe('allowed');
  });

  it('the menu hides areas that are not built yet', () => {
    const built = new Set<AreaId>(['tickets']);
    expect(isMenuEntryVisible('tickets', built, context('user'))).toBe(true);
    expect(isMenuEntryVisible('contacts', built, context('admin'))).toBe(false);
    expect(isMenuEntryVisible('users', new Set<AreaId>(['users']), context('user'))).toBe(false);
  });
});
