import { z } from 'zod';
import { fileListBodySchema, fileListPageSchema, fileListQuerySchema, fileListSchema, idParams, idSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { FileListRow } from '../../db/schema/index.js';
import { multipartSpec, readMultipart } from '../../http/multipart.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { keepUpload } from '../../media/uploads.js';
import { AppError } from '../../shared/app-error.js';
import { mediaKindOf } from '../messages/media-kind.js';
import { presentFileList } from './file-list.presenter.js';
import { findFileList, optionsOf, pageFileLists } from './file-lists.repository.js';
import { attachOptionFile, createFileList, deleteFileList, updateFileList } from './file-lists.service.js';

const tags = ['files'];
const write = { role: 'admin' } as const;
/** The seed client's upload: the option's `id` (or `fileId`), `typeArch`, `mediaType`, `name`, and the file in `files`. */
const uploadSpec = multipartSpec(z.object({ id: idSchema.optional(), fileId: idSchema.optional() }).loose(), { files: { max: 1 }, file: { max: 1 } });

/** File lists: a message and named files, used by campaigns and queue options. */
export function fileListsRoutes(app: App, ctx: AppContext): void {
  const signer = () => ({ secret: ctx.config.jwtSecret, now: ctx.clock.now() });
  const present = async (companyId: number, rows: FileListRow[]) => {
    const options = await optionsOf(ctx.db, companyId, rows.map((row) => row.id));
    return rows.map((row) => presentFileList(row, options.get(row.id) ?? [], signer()));
  };

  app.get('/files', { schema: { tags, querystring: fileListQuerySchema, response: { 200: fileListPageSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    const page = await pageFileLists(ctx.db, companyId, request.query.searchParam, request.query.pageNumber);
    return { files: await present(companyId, page.rows), count: page.count, hasMore: page.hasMore };
  });

  app.get('/files/:id', { schema: { tags, params: idParams, response: { 200: fileListSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    return (await present(companyId, [await findFileList(ctx.db, companyId, request.params.id)]))[0]!;
  });

  app.post('/files', { config: write, schema: { tags, body: fileListBodySchema, response: { 200: fileListSchema } } }, async (request) => {
    const auth = authOf(request);
    return (await present(auth.companyId, [await createFileList(ctx, auth, request.body)]))[0]!;
  });

  app.put('/files/:id', { config: write, schema: { tags, params: idParams, body: fileListBodySchema, response: { 200: fileListSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    return (await present(companyId, [await updateFileList(ctx, companyId, request.params.id, request.body)]))[0]!;
  });

  app.delete('/files/:id', { config: write, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } }, async (request) => {
    await deleteFileList(ctx, authOf(request).companyId, request.params.id);
    return { message: 'File List deleted' };
  });

  app.post('/files/uploadList/:id', { config: { ...write, multipart: uploadSpec }, schema: { tags, params: idParams, response: { 200: fileListSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    await findFileList(ctx.db, companyId, request.params.id);
    const { fields, files } = await readMultipart<typeof uploadSpec.fields>(request, ctx.media);
    const file = files[0];
    if (!file || file.size === 0) throw new AppError('ERR_VALIDATION', { extra: { issues: { files: 'Required' } } });
    const stored = await keepUpload(ctx, request, companyId, file);
    const kind = mediaKindOf(file.filename, file.mimetype);
    const row = await attachOptionFile(ctx, companyId, request.params.id, fields.id ?? fields.fileId, { path: stored.path, mediaType: kind.kind, mimetype: kind.mimetype });
    return (await present(companyId, [row]))[0]!;
  });
}
