import { expect } from 'vitest';
import { announcementSchema, type Announcement } from '@prosa/contract';
import { createCompany, createUser, unique } from '../../test/factories.js';
import { multipartBody } from '../../test/hostile/multipart-body.js';
import { loginAs } from '../../test/session.js';
import type { TestServer } from '../../test/test-server.js';
import { apiOf, type Headers } from '../tags/tag-test-helpers.js';

export interface SignedIn {
  id: number;
  companyId: number;
  token: string;
  headers: Headers;
}

async function signIn(server: TestServer, companyId: number, values: { profile: 'admin' | 'user'; super?: boolean }): Promise<SignedIn> {
  const user = await createUser(server.db, companyId, values);
  const session = await loginAs(server, user.email);
  return { id: user.id, companyId, token: session.token, headers: session.headers };
}

/** The super user (in a company of their own), a company admin and an agent of another company. */
export async function announcementCast(server: TestServer) {
  const platform = await createCompany(server.db);
  const tenant = await createCompany(server.db);
  const [superUser, admin, agent] = await Promise.all([
    signIn(server, platform.id, { profile: 'admin', super: true }),
    signIn(server, tenant.id, { profile: 'admin' }),
    signIn(server, tenant.id, { profile: 'user' }),
  ]);
  const api = apiOf(server);
  /** Announcements are one table for the whole platform: each test marks its own with a unique word. */
  const tag = unique('aviso');
  const publish = async (values: Record<string, unknown> = {}): Promise<Announcement> => {
    const response = await api('POST', '/announcements', superUser.headers, { title: `Manutenção ${tag}`, text: 'Sábado, das 22h às 23h.', ...values });
    expect(response.statusCode, response.body).toBe(200);
    return announcementSchema.parse(response.json());
  };
  return { superUser, admin, agent, api, tag, publish };
}

/** `POST /announcements/{id}/media-upload` with one file, as the browser's FormData sends it. */
export function uploadImage(server: TestServer, id: number | string, headers: Headers, filename = 'banner.png') {
  const body = multipartBody([{ name: 'file', filename, contentType: 'image/png', content: Buffer.from('89504e470d0a1a0a', 'hex') }]);
  return server.app.inject({ method: 'POST', url: `/announcements/${id}/media-upload`, headers: { ...headers, 'content-type': body.contentType }, payload: body.payload });
}
