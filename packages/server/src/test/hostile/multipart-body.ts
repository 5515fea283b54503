import { randomBytes } from 'node:crypto';

export interface MultipartPart {
  name: string;
  /** A file part when set; raw bytes let a test send names no UTF-8 encoder produces. */
  filename?: string | Buffer;
  contentType?: string;
  content: string | Buffer;
}

/** A `multipart/form-data` body built by hand, so its headers can carry anything a client might send. */
export function multipartBody(parts: MultipartPart[]): { payload: Buffer; contentType: string } {
  const boundary = `----prosa${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const filename = part.filename === undefined ? undefined : Buffer.isBuffer(part.filename) ? part.filename : Buffer.from(part.filename, 'utf8');
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"`));
    if (filename) chunks.push(Buffer.from('; filename="'), filename, Buffer.from('"'));
    chunks.push(Buffer.from(`\r\nContent-Type: ${part.contentType ?? (filename ? 'application/octet-stream' : 'text/plain; charset=utf-8')}\r\n\r\n`));
    chunks.push(Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content, 'utf8'));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}
