import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController, type FastifyBaseLogger } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Server } from 'socket.io';
import type { AppContext } from '../app-context.js';
import { attachAdapter } from '../realtime/adapter.js';
import { noSessionWaker } from '../sessions/session-control.js';
import { createSocketServer, handleSockets, realtimeOf } from '../realtime/socket-server.js';
import { AppError } from '../shared/app-error.js';
import { malformedUrlError, registerErrorHandler, sendAppError } from './error-handler.js';
import { registerTextGuard } from './text-guard.js';
import { registerCors } from './cors.js';
import { socketOriginAllowed } from './origins.js';
import { registerRequestLog, requestSerializer } from './log-redaction.js';
import { registerOpenApi } from './openapi.js';
import { registerMultipart } from './multipart.js';
import { registerUploadCleanup } from '../media/uploads.js';
import { registerRouteGuards } from './route-guards.js';
import { registerRoutes } from './routes.js';
import type { App } from './types.js';
import { registerWebApp } from './web-app.js';
import { ticketRoomAccess } from '../features/tickets/ticket-room-access.js';

export type BaseContext = Omit<AppContext, 'realtime' | 'log' | 'sessions' | 'jobs'>;

export interface BuiltServer {
  app: App;
  io: Server;
  ctx: AppContext;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Folder of the built web app; undefined serves the API only. */
  webRoot?: string;
  /** A logger to use instead of building one from LOG_LEVEL (tests pass a silent one). */
  logger?: FastifyBaseLogger;
}

/** The HTTP API, the socket server and the web app on one Fastify instance. */
export async function buildServer(base: BaseContext, options: BuildOptions = {}): Promise<BuiltServer> {
  const fastify = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: { level: base.config.LOG_LEVEL, serializers: { req: requestSerializer } } }),
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true, maxParamLength: 500 },
    bodyLimit: 2 * 1024 * 1024,
    forceCloseConnections: true,
    // One line per request is noise at the default level; it is logged at debug (log-redaction.ts).
    logController: new LogController({ disableRequestLogging: true }),
    // A URL the router cannot decode (bad escapes, lone surrogates) or a parameter past its length
    // gets the same error body as any other bad input.
    frameworkErrors: (error, request, reply) => sendAppError(request, reply, malformedUrlError(error)),
  });
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const io = createSocketServer(app.server, (request) => socketOriginAllowed(base.config, request.headers));
  const closeAdapter = await attachAdapter(io, { redisUrl: base.config.REDIS_URL, databaseUrl: base.database.engine === 'postgres' ? base.config.DATABASE_URL : undefined });
  // `sessions` is replaced by the session manager when this process runs sessions (main.ts).
  const ctx: AppContext = { ...base, log: app.log, realtime: realtimeOf(io), sessions: noSessionWaker, jobs: { wake: () => undefined } };

  registerErrorHandler(app);
  registerRequestLog(app);
  registerTextGuard(app);
  app.setNotFoundHandler(() => {
    throw new AppError('ERR_NOT_FOUND');
  });
  await app.register(fastifyCookie);
  await registerMultipart(app);
  registerUploadCleanup(app, ctx);
  await registerOpenApi(app);
  await registerWebApp(app, options.webRoot);
  await registerCors(app, base.config);
  registerRouteGuards(app, ctx);
  registerRoutes(app, ctx);
  handleSockets(io, ctx, ticketRoomAccess(ctx));

  return {
    app,
    io,
    ctx,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await closeAdapter();
      await app.close();
    },
  };
}
