import { defaultWeekSchedule, type Queue } from '@prosa/contract';
import { describe, expect, it } from 'vitest';
import { applyQueueEvent, readQueueEvent } from './queueEvents';

const queue = (id: number, name: string, orderQueue: number | null, updatedAt = '2026-01-01T00:00:00.000Z'): Queue => ({
  id,
  companyId: 1,
  name,
  color: `#00000${id}`,
  greetingMessage: '',
  outOfHoursMessage: '',
  orderQueue,
  schedules: defaultWeekSchedule(),
  integrationId: null,
  promptId: null,
  mediaPath: null,
  mediaName: null,
  mediaUrl: null,
  createdAt: updatedAt,
  updatedAt,
});

describe('queue events', () => {
  it('reads update and delete payloads, ignores others', () => {
    expect(readQueueEvent({ action: 'delete', queueId: 4 })).toEqual({ kind: 'delete', id: 4 });
    expect(readQueueEvent({ action: 'update', queue: queue(1, 'A', 1) })).toMatchObject({ kind: 'update' });
    expect(readQueueEvent({ action: 'update' })).toBeUndefined();
    expect(readQueueEvent('x')).toBeUndefined();
  });

  it('upserts in the server’s order (orderQueue, unordered last, then name) and removes', () => {
    const list = [queue(1, 'Beta', 1), queue(2, 'Zeta', null)];
    const added = applyQueueEvent(list, { kind: 'update', queue: queue(3, 'Alfa', 1) });
    expect(added?.map((q) => q.id)).toEqual([3, 1, 2]);
    const moved = applyQueueEvent(added, { kind: 'update', queue: queue(2, 'Zeta', 0, '2026-01-02T00:00:00.000Z') });
    expect(moved?.map((q) => q.id)).toEqual([2, 3, 1]);
    expect(applyQueueEvent(moved, { kind: 'delete', id: 3 })?.map((q) => q.id)).toEqual([2, 1]);
  });

  it('ignores an answer older than the cached record', () => {
    const list = [queue(1, 'Nova', 1, '2026-01-02T00:00:00.000Z')];
    expect(applyQueueEvent(list, { kind: 'update', queue: queue(1, 'Velha', 1) })?.[0]?.name).toBe('Nova');
  });
});
