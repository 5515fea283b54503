import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { App } from '../../http/types.js';
import { signupOpen } from './user-creation.js';

/** What the login page may know before anyone signs in: whether the signup link is shown. */
export function publicSettingsRoutes(app: App, ctx: AppContext): void {
  app.get(
    '/public-settings',
    { config: { public: true }, schema: { tags: ['settings'], response: { 200: z.object({ userCreation: z.enum(['enabled', 'disabled']) }) } } },
    async () => ({ userCreation: (await signupOpen(ctx.db)) ? ('enabled' as const) : ('disabled' as const) }),
  );
}
