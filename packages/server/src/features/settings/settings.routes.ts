import { z } from 'zod';
import { companySchedulesBodySchema, companySchedulesSchema, idParams, isPlatformSettingKey, settingKeyParams, settingSchema, updateSettingBodySchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { updateCompanySchedules } from './company-schedules.js';
import { updatePlatformSetting } from './platform-settings.js';
import { listSettings, updateSetting } from './settings.service.js';
import { visibleSettings } from './visible-settings.js';

export function settingsRoutes(app: App, ctx: AppContext): void {
  // Every signed-in user of the company reads them (the web app's rules depend on them).
  app.get('/settings', { schema: { tags: ['settings'], response: { 200: z.array(settingSchema) } } }, async (request) => {
    const auth = authOf(request);
    return visibleSettings(await listSettings(ctx, auth.companyId), auth);
  });

  // A company key is the company admin's; a platform key (platform-settings.ts) the super user's.
  app.put(
    '/settings/:key',
    { config: { role: 'admin' }, schema: { tags: ['settings'], params: settingKeyParams, body: updateSettingBodySchema, response: { 200: settingSchema } } },
    async (request) => {
      const auth = authOf(request);
      const { key } = request.params;
      return isPlatformSettingKey(key) ? updatePlatformSetting(ctx, auth, key, String(request.body.value)) : updateSetting(ctx, auth.companyId, key, request.body.value);
    },
  );

  app.put(
    '/companies/:id/schedules',
    { config: { role: 'admin' }, schema: { tags: ['settings'], params: idParams, body: companySchedulesBodySchema, response: { 200: companySchedulesSchema } } },
    async (request) => updateCompanySchedules(ctx, authOf(request).companyId, request.params.id, request.body.schedules),
  );
}
