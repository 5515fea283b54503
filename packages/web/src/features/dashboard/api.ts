import type { Dashboard, DashboardQueue, TicketsDay, TicketsUsers } from '@prosa/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiErrorFrom } from '../../api/ApiError';
import { apiUrl } from '../../api/baseUrl';
import { api } from '../../api/client';
import { getToken } from '../../api/session';
import { dashboardQuery, type ChartRange, type DashboardFilter } from './dashboardFilter';

export const dashboardKeys = {
  all: ['dashboard'] as const,
  /** The figures that follow the page's filter: cards, attendants, queues. */
  figures: ['dashboard', 'figures'] as const,
  summary: (filter: DashboardFilter) => ['dashboard', 'figures', 'summary', filter] as const,
  queues: (filter: DashboardFilter) => ['dashboard', 'figures', 'queues', filter] as const,
  ticketsUsers: (range: ChartRange) => ['dashboard', 'ticketsUsers', range] as const,
  ticketsDay: (range: ChartRange) => ['dashboard', 'ticketsDay', range] as const,
};

/** `GET /dashboard`: the cards and the attendants of the applied filter. */
export function useDashboard(filter: DashboardFilter) {
  return useQuery({
    queryKey: dashboardKeys.summary(filter),
    queryFn: ({ signal }) => api.get<Dashboard>('/dashboard', { query: dashboardQuery(filter), signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `GET /dashboard/queues`: the same figures per queue. */
export function useDashboardQueues(filter: DashboardFilter) {
  return useQuery({
    queryKey: dashboardKeys.queues(filter),
    queryFn: ({ signal }) => api.get<DashboardQueue[]>('/dashboard/queues', { query: dashboardQuery(filter), signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useTicketsUsers(range: ChartRange) {
  return useQuery({
    queryKey: dashboardKeys.ticketsUsers(range),
    queryFn: ({ signal }) => api.get<TicketsUsers>('/dashboard/ticketsUsers', { query: { ...range }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function useTicketsDay(range: ChartRange) {
  return useQuery({
    queryKey: dashboardKeys.ticketsDay(range),
    queryFn: ({ signal }) => api.get<TicketsDay>('/dashboard/ticketsDay', { query: { ...range }, signal }),
    placeholderData: keepPreviousData,
    retry: false,
  });
}

/** `GET /dashboard/export` is CSV, not JSON: fetched with the session's token and saved as a file. */
export async function downloadDashboardCsv(type: 'attendants' | 'queues', filter: DashboardFilter, fileName: string): Promise<void> {
  const params = new URLSearchParams({ type });
  for (const [key, value] of Object.entries(dashboardQuery(filter))) if (value !== undefined) params.set(key, String(value));
  const token = getToken();
  const response = await fetch(apiUrl(`/dashboard/export?${params.toString()}`), { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'include' });
  if (!response.ok) throw await apiErrorFrom(response);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
