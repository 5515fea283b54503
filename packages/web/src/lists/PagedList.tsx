import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
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
 * place for what every list page of seed 001 §4 does.
 */
export function PagedList({ query, testId, children }: { query: PagedQuery; testId: string; children: ReactNode }) {
  const { t } = useTranslation();
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {t('common.retry')}
          </Button>
        }
      >
        {t('common.loadFailed')}
      </Alert>
    );
  }
  return (
    <ScrollingList testId={testId} hasMore={query.hasNextPage} loading={query.isFetching} onLoadMore={() => void query.fetchNextPage()}>
      {children}
    </ScrollingList>
  );
}
