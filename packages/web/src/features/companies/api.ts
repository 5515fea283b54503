import type { Company, CompanyBody, CompanyListItem, CompanyPage, CompanyUpdate } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../api/client';
import { nextPageNumber, type Page } from '../../lists/pagedCache';
import { planKeys } from '../plans/api';

export const companyKeys = {
  pages: ['companies', 'page'] as const,
  page: (search: string) => ['companies', 'page', search] as const,
};

/** `GET /companies` (the super user's Empresas tab): 20 a page, by name. */
export function useCompanyPages(search: string) {
  return useInfiniteQuery({
    queryKey: companyKeys.page(search),
    queryFn: async ({ pageParam, signal }): Promise<Page<CompanyListItem>> => {
      const body = await api.get<CompanyPage>('/companies', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: body.companies, count: body.count, hasMore: body.hasMore };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

export type SaveCompany = { id: undefined; body: CompanyBody } | { id: number; body: CompanyUpdate };

/** Create or update; the list is read again (a change may move a row: the list is ordered by name). */
export function useSaveCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SaveCompany) => (change.id === undefined ? api.post<Company & { adminPassword?: string }>('/companies', change.body) : api.put<Company>(`/companies/${change.id}`, change.body)),
    onSuccess: (company) => {
      void queryClient.invalidateQueries({ queryKey: companyKeys.pages });
      // The company's plan flags may have changed (the super user's own company included).
      void queryClient.invalidateQueries({ queryKey: planKeys.ofCompany(company.id) });
    },
  });
}

export function useDeleteCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/companies/${id}`),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: companyKeys.pages }),
  });
}
