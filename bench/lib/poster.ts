import { Agent, request } from 'node:http';

export interface Poster {
  /** POSTs JSON and resolves with the status code (0 on a network error). */
  post(path: string, body: unknown): Promise<number>;
  close(): void;
}

/** An open-loop sender's client: keep-alive sockets, no per-request connection cost. */
export function posterOf(base: string, token: string, maxSockets = 64): Poster {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets });
  return {
    post: (path, body) =>
      new Promise((resolve) => {
        const payload = JSON.stringify(body);
        const outgoing = request(
          { host: url.hostname, port: url.port, path, method: 'POST', agent, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } },
          (response) => {
            response.resume();
            response.on('end', () => resolve(response.statusCode ?? 0));
          },
        );
        outgoing.on('error', () => resolve(0));
        outgoing.end(payload);
      }),
    close: () => agent.destroy(),
  };
}
