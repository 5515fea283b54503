import { parseEnv, type Env } from './env.js';
import { resolveSecrets } from './secrets.js';

export interface Config extends Env {
  simulatorEnabled: boolean;
  jwtSecret: string;
  jwtRefreshSecret: string;
}

/** Reads and validates the environment, then derives what depends on several variables. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const env = parseEnv(source);
  const secrets = resolveSecrets(env);
  return {
    ...env,
    simulatorEnabled: env.SIMULATOR_ENABLED ?? env.NODE_ENV !== 'production',
    ...secrets,
  };
}
