import { describe, expect, it } from 'vitest';
import type { SweptRoute } from './openapi-routes.js';
import { shardRoutes } from './sweep-shards.js';

const route = (method: string, path: string): SweptRoute => ({ method, path, pathParams: [], query: {} });
const routes = [
  route('GET', '/a'),
  route('PUT', '/whatsapp/{id}'),
  route('POST', '/b'),
  route('POST', '/subscription'),
  route('DELETE', '/c'),
  route('PUT', '/schedules/{id}'),
  route('GET', '/d'),
  route('GET', '/e'),
];

describe('the hostile sweep shards', () => {
  it('put every route in exactly one shard, in the document’s order, the heavy ones apart', () => {
    const groups = shardRoutes(routes, 3);
    expect(groups).toHaveLength(3);
    expect(groups.flat().sort((a, b) => routes.indexOf(a) - routes.indexOf(b))).toEqual(routes);
    for (const group of groups) expect(group).toEqual([...group].sort((a, b) => routes.indexOf(a) - routes.indexOf(b)));
    const heavy = ['/whatsapp/{id}', '/subscription', '/schedules/{id}'];
    expect(groups.map((group) => group.filter((item) => heavy.includes(item.path)).length)).toEqual([1, 1, 1]);
  });
});
