import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import {
  contactBodySchema,
  contactFindOrCreateSchema,
  contactImportStateSchema,
  contactListQuerySchema,
  contactListSchema,
  contactOptionSchema,
  contactSchema,
  idParams,
  companyIdParam,
} from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../shared/app-error.js';
import { multipartSpec, readMultipart } from '../../http/multipart.js';
import { authOf } from '../../http/route-guards.js';
import type { App } from '../../http/types.js';
import { presentContacts, presentOneContact } from './contact.presenter.js';
import { contactsCsv } from './contacts-export.js';
import { contactImportState, startContactImport } from './contacts-import.js';
import { importFromAddressBook } from './contacts-address-book.js';
import { findContact, listContactOptions, listContactsForExport, pageContacts } from './contacts.repository.js';
import { createContact, deleteContact, findOrCreateContactFromApi, updateContact } from './contacts.service.js';
import { MAX_SHEET_BYTES, readSheet } from './sheet-reader.js';
import { parseSheetRows } from './sheet-rows.js';

const tags = ['contacts'];

/** A contacts sheet (.xls or .xlsx) in `file`. */
const sheetUploadSpec = multipartSpec(z.object({}).loose(), { file: { max: 1 } });

export function contactsRoutes(app: App, ctx: AppContext): void {
  app.get('/contacts', { schema: { tags, querystring: contactListQuerySchema, response: { 200: contactListSchema } } }, async (request) => {
    const auth = authOf(request);
    const { searchParam, pageNumber, date, dateStart, dateEnd } = request.query;
    const page = await pageContacts(ctx.db, auth.companyId, { searchParam, dayFrom: date ?? dateStart, dayTo: date ?? dateEnd, timeZone: auth.timeZone }, pageNumber);
    return { contacts: await presentContacts(ctx.db, page.rows), count: page.count, hasMore: page.hasMore };
  });

  // Pickers (new ticket, schedules): every contact, `{ id, name, number }`, by name. The seeds'
  // `companyId` parameter is accepted and ignored (the company is the caller's).
  app.get(
    '/contacts/list',
    { schema: { tags, querystring: z.object({ companyId: companyIdParam }), response: { 200: z.array(contactOptionSchema) } } },
    async (request) => listContactOptions(ctx.db, authOf(request).companyId),
  );

  app.get('/contacts/export', { schema: { tags, response: { 200: z.string().describe('text/csv; separator ";"; header name;number;email') } } }, async (request, reply) => {
    const rows = await listContactsForExport(ctx.db, authOf(request).companyId);
    return reply.header('content-disposition', 'attachment; filename="contacts.csv"').type('text/csv; charset=utf-8').send(contactsCsv(rows));
  });

  app.get('/contacts/:id', { schema: { tags, params: idParams, response: { 200: contactSchema } } }, async (request) => {
    const auth = authOf(request);
    return presentOneContact(ctx.db, await findContact(ctx.db, auth.companyId, request.params.id));
  });

  app.post('/contacts', { schema: { tags, body: contactBodySchema, response: { 200: contactSchema } } }, async (request) => {
    const auth = authOf(request);
    return presentOneContact(ctx.db, await createContact(ctx, auth.companyId, request.body));
  });

  app.put('/contacts/:id', { schema: { tags, params: idParams, body: contactBodySchema, response: { 200: contactSchema } } }, async (request) => {
    const auth = authOf(request);
    return presentOneContact(ctx.db, await updateContact(ctx, auth.companyId, request.params.id, request.body));
  });

  app.delete(
    '/contacts/:id',
    { config: { permission: 'contacts-page:deleteContact' }, schema: { tags, params: idParams, response: { 200: z.object({ message: z.string() }) } } },
    async (request) => {
      await deleteContact(ctx, authOf(request).companyId, request.params.id);
      return { message: 'Contact deleted' };
    },
  );

  app.post('/contacts/findOrCreate', { schema: { tags, body: contactFindOrCreateSchema, response: { 200: contactSchema } } }, async (request) => {
    const auth = authOf(request);
    return presentOneContact(ctx.db, await findOrCreateContactFromApi(ctx, auth.companyId, request.body));
  });

  // Sheet import (.xls and .xlsx): parsed in a worker, answered at once with the import
  // id and the rows skipped so far; batches run in the background and report on the socket.
  app.post('/contacts/upload', { config: { multipart: sheetUploadSpec }, schema: { tags, response: { 200: contactImportStateSchema } } }, async (request) => {
    const auth = authOf(request);
    const { files } = await readMultipart(request, ctx.media);
    const file = files.find((candidate) => candidate.fieldname === 'file') ?? files[0];
    if (!file) throw new AppError('ERR_VALIDATION', { extra: { issues: { file: 'Required' } } });
    // The sheet is read from the staging folder; the request's end removes it.
    if (file.size > MAX_SHEET_BYTES) throw new AppError('ERR_PAYLOAD_TOO_LARGE');
    const parsed = parseSheetRows(await readSheet(await readFile(file.tempPath)));
    if (!parsed) throw new AppError('ERR_INVALID_SHEET');
    return startContactImport(ctx, auth.companyId, parsed);
  });

  app.get(
    '/contacts/upload/:importId',
    { schema: { tags, params: z.object({ importId: z.uuid() }), response: { 200: contactImportStateSchema } } },
    async (request) => contactImportState(authOf(request).companyId, request.params.importId),
  );

  app.post('/contacts/import', { schema: { tags, response: { 200: z.object({ imported: z.number().int() }) } } }, async (request) => importFromAddressBook(ctx, authOf(request).companyId));
}
