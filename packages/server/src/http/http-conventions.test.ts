import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/test-server.js';

let server: TestServer;
let webRoot: string;

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'prosa-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Prosa</title>');
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'assets', 'app-123.js'), 'console.log(1)');
  server = await startTestServer({ webRoot });
});
afterAll(async () => {
  await server.close();
  rmSync(webRoot, { recursive: true, force: true });
});

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

describe('one origin for the API and the web app', () => {
  it('browser navigations get index.html, even on paths that are also API routes', async () => {
    for (const url of ['/', '/tickets', '/version', '/login?x=1']) {
      const response = await server.app.inject({ method: 'GET', url, headers: { accept: BROWSER_ACCEPT } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
    }
  });

  it('API clients asking for JSON get JSON on the same paths', async () => {
    const version = await server.app.inject({ method: 'GET', url: '/version', headers: { accept: 'application/json' } });
    expect(version.json()).toEqual({ version: '4.8.2' });
    const unknown = await server.app.inject({ method: 'GET', url: '/tickets-that-do-not-exist', headers: { accept: 'application/json' } });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('ERR_NOT_FOUND');
  });

  it('built assets are served with long caching', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/assets/app-123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });
});

describe('bad input never answers 500', () => {
  it('an oversized body is 413 ERR_PAYLOAD_TOO_LARGE', async () => {
    const response = await server.app.inject({ method: 'POST', url: '/auth/login', payload: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(3 * 1024 * 1024) }), headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(413);
    expect(response.json().error).toBe('ERR_PAYLOAD_TOO_LARGE');
  });

  it('an unsupported content type is 415, wrong types are 400', async () => {
    const xml = await server.app.inject({ method: 'POST', url: '/auth/login', payload: '<a/>', headers: { 'content-type': 'application/xml' } });
    expect(xml.statusCode).toBe(415);
    expect(xml.json().error).toBe('ERR_UNSUPPORTED_MEDIA_TYPE');
    for (const payload of [[], 'text', 42, { email: 5, password: {} }, null]) {
      const response = await server.app.inject({ method: 'POST', url: '/auth/login', payload: JSON.stringify(payload), headers: { 'content-type': 'application/json' } });
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toBe('ERR_VALIDATION');
    }
  });

  it('error messages follow Accept-Language, Portuguese by default', async () => {
    const pt = await server.app.inject({ method: 'GET', url: '/auth/me' });
    const en = await server.app.inject({ method: 'GET', url: '/auth/me', headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const es = await server.app.inject({ method: 'GET', url: '/auth/me', headers: { 'accept-language': 'es' } });
    expect(pt.json().message).toBe('Sessão inválida. Por favor, entre novamente.');
    expect(en.json().message).toBe('Invalid session. Please log in again.');
    expect(es.json().message).toBe('Sesión inválida. Por favor, inicie sesión de nuevo.');
  });
});
