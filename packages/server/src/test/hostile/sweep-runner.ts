import { ERRORS } from '@prosa/contract';
import type { TestServer } from '../test-server.js';
import { HOSTILE_FILE_NAMES, HOSTILE_JSON_VALUES, HOSTILE_RAW_BODIES, HOSTILE_URL_VALUES } from './hostile-values.js';
import { multipartBody, type MultipartPart } from './multipart-body.js';
import { edgeValuesOf } from './edge-values.js';
import { bodyFields, fieldSchema, sampleOf, type SweptRoute } from './openapi-routes.js';
import { ROUTE_BASELINES } from './route-baselines.js';
import { byName, pathValueFor, type SweepFiles, type SweepIds } from './sweep-fixture.js';

export interface SweepRequest {
  route: SweptRoute;
  what: string;
  url: string;
  payload?: string | Buffer;
  contentType?: string;
}

export const routeKey = (route: SweptRoute) => `${route.method} ${route.path}`;

let counter = 0;

/** The fixture's records and files, which valid requests name. */
export interface SweepTarget {
  ids: SweepIds;
  files: SweepFiles;
}

interface RouteBaseline {
  body: Record<string, unknown>;
  query: Record<string, string>;
  file?: Partial<MultipartPart>;
}

/** Valid-looking values for the route: its row in ROUTE_BASELINES, else sampled from its schema. */
function baselineOf(route: SweptRoute, { ids, files }: SweepTarget): RouteBaseline {
  counter += 1;
  const known = ROUTE_BASELINES[routeKey(route)]?.(ids, counter, files);
  const file = known?.file;
  const query: Record<string, string> = {};
  for (const [name, schema] of Object.entries(route.query)) {
    const id = byName(name, ids);
    if (id !== undefined && schema.default === undefined) query[name] = id;
  }
  Object.assign(query, known?.query);
  if (known?.body) return { body: known.body, query, file };
  const sample = sampleOf(route.jsonBody ?? route.multipartBody);
  const body: Record<string, unknown> = typeof sample === 'object' && sample !== null && !Array.isArray(sample) ? { ...(sample as Record<string, unknown>) } : {};
  for (const field of bodyFields(route.jsonBody)) {
    const id = byName(field, ids);
    if (id !== undefined) body[field] = field.endsWith('Ids') || field === 'tags' ? [Number(id)] : Number.isNaN(Number(id)) ? id : Number(id);
  }
  return { body, query, file };
}

