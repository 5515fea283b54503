import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server } from 'socket.io';
import { ANNOUNCEMENT_EVENT, announcementEventSchema, channelPayloadSchema, companyEvent, type CompanyChannel } from '@prosa/contract';
import type { AppContext } from '../app-context.js';
import { setOnline } from '../features/users/presence.js';
import { AppError } from '../shared/app-error.js';
import { authenticateToken } from '../http/authenticate.js';
import type { RequestAuth } from '../shared/caller.js';
import type { EmittedEvent, Realtime } from './realtime.js';
import { rooms } from './rooms.js';
import { onClientEvent } from './client-events.js';
import { notificationRooms, statusRooms } from './socket-rooms.js';
import { denyAllTickets, type TicketRoomAccess } from './ticket-room-access.js';

/** Socket ping timeout and interval: 18000 ms. */
const PING_MS = 18_000;

/**
 * `mayConnect` judges the handshake's origin (http/origins.ts): browsers apply no CORS to a
 * websocket, so the server refuses pages it does not serve or list itself.
 */
export function createSocketServer(httpServer: HttpServer | undefined, mayConnect: (request: IncomingMessage) => boolean = () => true): Server {
  return new Server(httpServer, { transports: ['websocket'], pingInterval: PING_MS, pingTimeout: PING_MS, allowRequest: (request, callback) => callback(null, mayConnect(request)), serveClient: false });
}

export interface RealtimeOptions {
  /**
   * Check every payload against its channel's schema before it leaves, and refuse a channel the map
   * does not know (tests: a changed shape fails the test that emits it, rather than a listener).
   */
  validate?: boolean;
  /** Told of every event as it leaves (the tests' record of what was emitted). */
  observe?: (event: EmittedEvent) => void;
}

function checkedPayload(channel: string, payload: unknown): void {
  const schema = channel === ANNOUNCEMENT_EVENT ? announcementEventSchema : channelPayloadSchema(channel);
  if (!schema) throw new Error(`no payload schema for the socket channel "${channel}" (packages/contract/src/socket-channels.ts)`);
  const result = schema.safeParse(payload);
  if (!result.success) throw new Error(`a "${channel}" payload does not match its schema: ${result.error.message}`);
}

export function realtimeOf(io: Server, options: RealtimeOptions = {}): Realtime {
  const send = (to: EmittedEvent['to'], companyId: number | undefined, channel: string, payload: unknown, emit: (event: string) => void) => {
    if (options.validate) checkedPayload(channel, payload);
    const event = companyId === undefined ? channel : companyEvent(companyId, channel as CompanyChannel);
    emit(event);
    options.observe?.({ event, channel, companyId, to, payload });
  };
  return {
    toCompany: (companyId, channel, payload) => send({ company: companyId }, companyId, channel, payload, (event) => io.to(rooms.company(companyId)).emit(event, payload)),
    toUser: (companyId, userId, channel, payload) => send({ user: userId }, companyId, channel, payload, (event) => io.to(rooms.user(userId)).emit(event, payload)),
    toRooms: (roomNames, companyId, channel, payload, except = []) => {
      if (roomNames.length === 0) return;
      send({ rooms: roomNames, except }, companyId, channel, payload, (event) => io.to(roomNames).except(except).emit(event, payload));
    },
    toEveryone: (event, payload) => send({ everyone: true }, undefined, event, payload, () => io.emit(event, payload)),
  };
}

/**
 * Sockets authenticate in the handshake with the access token (`auth.token` or `query.token`);
 * the server alone decides which rooms a socket joins.
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

  io.on('connection', (socket) => {
    const auth = socket.data.auth as RequestAuth;
    const leaveAll = async (names: Promise<string[]>) => {
      for (const room of await names) await socket.leave(room);
    };
    onClientEvent(socket, ctx, auth, 'joinChatBox', async (ticketId) => {
      if (await ticketAccess(auth, ticketId)) await socket.join(rooms.ticket(auth.companyId, ticketId));
    });
    onClientEvent(socket, ctx, auth, 'leaveChatBox', (ticketId) => socket.leave(rooms.ticket(auth.companyId, ticketId)));
    onClientEvent(socket, ctx, auth, 'joinTickets', async (status) => socket.join(await statusRooms(ctx.db, auth, status)));
    onClientEvent(socket, ctx, auth, 'leaveTickets', (status) => leaveAll(statusRooms(ctx.db, auth, status)));
    onClientEvent(socket, ctx, auth, 'joinNotification', async () => socket.join(await notificationRooms(ctx.db, auth)));
    onClientEvent(socket, ctx, auth, 'leaveNotification', () => leaveAll(notificationRooms(ctx.db, auth)));
    onClientEvent(socket, ctx, auth, 'userStatus', () => setOnline(ctx, auth, true));
    socket.on('disconnect', () => {
      // Offline only when this was the user's last socket on any server process.
      void io
        .in(rooms.user(auth.userId))
        .fetchSockets()
        .then((others) => (others.length === 0 ? setOnline(ctx, auth, false) : undefined))
        .catch((err: unknown) => ctx.log.warn({ err, userId: auth.userId }, 'marking the user offline failed'));
    });

    void Promise.resolve(socket.join([rooms.company(auth.companyId), rooms.user(auth.userId)]))
      .then(() => setOnline(ctx, auth, true))
      .catch((err: unknown) => ctx.log.warn({ err, userId: auth.userId }, 'marking the user online failed'))
      .finally(() => socket.emit('ready'));
  });
}
