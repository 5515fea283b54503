import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';

/**
 * Answers with a status are final (a 404 stays a 404); only network failures and 5xx get one more
 * try. Live data comes from the socket, so window focus does not refetch.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && (!isApiError(error) || error.status >= 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
}
