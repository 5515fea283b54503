import { z } from 'zod';
import { helpBodySchema, helpSchema, helpUpdateSchema, idParams } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { App } from '../../http/types.js';
import { presentHelp } from './help.presenter.js';
import { deleteHelp, insertHelp, listHelps, updateHelp } from './helps.repository.js';

const tags = ['helps'];
/** Help videos are written by the super user and read by every signed-in user. */
const superOnly = { superOnly: true } as const;
const helpList = { 200: z.array(helpSchema) };

export function helpsRoutes(app: App, ctx: AppContext): void {
  const all = async () => (await listHelps(ctx.db)).map(presentHelp);
  // The help page reads `/helps/list`, the settings tab `/helps`: both the whole list.
  app.get('/helps', { schema: { tags, response: helpList } }, all);
  app.get('/helps/list', { schema: { tags, response: helpList } }, all);

  app.post('/helps', { config: superOnly, schema: { tags, body: helpBodySchema, response: { 200: helpSchema } } }, async (request) => presentHelp(await insertHelp(ctx.db, request.body)));

  app.put('/helps/:id', { config: superOnly, schema: { tags, params: idParams, body: helpUpdateSchema, response: { 200: helpSchema } } }, async (request) =>
    presentHelp(await updateHelp(ctx.db, request.params.id, request.body, ctx.clock.now())),
  );

  app.delete('/helps/:id', { config: superOnly, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteHelp(ctx.db, request.params.id);
    return { message: 'Help deleted' };
  });
}
