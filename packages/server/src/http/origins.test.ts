import { describe, expect, it } from 'vitest';
import { socketOriginAllowed, wantsCrossSiteCookie } from './origins.js';

const config = { CORS_ORIGINS: ['https://app.example.com', 'http://127.0.0.1:5555'] };

describe('which pages may open the socket', () => {
  it('the server’s own pages, also behind a proxy that rewrites Host, and listed origins', () => {
    expect(socketOriginAllowed(config, { origin: 'http://prosa.local:8080', host: 'prosa.local:8080' })).toBe(true);
    expect(socketOriginAllowed(config, { origin: 'https://prosa.example.com', host: '127.0.0.1:8080', 'x-forwarded-host': 'prosa.example.com' })).toBe(true);
    expect(socketOriginAllowed({ ...config, PUBLIC_URL: 'https://prosa.example.com/app' }, { origin: 'https://prosa.example.com', host: '127.0.0.1:8080' })).toBe(true);
    expect(socketOriginAllowed(config, { origin: 'https://app.example.com', host: 'prosa.local:8080' })).toBe(true);
    expect(socketOriginAllowed(config, { host: 'prosa.local:8080' })).toBe(true);
  });

  it('not another page, another port of the same host, nor an opaque origin', () => {
    expect(socketOriginAllowed(config, { origin: 'https://evil.example', host: 'prosa.local:8080' })).toBe(false);
    expect(socketOriginAllowed(config, { origin: 'http://prosa.local:9999', host: 'prosa.local:8080' })).toBe(false);
    expect(socketOriginAllowed(config, { origin: 'null', host: 'prosa.local:8080' })).toBe(false);
  });
});

describe('the cross-site refresh cookie', () => {
  it('only for an https origin of CORS_ORIGINS', () => {
    expect(wantsCrossSiteCookie(config, 'https://app.example.com')).toBe(true);
    expect(wantsCrossSiteCookie(config, 'http://127.0.0.1:5555')).toBe(false);
    expect(wantsCrossSiteCookie(config, 'https://evil.example')).toBe(false);
    expect(wantsCrossSiteCookie(config, undefined)).toBe(false);
  });
});
