import type { CompanyPlan, Plan } from '@prosa/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export const planKeys = {
  list: ['plans', 'list'] as const,
  ofCompany: (companyId: number) => ['plans', 'company', companyId] as const,
};

/** Public plan catalogue for the signup page. */
export function usePlanList() {
  return useQuery({
    queryKey: planKeys.list,
    queryFn: ({ signal }) => api.get<Plan[]>('/plans/list', { anonymous: true, signal }),
    staleTime: 5 * 60_000,
  });
}

/** The signed-in company's plan; its flags switch menu entries and areas on or off. */
export function useCompanyPlan(companyId: number | undefined) {
  return useQuery({
    queryKey: planKeys.ofCompany(companyId ?? 0),
    queryFn: ({ signal }) => api.get<CompanyPlan>(`/companies/listPlan/${companyId ?? 0}`, { signal }),
    enabled: companyId !== undefined,
    staleTime: 5 * 60_000,
  });
}
