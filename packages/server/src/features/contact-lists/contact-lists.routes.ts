import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  contactListBodySchema,
  contactListItemBodySchema,
  contactListItemPageQuerySchema,
  contactListItemPageSchema,
  contactListItemSchema,
  contactListItemUpdateSchema,
  contactListPageQuerySchema,
  contactListPageSchema,
  contactListRecordSchema,
  contactListShortQuerySchema,
  contactListUploadResultSchema,
  idParams,
} from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { multipartSpec, readMultipart } from '../../http/multipart.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { AppError } from '../../shared/app-error.js';
import { MAX_SHEET_BYTES, readSheet } from '../contacts/sheet-reader.js';
import { parseSheetRows } from '../contacts/sheet-rows.js';
import { presentContactList, presentContactListItem } from './contact-list.presenter.js';
import { importContactListSheet } from './contact-list-import.js';
import { findContactList, findContactListItem, itemCounts, listContactLists, pageContactListItems, pageContactLists } from './contact-lists.repository.js';
import { createContactList, createContactListItem, deleteContactList, deleteContactListItem, updateContactList, updateContactListItem } from './contact-lists.service.js';

const tags = ['contact-lists'];
const deleted = z.object({ message: z.string() });
const read = { feature: 'useCampaigns' } as const;
/** Plain users read lists; only admins change them. */
const write = { feature: 'useCampaigns', role: 'admin' } as const;
const sheetUploadSpec = multipartSpec(z.object({}).loose(), { file: { max: 1 } });

/** Contact lists and their items: the audiences of campaigns. */
export function contactListsRoutes(app: App, ctx: AppContext): void {
  const presentLists = async (companyId: number, rows: Parameters<typeof presentContactList>[0][]) => {
    const counts = await itemCounts(ctx.db, companyId, rows.map((row) => row.id));
    return rows.map((row) => presentContactList(row, counts.get(row.id) ?? 0));
  };

  app.get('/contact-lists', { config: read, schema: { tags, querystring: contactListPageQuerySchema, response: { 200: contactListPageSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    const page = await pageContactLists(ctx.db, companyId, request.query.searchParam, request.query.pageNumber);
    return { records: await presentLists(companyId, page.rows), count: page.count, hasMore: page.hasMore };
  });

  app.get('/contact-lists/list', { config: read, schema: { tags, querystring: contactListShortQuerySchema, response: { 200: z.array(contactListRecordSchema) } } }, async (request) => {
    const { companyId } = authOf(request);
    return presentLists(companyId, await listContactLists(ctx.db, companyId));
  });

  app.get('/contact-lists/:id', { config: read, schema: { tags, params: idParams, response: { 200: contactListRecordSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    return (await presentLists(companyId, [await findContactList(ctx.db, companyId, request.params.id)]))[0]!;
  });

  app.post('/contact-lists', { config: write, schema: { tags, body: contactListBodySchema, response: { 200: contactListRecordSchema } } }, async (request) => {
    return presentContactList(await createContactList(ctx, authOf(request).companyId, request.body), 0);
  });

  app.put('/contact-lists/:id', { config: write, schema: { tags, params: idParams, body: contactListBodySchema, response: { 200: contactListRecordSchema } } }, async (request) => {
    const { row, count } = await updateContactList(ctx, authOf(request).companyId, request.params.id, request.body);
    return presentContactList(row, count);
  });

  app.delete('/contact-lists/:id', { config: write, schema: { tags, params: idParams, response: { 200: deleted } } }, async (request) => {
    await deleteContactList(ctx, authOf(request).companyId, request.params.id);
    return { message: 'Contact list deleted' };
  });

  // Sheet import (.xls/.xlsx) with the contacts page's reader: parsed in a worker with its size and
  // row limits, written in one transaction, numbers checked afterwards by a background job.
  app.post('/contact-lists/:id/upload', { config: { ...write, multipart: sheetUploadSpec }, schema: { tags, params: idParams, response: { 200: contactListUploadResultSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    await findContactList(ctx.db, companyId, request.params.id);
    const { files } = await readMultipart(request, ctx.media);
    const file = files.find((candidate) => candidate.fieldname === 'file') ?? files[0];
    if (!file) throw new AppError('ERR_VALIDATION', { extra: { issues: { file: 'Required' } } });
    if (file.size > MAX_SHEET_BYTES) throw new AppError('ERR_PAYLOAD_TOO_LARGE');
    const parsed = parseSheetRows(await readSheet(await readFile(file.tempPath)));
    if (!parsed) throw new AppError('ERR_INVALID_SHEET');
    return importContactListSheet(ctx, companyId, request.params.id, parsed);
  });

  app.get('/contact-list-items', { config: read, schema: { tags, querystring: contactListItemPageQuerySchema, response: { 200: contactListItemPageSchema } } }, async (request) => {
    const { companyId } = authOf(request);
    const { contactListId, searchParam, pageNumber } = request.query;
    await findContactList(ctx.db, companyId, contactListId);
    const page = await pageContactListItems(ctx.db, companyId, contactListId, searchParam, pageNumber);
    return { contacts: page.rows.map(presentContactListItem), count: page.count, hasMore: page.hasMore };
  });

  app.get('/contact-list-items/:id', { config: read, schema: { tags, params: idParams, response: { 200: contactListItemSchema } } }, async (request) => {
    return presentContactListItem(await findContactListItem(ctx.db, authOf(request).companyId, request.params.id));
  });

  app.post('/contact-list-items', { config: write, schema: { tags, body: contactListItemBodySchema, response: { 200: contactListItemSchema } } }, async (request) => {
    return presentContactListItem(await createContactListItem(ctx, authOf(request).companyId, request.body));
  });

  app.put('/contact-list-items/:id', { config: write, schema: { tags, params: idParams, body: contactListItemUpdateSchema, response: { 200: contactListItemSchema } } }, async (request) => {
    return presentContactListItem(await updateContactListItem(ctx, authOf(request).companyId, request.params.id, request.body));
  });

  app.delete('/contact-list-items/:id', { config: write, schema: { tags, params: idParams, response: { 200: deleted } } }, async (request) => {
    await deleteContactListItem(ctx, authOf(request).companyId, request.params.id);
    return { message: 'Contact list item deleted' };
  });
}
