import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server, type Socket } from 'socket.io';
import { companyEvent, type ClientToServerEvents } from '@prosa/contract';
import type { AppContext } from '../app-context.js';
import { setOnline } from '../features/users/presence.js';
import { AppError } from '../http/app-error.js';
import { authenticateToken } from '../http/authenticate.js';
import type { RequestAuth } from '../http/request-auth.js';
import type { Realtime } from './realtime.js';
import { rooms } from './rooms.js';
import { notificationRooms, parseStatus, parseTicketId, statusRooms } from './socket-rooms.js';
import { denyAllTickets, type TicketRoomAccess } from './ticket-room-access.js';

type AppSocket = Socket<ClientToServerEvents, Record<string, never>, Record<string, never>, { auth: RequestAuth }>;

/** Seed 000 §9: socket ping timeout and interval 18000 ms. */
const PING_MS = 18_000;

/**
 * `mayConnect` judges the handshake's origin (http/origins.ts): browsers apply no CORS to a
 * websocket, so the server refuses pages it does not serve or list itself.
 */
export function createSocketServer(httpServer: HttpServer | undefined, mayConnect: (request: IncomingMessage) => boolean = () => true): Server {
  return new Server(httpServer, { transports: ['websocket'], pingInterval: PING_MS, pingTimeout: PING_MS, allowRequest: (request, callback) => callback(null, mayConnect(request)), serveClient: false });
}

export function realtimeOf(io: Server): Realtime {
  return {
    toCompany: (companyId, channel, payload) => io.to(rooms.company(companyId)).emit(companyEvent(companyId, channel), payload),
    toUser: (companyId, userId, channel, payload) => io.to(rooms.user(userId)).emit(companyEvent(companyId, channel), payload),
    toRooms: (roomNames, companyId, channel, payload, except = []) => {
      if (roomNames.length > 0) io.to(roomNames).except(except).emit(companyEvent(companyId, channel), payload);
    },
    toEveryone: (event, payload) => io.emit(event, payload),
  };
}

/**
 * Sockets authenticate in the handshake with the access token (`auth.token` or `query.token`);
 * the server alone decides which rooms a socket joins (design.md §4 "Realtime").
 */
export function handleSockets(io: Server, ctx: AppContext, ticketAccess: TicketRoomAccess = denyAllTickets): void {
  io.use(async (socket, next) => {
    const { auth, query } = socket.handshake;
    const token = typeof auth?.token === 'string' ? auth.token : typeof query.token === 'string' ? query.token : undefined;
    try {
      socket.data.auth = await authenticateToken(ctx, token?.replace(/^Bearer\s+/i, ''));
      next();
    } catch (error) {
      const code = error instanceof AppError ? error.code : 'ERR_UNAUTHORIZED';
      next(Object.assign(new Error(code), { data: { error: code } }));
    }
  });

  io.on('connection', async (rawSocket) => {
    const socket = rawSocket as AppSocket;
    const auth = socket.data.auth;
    const joinAll = async (names: Promise<string[]>) => socket.join(await names);
    socket.on('joinChatBox', async (value) => {
      const ticketId = parseTicketId(value);
      if (ticketId && (await ticketAccess(auth, ticketId))) await socket.join(rooms.ticket(auth.companyId, ticketId));
    });
    socket.on('leaveChatBox', (value) => {
      const ticketId = parseTicketId(value);
      if (ticketId) void socket.leave(rooms.ticket(auth.companyId, ticketId));
    });
    socket.on('joinTickets', async (value) => {
      const status = parseStatus(value);
      if (status) await joinAll(statusRooms(ctx.db, auth, status));
    });
    socket.on('leaveTickets', async (value) => {
      const status = parseStatus(value);
      if (status) for (const room of await statusRooms(ctx.db, auth, status)) void socket.leave(room);
    });
    socket.on('joinNotification', () => joinAll(notificationRooms(ctx.db, auth)));
    socket.on('leaveNotification', async () => {
      for (const room of await notificationRooms(ctx.db, auth)) void socket.leave(room);
    });
    socket.on('userStatus', () => setOnline(ctx, auth, true).catch((err: unknown) => ctx.log.warn({ err }, 'userStatus failed')));
    socket.on('disconnect', async () => {
      // Offline only when this was the user's last socket on any server process.
      const others = await io.in(rooms.user(auth.userId)).fetchSockets().catch(() => []);
      if (others.length === 0) await setOnline(ctx, auth, false).catch(() => undefined);
    });

    await socket.join([rooms.company(auth.companyId), rooms.user(auth.userId)]);
    await setOnline(ctx, auth, true).catch((err: unknown) => ctx.log.warn({ err }, 'marking the user online failed'));
    rawSocket.emit('ready');
  });
}
