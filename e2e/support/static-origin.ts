import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface StaticOrigin {
  url: string;
  close(): Promise<void>;
}

/** A few files served from an origin of their own (another port of 127.0.0.1), as another front end would be. */
export async function serveOrigin(files: Record<string, { type: string; body: string | Buffer }>): Promise<StaticOrigin> {
  const server = createServer((request, response) => {
    const file = files[(request.url ?? '/').split('?')[0]!];
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
