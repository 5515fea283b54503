import type { CacheStore } from '@whiskeysockets/baileys';
import type { Clock } from '../../shared/clock.js';
import { TtlCache } from './ttl-cache.js';

/**
 * Baileys' `CacheStore` over our TTL cache. Baileys builds a NodeCache for each of these inside
 * every socket when none is given, with a timer that outlives the socket; caches owned by the
 * session are made once and survive reconnects, which the retry counter needs anyway (a fresh
 * counter after each reconnect lets a failing message retry forever).
 */
export function cacheStore(ttlMs: number, clock: Clock, maxEntries = 10_000): CacheStore {
  const cache = new TtlCache<unknown>(ttlMs, clock, maxEntries);
  return {
    get: <T>(key: string) => cache.get(key) as T | undefined,
    set: <T>(key: string, value: T) => cache.set(key, value),
    del: (key: string) => cache.delete(key),
    flushAll: () => cache.clear(),
  };
}
