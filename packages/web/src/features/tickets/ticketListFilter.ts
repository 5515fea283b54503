import type { Ticket } from '@prosa/contract';

/** Which tickets one list shows: the `GET /tickets` parameters of one tab. */
export interface TicketListFilter {
  /** undefined: every status (the search tab). */
  status: Ticket['status'] | undefined;
  showAll: boolean;
  /** Lower-cased search text; '' when none. */
  search: string;
  queueIds: number[];
  tagIds: number[];
  userIds: number[];
}

/** The panel's choices, from which each tab's list filter is built. */
export interface TicketPanelChoices {
  queueIds: readonly number[];
  showAll: boolean;
  search: string;
  tagIds: readonly number[];
  userIds: readonly number[];
}

const sorted = (ids: readonly number[]) => [...ids].sort((a, b) => a - b);

/**
 * The four lists of the panel: assigned ('open') and pending follow the show-all
 * toggle; closed and search always ask for show-all. Ids are sorted so one choice is one cache key.
 */
export function panelFilters(choices: TicketPanelChoices): Record<'open' | 'pending' | 'closed' | 'search', TicketListFilter> {
  const queueIds = sorted(choices.queueIds);
  const none = { search: '', tagIds: [], userIds: [] };
  return {
    open: { status: 'open', showAll: choices.showAll, queueIds, ...none },
    pending: { status: 'pending', showAll: choices.showAll, queueIds, ...none },
    closed: { status: 'closed', showAll: true, queueIds, ...none },
    search: { status: undefined, showAll: true, queueIds, search: choices.search, tagIds: sorted(choices.tagIds), userIds: sorted(choices.userIds) },
  };
}
