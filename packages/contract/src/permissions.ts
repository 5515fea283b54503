/**
 * Role rules as pure functions: the server checks them before acting and
 * the web app uses the same functions to show or hide actions. Profiles compare case-insensitively.
 */
export const PROFILES = ['admin', 'supervisor', 'user'] as const;
export type Profile = (typeof PROFILES)[number];

/** The seeds' named checks. */
export const PERMISSIONS = [
  'tickets-manager:showall',
  'ticket-options:deleteTicket',
  'connections-page:addConnection',
  'connections-page:actionButtons',
  'connections-page:editOrDeleteConnection',
  'contacts-page:deleteContact',
  'user-modal:editProfile',
  'user-modal:editQueues',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

const ROLE_PERMISSIONS: Record<Profile, readonly Permission[]> = {
  admin: PERMISSIONS,
  supervisor: [
    'tickets-manager:showall',
    'connections-page:actionButtons',
    'contacts-page:deleteContact',
    'user-modal:editQueues',
  ],
  user: [],
};

export interface Actor {
  profile: string;
  super?: boolean;
}

export function normaliseProfile(profile: string): Profile | undefined {
  const lower = profile.toLowerCase();
  return (PROFILES as readonly string[]).includes(lower) ? (lower as Profile) : undefined;
}

export function isAdmin(actor: Actor): boolean {
  return normaliseProfile(actor.profile) === 'admin';
}

export function isSuper(actor: Actor): boolean {
  return actor.super === true;
}

export function can(actor: Actor, permission: Permission): boolean {
  const profile = normaliseProfile(actor.profile);
  return profile !== undefined && ROLE_PERMISSIONS[profile].includes(permission);
}

/** Reports (the dashboard's figures) are for those who manage the team: admins and supervisors. */
export function mayReadReports(actor: Actor): boolean {
  const profile = normaliseProfile(actor.profile);
  return profile === 'admin' || profile === 'supervisor';
}
