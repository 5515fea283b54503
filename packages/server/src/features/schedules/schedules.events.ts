import type { EngineContext } from '../../engine-context.js';
import type { ScheduleRow } from '../../db/schema/index.js';
import { presentSchedule } from './schedule.presenter.js';
import { scheduleAudience, withDetails } from './schedules.repository.js';

type EventContext = Pick<EngineContext, 'db' | 'realtime' | 'config' | 'clock'>;

/**
 * `company-{id}-schedule` `{ action, schedule }`, to the author and the company's admins and
 * supervisors only: the people who may see it (an agent sees only their own schedules).
 */
export async function emitScheduleSaved(ctx: EventContext, action: 'create' | 'update', row: ScheduleRow): Promise<void> {
  const [view] = await withDetails(ctx.db, row.companyId, [row]);
  const payload = { action, schedule: presentSchedule(view!, { secret: ctx.config.jwtSecret, now: ctx.clock.now() }) };
  for (const userId of await scheduleAudience(ctx.db, row.companyId, row.userId)) ctx.realtime.toUser(row.companyId, userId, 'schedule', payload);
}

export async function emitScheduleDeleted(ctx: EventContext, row: ScheduleRow): Promise<void> {
  for (const userId of await scheduleAudience(ctx.db, row.companyId, row.userId)) ctx.realtime.toUser(row.companyId, userId, 'schedule', { action: 'delete', scheduleId: row.id });
}
