import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import type { ReactNode, UIEvent } from 'react';
import { nearBottom } from './pagedCache';

interface ScrollingListProps {
  children: ReactNode;
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  testId: string;
}

/** A list loads its next page when scrolled within 100 px of its bottom. */
export function ScrollingList({ children, hasMore, loading, onLoadMore, testId }: ScrollingListProps) {
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (hasMore && !loading && nearBottom(event.currentTarget)) onLoadMore();
  };
  return (
    <Paper variant="outlined" onScroll={onScroll} data-testid={testId} sx={{ overflowY: 'auto', maxHeight: { xs: 'calc(100dvh - 220px)', sm: 'calc(100dvh - 190px)' } }}>
      {children}
      {loading && <LinearProgress />}
    </Paper>
  );
}