function urlOf(route: SweptRoute, ids: SweepIds, query: Record<string, string>, override?: { param: string; encoded: string }, rawQuery?: string): string {
  const path = route.path.replace(/\{([^}]+)\}/g, (_, param: string) => (override?.param === param ? override.encoded : encodeURIComponent(pathValueFor(route.path, param, ids))));
  const search = [...Object.entries(query).map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(value)}`), ...(rawQuery ? [rawQuery] : [])].join('&');
  return search ? `${path}?${search}` : path;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

function fileFieldsOf(route: SweptRoute): string[] {
  return Object.entries(route.multipartBody?.properties ?? {})
    .filter(([, schema]) => schema.format === 'binary' || schema.items?.format === 'binary')
    .map(([name]) => name);
}

/** A multipart request: the baseline's text fields and one small image, with `change` applied. */
function multipartRequest(route: SweptRoute, url: string, what: string, fields: Record<string, unknown>, file: Partial<MultipartPart> = {}): SweepRequest {
  const fileField = fileFieldsOf(route)[0] ?? 'file';
  const parts: MultipartPart[] = Object.entries(fields)
    .filter(([name, value]) => value !== undefined && !fileFieldsOf(route).includes(name))
    .map(([name, value]) => ({ name, content: typeof value === 'string' ? value : JSON.stringify(value) }));
  parts.push({ name: fileField, filename: 'imagem.png', content: PNG, contentType: 'image/png', ...file });
  const body = multipartBody(parts);
  return { route, what, url, payload: body.payload, contentType: body.contentType };
}

/** The route's request with valid-looking values everywhere. */
export function baselineRequest(route: SweptRoute, target: SweepTarget): SweepRequest {
  const { body, query, file } = baselineOf(route, target);
  const url = urlOf(route, target.ids, query);
  if (route.multipartBody) return multipartRequest(route, url, 'baseline', body, file);
  if (!route.jsonBody) return { route, what: 'baseline', url };
  return { route, what: 'baseline', url, payload: JSON.stringify(body), contentType: 'application/json' };
}

/** Every hostile request for one route: each value in each path parameter, query field and body field. */
export function hostileRequests(route: SweptRoute, target: SweepTarget): SweepRequest[] {
  const { ids } = target;
  const requests: SweepRequest[] = [];
  const withBody = (what: string, url: string, change?: (body: Record<string, unknown>) => unknown): SweepRequest => {
    const { body, file } = baselineOf(route, target);
    if (route.multipartBody) return multipartRequest(route, url, what, body, file);
    if (!route.jsonBody) return { route, what, url };
    return { route, what, url, payload: JSON.stringify(change ? change(body) : body), contentType: 'application/json' };
  };
  const { query } = baselineOf(route, target);
  for (const param of route.pathParams) {
    for (const value of HOSTILE_URL_VALUES) requests.push(withBody(`path ${param} = ${value.label}`, urlOf(route, ids, query, { param, encoded: value.encoded })));
  }
  for (const name of Object.keys(route.query)) {
    const others = Object.fromEntries(Object.entries(query).filter(([key]) => key !== name));
    for (const value of HOSTILE_URL_VALUES) requests.push(withBody(`query ${name} = ${value.label}`, urlOf(route, ids, others, undefined, `${encodeURIComponent(name)}=${value.encoded}`)));
    for (const value of edgeValuesOf(route.query[name]).filter((edge) => typeof edge !== 'object')) {
      requests.push(withBody(`query ${name} = allowed edge ${JSON.stringify(value).slice(0, 20)}`, urlOf(route, ids, others, undefined, `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`)));
    }
    requests.push(withBody(`query ${name} repeated`, urlOf(route, ids, others, undefined, `${name}=1&${name}=2`)));
  }
  const url = urlOf(route, ids, query);
  if (route.jsonBody) {
    for (const field of bodyFields(route.jsonBody)) {
      for (const value of HOSTILE_JSON_VALUES) requests.push(withBody(`body ${field} = ${value.label}`, url, (body) => ({ ...body, [field]: value.value })));
      for (const value of edgeValuesOf(fieldSchema(route.jsonBody, field))) requests.push(withBody(`body ${field} = allowed edge ${JSON.stringify(value).slice(0, 20)}`, url, (body) => ({ ...body, [field]: value })));
    }
    for (const value of HOSTILE_JSON_VALUES) requests.push({ route, what: `whole body = ${value.label}`, url, payload: JSON.stringify(value.value), contentType: 'application/json' });
    for (const raw of HOSTILE_RAW_BODIES) requests.push({ route, what: `raw body ${raw.label}`, url, payload: raw.payload, contentType: 'application/json' });
  }
  if (route.multipartBody) requests.push(...hostileMultipart(route, target, url));
  return requests;
}

function hostileMultipart(route: SweptRoute, target: SweepTarget, url: string): SweepRequest[] {
  const { body, file } = baselineOf(route, target);
  const textFields = Object.keys(route.multipartBody?.properties ?? {}).filter((name) => !fileFieldsOf(route).includes(name));
  const requests: SweepRequest[] = [];
  const loneSurrogateName = Buffer.from([0x78, 0xed, 0xa0, 0x80, 0x2e, 0x70, 0x6e, 0x67]);
  for (const filename of [...HOSTILE_FILE_NAMES, loneSurrogateName]) {
    requests.push(multipartRequest(route, url, `file name ${JSON.stringify(filename.toString()).slice(0, 40)}`, body, { ...file, filename }));
  }
  for (const field of textFields) {
    for (const value of HOSTILE_JSON_VALUES.filter((item) => typeof item.value === 'string' || typeof item.value === 'number')) {
      requests.push(multipartRequest(route, url, `field ${field} = ${value.label}`, { ...body, [field]: String(value.value) }, file));
    }
  }
  const empty = multipartBody([]);
  requests.push({ route, what: 'empty multipart', url, payload: empty.payload, contentType: empty.contentType });
  requests.push({ route, what: 'truncated multipart', url, payload: Buffer.from('--x\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'), contentType: 'multipart/form-data; boundary=x' });
  requests.push({ route, what: 'JSON instead of multipart', url, payload: '{"a":1}', contentType: 'application/json' });
  return requests;
}

export interface SweepResponse {
  request: SweepRequest;
  status: number;
  body: string;
}

/** Sends the requests a few at a time and answers each response. */
export async function sendAll(server: TestServer, headers: Record<string, string>, requests: SweepRequest[], concurrency = 4): Promise<SweepResponse[]> {
  const responses: SweepResponse[] = [];
  let next = 0;
  const worker = async () => {
    while (next < requests.length) {
      const request = requests[next++]!;
      const response = await server.app.inject({
        method: request.route.method as 'GET',
        url: request.url,
        headers: { ...headers, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
        ...(request.payload !== undefined ? { payload: request.payload } : {}),
      });
      responses.push({ request, status: response.statusCode, body: response.body });
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return responses;
}

/** What is wrong with an answer: a 5xx, or an error without a catalogue `{ error, message }`. */
export function problemOf({ status, body }: SweepResponse): string | undefined {
  if (status >= 500) return body.slice(0, 300);
  if (status < 400) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return `not JSON: ${body.slice(0, 100)}`;
  }
  const { error, message } = (parsed ?? {}) as { error?: unknown; message?: unknown };
  if (typeof error !== 'string' || !(error in ERRORS)) return `no catalogue error code: ${body.slice(0, 200)}`;
  if (typeof message !== 'string') return `no message: ${body.slice(0, 200)}`;
  return undefined;
}

export function describeProblem(response: SweepResponse, problem: string): string {
  return `${routeKey(response.request.route)} [${response.request.what}] → ${response.status} ${problem}`;
}
