import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Ticket } from '@prosa/contract';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../lists/LoadFailed';
import { nearBottom, rowsOf } from '../../lists/pagedCache';
import type { useTicketPages } from './api';
import { AGE_REFRESH_MS, NARROW_NAME_BELOW_PX } from './ticketItemFormat';
import { TicketListItem } from './TicketListItem';
import { useNow } from '../../app/useNow';

/** A first guess of a row's height; every rendered row is measured. */
const ESTIMATED_ROW_PX = 96;

export interface TicketListProps {
  query: ReturnType<typeof useTicketPages>;
  testId: string;
  selectedUuid: string | undefined;
  /** The search list's text ('' for the other lists). */
  search: string;
  canPeek: boolean;
  acceptingId: number | undefined;
  onOpen: (ticket: Ticket) => void;
  onAccept: (ticket: Ticket) => void;
  onPeek: (ticket: Ticket) => void;
}

/**
 * One ticket list, virtualised: only the rows in view (plus a few) are in the page, so thousands
 * of loaded tickets scroll as smoothly as forty. The next page loads within 100 px of the bottom.
 */
export function TicketList({ query, testId, selectedUuid, search, canPeek, acceptingId, onOpen, onAccept, onPeek }: TicketListProps) {
  const { t } = useTranslation();
  const scrollRef = useRef<HTMLDivElement>(null);
  const rows = useMemo(() => rowsOf(query.data), [query.data]);
  const narrow = useMediaQuery(`(max-width:${NARROW_NAME_BELOW_PX - 0.05}px)`, { noSsr: true });
  const nowMs = useNow(AGE_REFRESH_MS);
  const now = useMemo(() => new Date(nowMs), [nowMs]);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ESTIMATED_ROW_PX,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 6,
  });

  const loadMoreIfNear = () => {
    const element = scrollRef.current;
    if (element && hasNextPage && !isFetchingNextPage && nearBottom(element)) void fetchNextPage();
  };
  // A page shorter than the panel cannot be scrolled, so it is checked after every load as well.
  useEffect(loadMoreIfNear, [rows.length, hasNextPage, isFetchingNextPage]);

  if (query.isError) return <LoadFailed onRetry={() => void query.refetch()} sx={{ m: 1 }} />;

  return (
    <Box ref={scrollRef} data-testid={testId} onScroll={loadMoreIfNear} sx={{ flex: 1, minHeight: 0, overflowY: 'auto', position: 'relative' }}>
      {query.isPending && <LinearProgress />}
      {query.isSuccess && rows.length === 0 && (
        <Box data-testid={`${testId}-empty`} sx={{ p: 3, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>{t('ticketList.empty')}</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('ticketList.emptyHint')}
          </Typography>
        </Box>
      )}
      {/* Positions go in `style`: as `sx` every new offset would add a CSS class to the page. */}
      <Box sx={{ position: 'relative' }} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const ticket = rows[item.index];
          if (!ticket) return null;
          return (
            <Box key={item.key} ref={virtualizer.measureElement} data-index={item.index} sx={{ position: 'absolute', top: 0, left: 0, width: '100%' }} style={{ transform: `translateY(${item.start}px)` }}>
              <TicketListItem
                ticket={ticket}
                selected={ticket.uuid === selectedUuid}
                narrow={narrow}
                canPeek={canPeek}
                now={now}
                search={search}
                accepting={acceptingId === ticket.id}
                onOpen={onOpen}
                onAccept={onAccept}
                onPeek={onPeek}
              />
            </Box>
          );
        })}
      </Box>
      {isFetchingNextPage && <LinearProgress />}
    </Box>
  );
}
