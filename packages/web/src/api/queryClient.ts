import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError } from './ApiError';

/**
 * Answers with a status are final (a 404 stays a 404); only network failures and 5xx get one more
 * try. Live data comes from the socket, so window focus does not refetch.
 */
export function createQueryClient(): QueryClient {
  // A plan changed under an open page: the server refuses the area at once; reading the company's
  // plan again hides its menu entry and sends the page away with the plan gate's notice.
  const planChanged = (error: unknown) => {
    if (isApiError(error) && error.code === 'ERR_PLAN_FEATURE_DISABLED') void client.invalidateQueries({ queryKey: ['plans', 'company'] });
  };
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: planChanged }),
    mutationCache: new MutationCache({ onError: planChanged }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 1 && (!isApiError(error) || error.status >= 500),
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
