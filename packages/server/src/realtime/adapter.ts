import { createAdapter as createPostgresAdapter } from '@socket.io/postgres-adapter';
import { createAdapter as createRedisAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Server } from 'socket.io';
import type { Database } from '../db/client.js';

/**
 * Several server processes share events through an adapter (design.md §2 "Real-time"): Redis when
 * `REDIS_URL` is set, otherwise PostgreSQL LISTEN/NOTIFY, and in-memory for the embedded database.
 */
export function attachAdapter(io: Server, options: { redisUrl?: string; database: Database }): () => Promise<void> {
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: false, maxRetriesPerRequest: null });
    const sub = pub.duplicate();
    io.adapter(createRedisAdapter(pub, sub));
    return async () => {
      pub.disconnect();
      sub.disconnect();
    };
  }
  if (options.database.engine === 'postgres' && options.database.pool) {
    io.adapter(createPostgresAdapter(options.database.pool, { tableName: 'socket_io_attachments', errorHandler: () => undefined }));
  }
  return async () => undefined;
}
