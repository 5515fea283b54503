import { PRODUCT_VERSION } from '@prosa/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../api/client';

export const versionKeys = { current: ['version'] as const };

/** The server's version for the footer; the contract's constant stands in until it answers. */
export function useVersion(): string {
  const { data } = useQuery({
    queryKey: versionKeys.current,
    queryFn: ({ signal }) => api.get<{ version: string }>('/version', { anonymous: true, signal }),
    staleTime: Infinity,
  });
  return data?.version ?? PRODUCT_VERSION;
}
