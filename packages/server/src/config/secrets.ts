import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Env } from './env.js';

export interface Secrets {
  jwtSecret: string;
  jwtRefreshSecret: string;
}

/**
 * Outside production the JWT secrets may be left unset: they are generated once and kept in the data
 * directory, so sessions survive restarts without anyone having to invent a secret.
 */
export function resolveSecrets(env: Env): Secrets {
  if (env.JWT_SECRET && env.JWT_REFRESH_SECRET) return { jwtSecret: env.JWT_SECRET, jwtRefreshSecret: env.JWT_REFRESH_SECRET };
  const file = join(env.DATA_DIR, 'secrets.json');
  let stored: Partial<Secrets> = {};
  if (existsSync(file)) stored = JSON.parse(readFileSync(file, 'utf8')) as Partial<Secrets>;
  const secrets: Secrets = {
    jwtSecret: env.JWT_SECRET ?? stored.jwtSecret ?? randomBytes(48).toString('base64url'),
    jwtRefreshSecret: env.JWT_REFRESH_SECRET ?? stored.jwtRefreshSecret ?? randomBytes(48).toString('base64url'),
  };
  if (stored.jwtSecret !== secrets.jwtSecret || stored.jwtRefreshSecret !== secrets.jwtRefreshSecret) {
    mkdirSync(env.DATA_DIR, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  }
  return secrets;
}
