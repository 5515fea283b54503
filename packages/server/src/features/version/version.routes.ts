import { z } from 'zod';
import { PRODUCT_VERSION } from '@prosa/contract';
import type { App } from '../../http/types.js';

export function versionRoutes(app: App): void {
  app.get(
    '/version',
    { config: { public: true }, schema: { tags: ['system'], response: { 200: z.object({ version: z.string() }) } } },
    async () => ({ version: PRODUCT_VERSION }),
  );
}
