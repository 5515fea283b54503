import { routeKey } from './sweep-runner.js';
import type { SweptRoute } from './openapi-routes.js';

/**
 * The routes whose hostile requests cost most (they store and answer a lot, draw a QR code, hash a
 * password, wake the session manager), with the CPU seconds their sweep took on the shared 2-core
 * machine; any other route counts as the average of the rest. Only the balance between the shards
 * depends on these figures, never which routes are swept.
 */
const HEAVY_ROUTE_SECONDS: Record<string, number> = {
  'PUT /whatsapp/{id}': 5.5,
  'POST /subscription': 5.1,
  'PUT /schedules/{id}': 4.5,
  'POST /whatsapp': 3.8,
  'POST /companies/cadastro': 3.6,
  'PUT /companies/{id}': 3.3,
  'POST /users': 3.1,
  'POST /plans': 2.9,
  'PUT /plans/{id}': 2.7,
  'PUT /tickets/{id}': 2.7,
  'PUT /users/{id}': 2.6,
  'POST /companies': 2.6,
  'PUT /campaigns/{id}': 2.5,
  'POST /contacts/upload': 2.5,
  'POST /queueIntegration': 2.5,
  'POST /simulator/{whatsappId}/inbound': 2.3,
  'POST /prompt': 2.2,
  'POST /messages/{ticketId}': 2.2,
  'POST /quick-messages': 2.1,
  'PUT /quick-messages/{id}': 2.1,
};
const OTHER_ROUTE_SECONDS = 0.3;

/**
 * Splits the routes into `shards` groups of about the same sweep time: heaviest first, each to the
 * group with the least time so far (ties keep the document's order). Every route lands in exactly
 * one group, the same one in every shard's process.
 */
export function shardRoutes(routes: SweptRoute[], shards: number): SweptRoute[][] {
  const groups = Array.from({ length: shards }, () => ({ seconds: 0, routes: [] as SweptRoute[] }));
  const weighed = routes.map((route, index) => ({ route, index, seconds: HEAVY_ROUTE_SECONDS[routeKey(route)] ?? OTHER_ROUTE_SECONDS }));
  weighed.sort((a, b) => b.seconds - a.seconds || a.index - b.index);
  for (const { route, seconds } of weighed) {
    const lightest = groups.reduce((best, group) => (group.seconds < best.seconds ? group : best));
    lightest.seconds += seconds;
    lightest.routes.push(route);
  }
  // Within a group the routes keep the document's order (the suite orders the destructive ones last).
  return groups.map((group) => routes.filter((route) => group.routes.includes(route)));
}
