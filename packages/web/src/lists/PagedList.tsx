import type { ReactNode } from 'react';
import { LoadFailed } from './LoadFailed';
import { ScrollingList } from './ScrollingList';

/** The parts of an infinite query a paged list needs. */
export interface PagedQuery {
  isError: boolean;
  isFetching: boolean;
  hasNextPage: boolean;
  refetch: () => unknown;
  fetchNextPage: () => unknown;
}

/**
 * A list page's body: the rows with infinite scroll, or the load error with a retry button. One
 * place for what every list page does.
 */
export function PagedList({ query, testId, children }: { query: PagedQuery; testId: string; children: ReactNode }) {
  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} />;
  return (
    <ScrollingList testId={testId} hasMore={query.hasNextPage} loading={query.isFetching} onLoadMore={() => void query.fetchNextPage()}>
      {children}
    </ScrollingList>
  );
}
