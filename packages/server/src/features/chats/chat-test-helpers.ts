import { expect } from 'vitest';
import { chatSchema, type Chat } from '@prosa/contract';
import { createCompany, createPlan, createUser } from '../../test/factories.js';
import { loginAs } from '../../test/session.js';
import type { TestServer } from '../../test/test-server.js';
import { apiOf, type Headers } from '../tags/tag-test-helpers.js';

export interface Member {
  id: number;
  name: string;
  token: string;
  headers: Headers;
}

async function signedIn(server: TestServer, companyId: number, name: string, profile: 'admin' | 'user' = 'user'): Promise<Member> {
  const user = await createUser(server.db, companyId, { profile, name });
  const session = await loginAs(server, user.email);
  return { id: user.id, name: user.name, token: session.token, headers: session.headers };
}

/**
 * A company with three agents — Ana (who will own chats), Bruno (her chat partner) and Carla (a
 * colleague left out) — and an admin, all signed in. `useInternalChat` off gives the plan without chat.
 */
export async function chatTeam(server: TestServer, options: { useInternalChat?: boolean } = {}) {
  const plan = await createPlan(server.db, { useInternalChat: options.useInternalChat ?? true });
  const company = await createCompany(server.db, { planId: plan.id });
  const [ana, bruno, carla, admin] = await Promise.all([
    signedIn(server, company.id, 'Ana'),
    signedIn(server, company.id, 'Bruno'),
    signedIn(server, company.id, 'Carla'),
    signedIn(server, company.id, 'Admin', 'admin'),
  ]);
  const api = apiOf(server);
  /** Ana creates a chat with the given members (Bruno by default), as the seeds' client sends them. */
  const createChat = async (owner: Member = ana!, members: Member[] = [bruno!], title = 'Plantão de sábado'): Promise<Chat> => {
    const response = await api('POST', '/chats', owner.headers, { title, users: members.map((member) => ({ id: member.id, name: member.name })) });
    expect(response.statusCode, response.body).toBe(200);
    return chatSchema.parse(response.json());
  };
  return { company, ana: ana!, bruno: bruno!, carla: carla!, admin: admin!, api, createChat };
}

/** Each member's unread count, by name. */
export function unreadsByName(chat: Chat): Record<string, number> {
  return Object.fromEntries(chat.users.map((member) => [member.user.name, member.unreads]));
}
