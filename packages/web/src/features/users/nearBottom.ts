/** The next page loads when the list is scrolled within 100 px of its bottom. */
export const NEXT_PAGE_DISTANCE_PX = 100;

export function nearBottom(element: { scrollTop: number; scrollHeight: number; clientHeight: number }): boolean {
  return element.scrollHeight - element.scrollTop - element.clientHeight < NEXT_PAGE_DISTANCE_PX;
}
