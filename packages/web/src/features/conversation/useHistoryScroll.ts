import { useCallback, useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Older messages load within 50 px of the top. */
export const OLDER_PAGE_DISTANCE_PX = 50;
/** Closer than this to the bottom counts as "following the conversation". */
const FOLLOW_DISTANCE_PX = 80;

interface HistoryScrollOptions {
  /** Changes when older messages are put on top. */
  firstKey: string | undefined;
  /** Changes when a new message arrives at the bottom. */
  lastKey: string | undefined;
  /** The newest message is our own: show it even if the reader had scrolled up. */
  lastIsMine: boolean;
  onNearTop: () => void;
  /** How close to the top the older page loads (the internal chat loads within 600 px). */
  nearTopPx?: number;
}

/**
 * Scrolling of a history that grows at both ends: it opens at the bottom, follows new messages while
 * the reader is at the bottom (or just sent one), and keeps what the reader sees still when an older
 * page is put on top. Media that finish loading, or a composer that grows, keep a following reader
 * at the bottom.
 */
export function useHistoryScroll(container: RefObject<HTMLElement | null>, content: RefObject<HTMLElement | null>, { firstKey, lastKey, lastIsMine, onNearTop, nearTopPx = OLDER_PAGE_DISTANCE_PX }: HistoryScrollOptions) {
  const following = useRef(true);
  const previous = useRef<{ firstKey: string | undefined; lastKey: string | undefined; scrollHeight: number }>({ firstKey: undefined, lastKey: undefined, scrollHeight: 0 });
  const nearTop = useRef(onNearTop);
  useEffect(() => {
    nearTop.current = onNearTop;
  });

  const onScroll = useCallback(() => {
    const element = container.current;
    if (!element) return;
    following.current = element.scrollHeight - element.scrollTop - element.clientHeight < FOLLOW_DISTANCE_PX;
    previous.current.scrollHeight = element.scrollHeight;
    if (element.scrollTop < nearTopPx) nearTop.current();
  }, [container, nearTopPx]);

  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const before = previous.current;
    const olderOnTop = before.firstKey !== undefined && before.firstKey !== firstKey && before.lastKey === lastKey;
    if (olderOnTop) element.scrollTop += element.scrollHeight - before.scrollHeight;
    else if (lastKey !== before.lastKey && (following.current || lastIsMine)) {
      element.scrollTop = element.scrollHeight;
      following.current = true;
    }
    previous.current = { firstKey, lastKey, scrollHeight: element.scrollHeight };
    // A first page too short to scroll would never reach "near the top" by scrolling.
    if (element.scrollTop < nearTopPx) nearTop.current();
  }, [container, firstKey, lastKey, lastIsMine, nearTopPx]);

  useEffect(() => {
    const element = container.current;
    const inner = content.current;
    if (!element || !inner || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(() => {
      if (following.current) element.scrollTop = element.scrollHeight;
      previous.current.scrollHeight = element.scrollHeight;
    });
    // The content grows as media load; the viewport shrinks as the reply bar or attachments appear.
    observer.observe(inner);
    observer.observe(element);
    return () => observer.disconnect();
  }, [container, content]);

  return onScroll;
}
