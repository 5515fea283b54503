import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notApplicable, routeCase } from '../test/route-cases.js';
import { startTestServer, type TestServer } from '../test/test-server.js';
import { signMediaUrl } from './signed-urls.js';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const sign = (path: string, ttl?: number) => signMediaUrl(server.ctx.config.jwtSecret, path, server.clock.now(), ttl);

describe('GET /media/{*}', () => {
  notApplicable('GET /media/{*}', '401', 'no session: the signature in the URL is the credential, so <img> and <audio> can load it');

  it(routeCase('GET /media/{*}', 'success', 'a signed link serves the file with its type'), async () => {
    const stored = await server.ctx.media.save(7, Buffer.from('fake-png'), 'foto do cliente.png');
    const response = await server.app.inject({ method: 'GET', url: sign(stored.path) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.body).toBe('fake-png');
  });

  it(routeCase('GET /media/{*}', '403', 'a wrong signature, an expired link, or a signature moved to another company’s file'), async () => {
    const mine = await server.ctx.media.save(7, Buffer.from('a'), 'a.pdf');
    const theirs = await server.ctx.media.save(8, Buffer.from('b'), 'b.pdf');
    const url = new URL(sign(mine.path), 'http://x');
    const tampered = `/media/${theirs.path}?${url.searchParams.toString()}`;
    expect((await server.app.inject({ method: 'GET', url: tampered })).statusCode).toBe(403);
    const badSignature = sign(mine.path).replace(/signature=[^&]+/, 'signature=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    expect((await server.app.inject({ method: 'GET', url: badSignature })).statusCode).toBe(403);
    const expired = sign(mine.path, 60);
    server.clock.advance(61_000);
    try {
      expect((await server.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
    } finally {
      server.clock.advance(-61_000);
    }
  });

  it(routeCase('GET /media/{*}', '404', 'a signed link to a file that is gone'), async () => {
    expect((await server.app.inject({ method: 'GET', url: sign('company-7/2026/01/missing.png') })).statusCode).toBe(404);
  });

  it(routeCase('GET /media/{*}', '400', 'no signature at all'), async () => {
    expect((await server.app.inject({ method: 'GET', url: '/media/company-7/x.png' })).statusCode).toBe(400);
  });

  it('paths cannot climb out of the media folder', async () => {
    expect((await server.app.inject({ method: 'GET', url: sign('../../etc/passwd') })).statusCode).toBe(404);
  });
});
