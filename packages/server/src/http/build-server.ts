import fastifyCookie from '@fastify/cookie';
import Fastify, { LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Server } from 'socket.io';
import type { AppContext } from '../app-context.js';
import { handleSockets } from '../realtime/socket-server.js';
import { AppError } from '../shared/app-error.js';
import { malformedUrlError, registerErrorHandler, sendAppError } from './error-handler.js';
import { registerTextGuard } from './text-guard.js';
import { registerCors } from './cors.js';
import { registerRequestLog } from './log-redaction.js';
import { registerHttpMetrics } from '../observability/http-metrics.js';
import { registerOpenApi } from './openapi.js';
import { registerMultipart } from './multipart.js';
import { registerUploadCleanup } from '../media/uploads.js';
import { registerRouteGuards } from './route-guards.js';
import { registerRoutes } from './routes.js';
import type { App } from './types.js';
import { registerWebApp } from './web-app.js';
import { ticketRoomAccess } from '../features/tickets/ticket-room-access.js';

export interface BuiltServer {
  app: App;
  io: Server;
  close(): Promise<void>;
}

export interface BuildOptions {
  /** Folder of the built web app; undefined serves the API only. */
  webRoot?: string;
}

/**
 * The HTTP API, the socket server and the web app on one Fastify instance, serving the process's
 * context (built by `process/compose-process.ts`); the socket server is attached to its port.
 */
export async function buildServer(ctx: AppContext, io: Server, options: BuildOptions = {}): Promise<BuiltServer> {
  const fastify = Fastify({
    loggerInstance: ctx.log,
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

  io.attach(app.server);

  registerErrorHandler(app);
  registerRequestLog(app);
  registerHttpMetrics(app, ctx.metrics);
  registerTextGuard(app);
  app.setNotFoundHandler(() => {
    throw new AppError('ERR_NOT_FOUND');
  });
  await app.register(fastifyCookie);
  await registerMultipart(app);
  registerUploadCleanup(app, ctx);
  await registerOpenApi(app);
  await registerWebApp(app, options.webRoot);
  await registerCors(app, ctx.config);
  registerRouteGuards(app, ctx);
  registerRoutes(app, ctx);
  handleSockets(io, ctx, ticketRoomAccess(ctx));

  return {
    app,
    io,
    async close() {
      await new Promise<void>((resolve) => io.close(() => resolve()));
      await app.close();
    },
  };
}
