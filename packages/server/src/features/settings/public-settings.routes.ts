import { publicSettingsSchema, SIGNED_IN_PLATFORM_SETTING_KEYS, type PublicSettings } from '@prosa/contract';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { authenticateRequest } from '../../http/authenticate.js';
import type { App } from '../../http/types.js';
import { readPlatformSettings } from './platform-settings.js';
import { signupOpen } from './user-creation.js';

/** Whether the request carries a valid session; a missing or bad token is simply "signed out" here. */
async function signedIn(ctx: AppContext, request: FastifyRequest): Promise<boolean> {
  if (!request.headers.authorization) return false;
  return authenticateRequest(ctx, request).then(
    () => true,
    () => false,
  );
}

/**
 * `GET /public-settings` stays public: the login page reads `userCreation` before anyone signs in.
 * The platform settings meant for every signed-in user (`appsUrl`) are added only when the request
 * carries a valid session, so a stranger learns nothing but whether signup is open.
 */
export function publicSettingsRoutes(app: App, ctx: AppContext): void {
  app.get('/public-settings', { config: { public: true }, schema: { tags: ['settings'], response: { 200: publicSettingsSchema } } }, async (request): Promise<PublicSettings> => {
    const userCreation = (await signupOpen(ctx.db)) ? ('enabled' as const) : ('disabled' as const);
    if (!(await signedIn(ctx, request))) return { userCreation };
    return { userCreation, ...(await readPlatformSettings(ctx.db, SIGNED_IN_PLATFORM_SETTING_KEYS)) };
  });
}
