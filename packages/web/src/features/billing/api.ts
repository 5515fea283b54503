import { INVOICES_PAGE_SIZE, type CheckoutBody, type Invoice, type PixCharge } from '@prosa/contract';
import { useInfiniteQuery, useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';
import { nextPageNumber, type Page } from '../../lists/pagedCache';

export const invoiceKeys = {
  all: ['invoices'] as const,
  page: (search: string) => ['invoices', 'page', search] as const,
  open: ['invoices', 'open'] as const,
};

/** `GET /invoices/all`: a bare array, 20 a page; a full page means there may be more. */
export function useInvoicePages(search: string) {
  return useInfiniteQuery({
    queryKey: invoiceKeys.page(search),
    queryFn: async ({ pageParam, signal }): Promise<Page<Invoice>> => {
      const rows = await api.get<Invoice[]>('/invoices/all', { query: { searchParam: search || undefined, pageNumber: pageParam }, signal });
      return { items: rows, count: rows.length, hasMore: rows.length === INVOICES_PAGE_SIZE };
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNumber,
  });
}

/** The company's invoice waiting for payment (the subscription page's "Assine Agora!"), if any. */
export function useOpenInvoice(companyId: number | undefined) {
  return useQuery({
    queryKey: invoiceKeys.open,
    queryFn: async ({ signal }) => {
      const rows = await api.get<Invoice[]>('/invoices/all', { query: { pageNumber: 1 }, signal });
      const open = rows.filter((row) => row.status !== 'paid' && row.companyId === companyId);
      return open.sort((a, b) => a.dueDate.localeCompare(b.dueDate))[0] ?? null;
    },
    enabled: companyId !== undefined,
  });
}

/** `POST /subscription`: the Pix charge of one invoice. */
export function useCreatePixCharge() {
  return useMutation({ mutationFn: (body: CheckoutBody) => api.post<PixCharge>('/subscription', body) });
}
