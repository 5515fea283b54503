import type { Executor } from '../../db/types.js';
import type { IntakeEvent, IntakeTarget } from '../intake.js';
import { cloudCredentialsOf, type CloudConnection } from './cloud-credentials.js';
import { findCloudConnectionsByPhone } from './cloud-connections.repository.js';
import type { MappedEvent } from './webhook-mapping.js';

export interface RoutedEvent {
  target: IntakeTarget;
  event: IntakeEvent;
}

/**
 * Decides which connection each event belongs to. Normally the one in the URL. A Meta app has one
 * callback for all its numbers unless overridden per number, so a payload may also carry changes of
 * another number of the same app: those go to the connection registered for that phone number id,
 * but only if its own app secret verifies the signature, so nobody can claim a number by typing its
 * id into their connection. Anything else is dropped and reported.
 */
export async function routeEvents(
  executor: Executor,
  connection: CloudConnection,
  events: MappedEvent[],
  signedBy: (appSecret: string) => boolean,
): Promise<{ routed: RoutedEvent[]; unrouted: string[] }> {
  const own = cloudCredentialsOf(connection).phoneNumberId;
  const foreignIds = [...new Set(events.flatMap((e) => (e.phoneNumberId && e.phoneNumberId !== own ? [e.phoneNumberId] : [])))];
  const others = (await findCloudConnectionsByPhone(executor, foreignIds)).filter((c) => c.id !== connection.id && signedBy(cloudCredentialsOf(c).appSecret));
  const routed: RoutedEvent[] = [];
  const unrouted = new Set<string>();
  for (const { phoneNumberId, event } of events) {
    // Meta always names the number; an event without one can only be for the connection it was posted to.
    const targets = !phoneNumberId || phoneNumberId === own ? [connection] : others.filter((c) => cloudCredentialsOf(c).phoneNumberId === phoneNumberId);
    if (targets.length === 0) unrouted.add(phoneNumberId ?? '');
    for (const target of targets) routed.push({ target: { companyId: target.companyId, whatsappId: target.id }, event });
  }
  return { routed, unrouted: [...unrouted] };
}
