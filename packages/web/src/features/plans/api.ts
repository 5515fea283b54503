import type { CompanyPlan, Plan, PlanAdmin, PlanBody } from '@prosa/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';

export const planKeys = {
  list: ['plans', 'list'] as const,
  all: ['plans', 'all'] as const,
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

/** The super user's Planos tab: `GET /plans/all` answers every field to them. */
export function useAllPlans() {
  return useQuery({ queryKey: planKeys.all, queryFn: ({ signal }) => api.get<PlanAdmin[]>('/plans/all', { signal }) });
}

export type SavePlan = { id: undefined; body: PlanBody } | { id: number; body: Partial<PlanBody> };

/** Create or update; the catalogue and the companies' gates read it again (flags may have changed). */
export function useSavePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SavePlan) => (change.id === undefined ? api.post<PlanAdmin>('/plans', change.body) : api.put<PlanAdmin>(`/plans/${change.id}`, change.body)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['plans'] }),
  });
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/plans/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['plans'] }),
  });
}
