import { describe, expect, it } from 'vitest';
import { ticketListQuery } from './api';
import { panelFilters } from './ticketListFilter';

describe('the panel lists', () => {
  const filters = panelFilters({ queueIds: [3, 1], showAll: false, search: 'maria', tagIds: [9, 2], userIds: [] });

  it('lets show-all drive the open tab only; closed and search always show all', () => {
    expect(filters.open).toMatchObject({ status: 'open', showAll: false, search: '' });
    expect(filters.pending).toMatchObject({ status: 'pending', showAll: false });
    expect(filters.closed).toMatchObject({ status: 'closed', showAll: true });
    expect(filters.search).toMatchObject({ status: undefined, showAll: true, search: 'maria', tagIds: [2, 9] });
  });

  it('sends the queues, tags and users as JSON arrays', () => {
    expect(ticketListQuery(filters.search, 2)).toEqual({
      pageNumber: 2,
      status: undefined,
      showAll: true,
      searchParam: 'maria',
      queueIds: '[1,3]',
      tags: '[2,9]',
      users: undefined,
    });
  });
});
