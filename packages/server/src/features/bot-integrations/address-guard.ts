import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import type { Config } from '../../config/config.js';

/** Loopback, private, link-local, carrier-grade NAT, unspecified and unique-local addresses. */
export function isPrivateAddress(address: string): boolean {
  if (isIP(address) === 6) {
    const lower = address.toLowerCase();
    if (lower === '::1' || lower === '::') return true;
    if (lower.startsWith('::ffff:')) return isPrivateAddress(lower.slice(7));
    return /^f[cd]/.test(lower) || /^fe[89ab]/.test(lower);
  }
  const parts = address.split('.').map(Number);
  const [a = 0, b = 0] = parts;
  return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
}

/**
 * Addresses typed by users (integration URLs, prompt base URLs) may reach private or loopback
 * addresses only outside production or with `ALLOW_PRIVATE_URLS=true`: otherwise any company could
 * make the server call into the operator's own network. The name is resolved here, so a public name
 * pointing at a private address is refused too.
 */
export async function assertAddressAllowed(url: string, config: Pick<Config, 'NODE_ENV' | 'ALLOW_PRIVATE_URLS'>): Promise<void> {
  if (config.NODE_ENV !== 'production' || config.ALLOW_PRIVATE_URLS) return;
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true })).map((entry) => entry.address);
  if (addresses.some(isPrivateAddress)) throw new Error(`${host} resolves to a private address`);
}
