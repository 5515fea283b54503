import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether an element is narrower than `px`, followed as it resizes. The conversation header asks
 * this of itself, not of the window: with the side menu and the contact panel open, a wide screen
 * leaves it as little room as a phone.
 */
export function useNarrowerThan<T extends HTMLElement>(px: number) {
  const ref = useRef<T>(null);
  const [narrow, setNarrow] = useState(false);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new ResizeObserver(([entry]) => setNarrow((entry?.contentRect.width ?? px) < px));
    observer.observe(element);
    return () => observer.disconnect();
  }, [px]);
  return { ref, narrow };
}
