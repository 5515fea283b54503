import type { Server } from 'socket.io';
import pg from 'pg';

/**
 * Several server processes share events through an adapter: Redis when
 * `REDIS_URL` is set, otherwise PostgreSQL LISTEN/NOTIFY, and in-memory for the embedded database.
 * Each adapter's libraries are imported only when it is chosen (resting memory, docs/PERFORMANCE.md).
 */
export async function attachAdapter(io: Server, options: { redisUrl?: string; databaseUrl?: string }): Promise<() => Promise<void>> {
  if (options.redisUrl) {
    const [{ createAdapter }, { Redis }] = await Promise.all([import('@socket.io/redis-adapter'), import('ioredis')]);
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    io.adapter(createAdapter(pub, sub));
    return async () => {
      pub.disconnect();
      sub.disconnect();
    };
  }
  if (options.databaseUrl) {
    const { createAdapter } = await import('@socket.io/postgres-adapter');
    // A pool of its own: the adapter keeps a LISTEN connection, and one still being acquired when the
    // server stops must not hold up closing the main pool.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 2 });
    pool.on('error', () => undefined);
    io.adapter(createAdapter(pool, { tableName: 'socket_io_attachments', errorHandler: () => undefined }));
    return () => Promise.race([pool.end(), new Promise<void>((resolve) => setTimeout(resolve, 2000).unref())]);
  }
  return async () => undefined;
}
