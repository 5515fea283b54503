/**
 * Protobuf int64 fields (`messageTimestamp`, `senderTimestampMs`, `timestampMs`) reach us as a
 * number, a `Long`, the `{ low, high }` JSON of a Long, or a decimal string, depending on whether
 * the message came off the wire, out of a cache or out of our JSON store.
 */
export function numberOf(value: unknown): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') return Number(value) || 0;
  if (typeof value === 'bigint') return Number(value);
  if (value && typeof value === 'object') {
    if ('toNumber' in value && typeof value.toNumber === 'function') return Number(value.toNumber());
    if ('low' in value && typeof value.low === 'number') {
      const high = 'high' in value && typeof value.high === 'number' ? value.high : 0;
      return high * 2 ** 32 + (value.low >>> 0);
    }
  }
  return 0;
}

export const isoFromSeconds = (seconds: number) => new Date(seconds * 1000).toISOString();
export const isoFromMillis = (millis: number) => new Date(millis).toISOString();
