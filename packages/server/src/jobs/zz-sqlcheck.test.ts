import { it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { wrapPglite } from '../db/client.js';
import { claimDueJobs, failJob, reapExpiredLocks } from '../jobs/job-queries.js';
import { enqueueJob } from '../jobs/enqueue.js';
it('sql', async () => {
  const d = wrapPglite(await PGlite.create('memory://'));
  const now = new Date();
  console.log(claimDueJobs(d.db, now, now, 'tok', 5).toSQL().sql);
  console.log(reapExpiredLocks(d.db, now).toSQL().sql);
  await d.close();
});
