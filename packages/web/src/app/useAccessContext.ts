import { useCurrentUser } from '../features/auth/api';
import { useCompanyPlan } from '../features/plans/api';
import { readStorage, STORAGE_KEYS } from '../storage/browserStorage';
import type { AccessContext } from './areas';

export interface AccessState {
  context: AccessContext | undefined;
  /** The plan could not be loaded: plan-gated areas stay closed rather than spin forever. */
  planFailed: boolean;
}

/** What the area rules need about the signed-in user, read once per render. */
export function useAccessContext(): AccessState {
  const { data: user } = useCurrentUser();
  const companyPlan = useCompanyPlan(user?.companyId);
  if (!user) return { context: undefined, planFailed: false };
  const plan = companyPlan.data?.plan;
  // The super user may switch campaigns off for one company whatever its plan says (the server's
  // guard reads the same setting).
  const campaignsEnabled = user.company.settings.find((setting) => setting.key === 'campaignsEnabled')?.value !== 'false';
  return {
    context: {
      user,
      plan: plan && { ...plan, useCampaigns: plan.useCampaigns && campaignsEnabled },
      campaignsShown: readStorage(STORAGE_KEYS.campaignsShown) !== null,
    },
    planFailed: companyPlan.isError,
  };
}
