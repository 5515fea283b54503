import { createWriteStream } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { findUnsafeText } from '@prosa/contract';
import type { MediaStore } from '../media/media-store.js';
import { AppError } from '../shared/app-error.js';
import { unsafeTextError } from './text-guard.js';

export const MAX_UPLOAD_BYTES = 64 * 1024 * 1024;
export const MAX_UPLOAD_FILES = 10;

/** A file of a multipart request, written to the staging folder until the request keeps it. */
export interface UploadedFile {
  fieldname: string;
  filename: string;
  mimetype: string;
  size: number;
  /** Where the bytes wait: removed when the request ends unless `keepUpload` moved them. */
  tempPath: string;
}

/**
 * A multipart route's body: its text fields (a zod object, validated like a JSON body) and its file
 * fields with how many files each takes. Declared in the route's `config.multipart`, it is also what
 * the OpenAPI document shows (`registerOpenApi`).
 */
export interface MultipartSpec {
  fields: z.ZodObject;
  files: Record<string, { max: number }>;
}

export function multipartSpec<F extends z.ZodObject>(fields: F, files: Record<string, { max: number }>): MultipartSpec & { fields: F } {
  return { fields, files };
}

/** The body as the OpenAPI document describes it: text fields, and files as binary strings. */
export function multipartDocSchema(spec: MultipartSpec): z.ZodObject {
  const fileShape = Object.fromEntries(Object.entries(spec.files).map(([name, { max }]) => [name, max > 1 ? z.array(z.file()).max(max).optional() : z.file().optional()]));
  return spec.fields.extend(fileShape);
}

declare module 'fastify' {
  interface FastifyContextConfig {
    multipart?: MultipartSpec;
  }
}

export async function registerMultipart(app: FastifyInstance): Promise<void> {
  await app.register(fastifyMultipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: MAX_UPLOAD_FILES, fields: 50, fieldSize: 1024 * 1024 } });
}

/**
 * A body that ends inside a file (a form without its closing boundary) leaves the parser's file
 * stream unfinished forever (the parser destroys it without a word, or never ends it), and a
 * request waiting on it would never answer. Once the body is over and the file has nothing
 * buffered, it can receive nothing more: `cutOff` rejects.
 */
function watchForCutOff(raw: IncomingMessage, file: Readable): { cutOff: Promise<never>; stop(): void } {
  let timer: NodeJS.Timeout | undefined;
  let reject: (error: Error) => void = () => undefined;
  const cutOff = new Promise<never>((_, fail) => (reject = fail));
  const check = () => {
    if (file.readableEnded) return;
    if (file.destroyed || file.readableLength === 0) reject(new Error('multipart body ended inside a file'));
    else timer = setTimeout(check, 100);
  };
  const onBodyEnd = () => {
    timer = setTimeout(check, 100);
  };
  if (raw.readableEnded) onBodyEnd();
  else raw.once('end', onBodyEnd);
  return {
    cutOff,
    stop: () => {
      clearTimeout(timer);
      raw.off('end', onBodyEnd);
    },
  };
}

/** Streams one file part to the staging folder. */
async function stageFile(raw: IncomingMessage, file: Readable, path: string): Promise<void> {
  const sink = createWriteStream(path);
  const watch = watchForCutOff(raw, file);
  const copy = pipeline(file, sink);
  copy.catch(() => undefined);
  try {
    await Promise.race([copy, watch.cutOff]);
  } finally {
    watch.stop();
    sink.destroy();
  }
}

const FILE_LIMIT_CODES = new Set(['FST_REQ_FILE_TOO_LARGE', 'FST_FILES_LIMIT', 'FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT']);

function issuesOf(error: z.ZodError): Record<string, string> {
  const issues: Record<string, string> = {};
  for (const issue of error.issues) issues[issue.path.map(String).join('.') || 'body'] ??= issue.message;
  return issues;
}

/**
 * Reads the route's multipart body (its `config.multipart`): files are streamed to the staging
 * folder, never held in memory, and text fields are checked by the one text rule and the spec's
 * schema. Oversized files answer 413, a body that is not multipart 415. Staged files are removed
 * when the request ends (`registerUploadCleanup`) unless the handler kept them.
 */
export async function readMultipart<F extends z.ZodObject = z.ZodObject>(request: FastifyRequest, media: MediaStore): Promise<{ fields: z.output<F>; files: UploadedFile[] }> {
  if (!request.isMultipart()) throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
  const spec = request.routeOptions.config.multipart;
  const raw: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const staged = await media.stageIncoming();
        request.stagedUploads.push(staged.path);
        await stageFile(request.raw, part.file, staged.path);
        if (part.file.truncated) throw new AppError('ERR_PAYLOAD_TOO_LARGE');
        files.push({ fieldname: part.fieldname, filename: part.filename, mimetype: part.mimetype, size: part.file.bytesRead, tempPath: staged.path });
      } else if (typeof part.value === 'string') {
        raw[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code;
    if (code && FILE_LIMIT_CODES.has(code)) throw new AppError('ERR_PAYLOAD_TOO_LARGE');
    if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') throw new AppError('ERR_UNSUPPORTED_MEDIA_TYPE');
    throw new AppError('ERR_VALIDATION', { extra: { issues: { body: 'Malformed multipart body' } } });
  }
  const unsafe = findUnsafeText(raw) ?? files.map((file) => (findUnsafeText(file.filename) === undefined ? undefined : file.fieldname)).find(Boolean);
  if (unsafe !== undefined) throw unsafeTextError(unsafe);
  if (spec) {
    for (const [name, { max }] of Object.entries(spec.files)) {
      if (files.filter((file) => file.fieldname === name).length > max) throw new AppError('ERR_VALIDATION', { extra: { issues: { [name]: 'Too many files' } } });
    }
  }
  const parsed = (spec?.fields ?? z.object({}).loose()).safeParse(raw);
  if (!parsed.success) throw new AppError('ERR_VALIDATION', { extra: { issues: issuesOf(parsed.error) } });
  return { fields: parsed.data as z.output<F>, files };
}
