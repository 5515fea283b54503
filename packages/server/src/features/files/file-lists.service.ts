import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { fileListBodySchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { fileListOptions, fileLists } from '../../db/schema/index.js';
import type { FileListRow } from '../../db/schema/index.js';
import type { Tx } from '../../db/types.js';
import { inCompany } from '../../db/company-scope.js';
import { AppError } from '../../shared/app-error.js';
import type { RequestAuth } from '../../shared/caller.js';
import { presentFileList } from './file-list.presenter.js';
import { findFileList, optionsOf } from './file-lists.repository.js';

type Body = z.output<typeof fileListBodySchema>;

/** `company-{id}-file`: the list with its options after every change, its id on delete. */
export async function emitFileListSaved(ctx: AppContext, action: 'create' | 'update', row: FileListRow): Promise<void> {
  const options = (await optionsOf(ctx.db, row.companyId, [row.id])).get(row.id) ?? [];
  ctx.realtime.toCompany(row.companyId, 'file', { action, fileList: presentFileList(row, options, { secret: ctx.config.jwtSecret, now: ctx.clock.now() }) });
}

/**
 * Writes the options as sent: those with an id of this list are renamed, new ones added (their
 * file arrives later through `POST /files/uploadList/{id}`), the ones left out removed.
 */
async function writeOptions(tx: Tx, companyId: number, fileListId: number, options: Body['options'], now: Date): Promise<void> {
  const kept = options.filter((option) => option.id !== undefined).map((option) => option.id!);
  await tx.delete(fileListOptions).where(inCompany(fileListOptions, companyId, eq(fileListOptions.fileListId, fileListId), kept.length ? notInArray(fileListOptions.id, kept) : undefined));
  for (const option of options) {
    if (option.id !== undefined) {
      const updated = await tx
        .update(fileListOptions)
        .set({ name: option.name, updatedAt: now })
        .where(inCompany(fileListOptions, companyId, eq(fileListOptions.fileListId, fileListId), eq(fileListOptions.id, option.id)))
        .returning({ id: fileListOptions.id });
      if (updated.length) continue;
    }
    await tx.insert(fileListOptions).values({ companyId, fileListId, name: option.name, createdAt: now, updatedAt: now });
  }
}

export async function createFileList(ctx: AppContext, auth: RequestAuth, body: Body): Promise<FileListRow> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    const [inserted] = await tx.insert(fileLists).values({ companyId: auth.companyId, name: body.name, message: body.message, userId: auth.userId, createdAt: now, updatedAt: now }).returning();
    await writeOptions(tx, auth.companyId, inserted!.id, body.options, now);
    return inserted!;
  });
  await emitFileListSaved(ctx, 'create', row);
  return row;
}

export async function updateFileList(ctx: AppContext, companyId: number, id: number, body: Body): Promise<FileListRow> {
  const now = ctx.clock.now();
  const row = await ctx.db.transaction(async (tx) => {
    await findFileList(tx, companyId, id);
    const [updated] = await tx.update(fileLists).set({ name: body.name, message: body.message, updatedAt: now }).where(inCompany(fileLists, companyId, eq(fileLists.id, id))).returning();
    await writeOptions(tx, companyId, id, body.options, now);
    return updated!;
  });
  await emitFileListSaved(ctx, 'update', row);
  return row;
}

export async function deleteFileList(ctx: AppContext, companyId: number, id: number): Promise<void> {
  await findFileList(ctx.db, companyId, id);
  await ctx.db.delete(fileLists).where(inCompany(fileLists, companyId, eq(fileLists.id, id)));
  ctx.realtime.toCompany(companyId, 'file', { action: 'delete', fileId: id });
}

/** Stores an uploaded file on an option of the list (the option named by id, else the first without a file). */
export async function attachOptionFile(ctx: AppContext, companyId: number, id: number, optionId: number | undefined, file: { path: string; mediaType: string; mimetype: string }): Promise<FileListRow> {
  const list = await findFileList(ctx.db, companyId, id);
  const options = (await optionsOf(ctx.db, companyId, [id])).get(id) ?? [];
  const target = optionId !== undefined ? options.find((option) => option.id === optionId) : options.find((option) => option.path === null);
  if (!target) throw new AppError('ERR_VALIDATION', { extra: { issues: { id: 'Invalid id' } } });
  await ctx.db
    .update(fileListOptions)
    .set({ path: file.path, mediaType: file.mediaType, mimetype: file.mimetype, updatedAt: ctx.clock.now() })
    .where(inCompany(fileListOptions, companyId, and(eq(fileListOptions.fileListId, id), inArray(fileListOptions.id, [target.id]))));
  await emitFileListSaved(ctx, 'update', list);
  return list;
}
