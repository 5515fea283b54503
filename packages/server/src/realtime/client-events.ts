import type { Socket } from 'socket.io';
import { CLIENT_EVENT_SCHEMAS, type ClientEventName, type ClientEventPayload } from '@prosa/contract';
import type { AppContext } from '../app-context.js';
import type { RequestAuth } from '../shared/caller.js';
import { bugPoint } from '../shared/faults.js';

/**
 * Listens to one client event through its contract schema: a payload that fails is ignored (a
 * debug line, no answer), and a handler that throws or rejects is logged with the event and the
 * user. Nothing a client sends on the socket can reach a handler unchecked or stop the process.
 */
export function onClientEvent<E extends ClientEventName>(
  socket: Socket,
  ctx: Pick<AppContext, 'log'>,
  auth: RequestAuth,
  event: E,
  handler: (payload: ClientEventPayload<E>) => unknown,
): void {
  const context = { event, userId: auth.userId, companyId: auth.companyId };
  socket.on(event as string, (payload: unknown) => {
    const parsed = CLIENT_EVENT_SCHEMAS[event].safeParse(payload);
    if (!parsed.success) {
      ctx.log.debug(context, 'socket event ignored: its payload does not match the contract');
      return;
    }
    void Promise.resolve()
      .then(() => {
        bugPoint('socket-handler');
        return handler(parsed.data as ClientEventPayload<E>);
      })
      .catch((err: unknown) => ctx.log.error({ ...context, err }, 'socket event handler failed'));
  });
}
