import { z } from 'zod';

/**
 * Configuration comes only from the environment and is validated once at boot; a bad value stops
 * the process with a message naming the variable (`ConfigError`).
 */
const booleanText = z
  .string()
  .trim()
  .toLowerCase()
  .refine((v) => ['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'].includes(v), 'must be true or false')
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const urlWithProtocols = (protocols: string[]) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, `must be a URL starting with ${protocols.map((p) => `${p}//`).join(' or ')}`);

const ORIGINS_MESSAGE = 'must be origins such as https://app.example.com (scheme, host and port), separated by commas';

/** `CORS_ORIGINS`: browser origins, each reduced to scheme, host and port, duplicates dropped. */
const originList = z.string().transform((value, ctx) => {
  const origins = new Set<string>();
  for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    let url: URL;
    try {
      url = new URL(item);
    } catch {
      ctx.addIssue({ code: 'custom', message: ORIGINS_MESSAGE });
      return z.NEVER;
    }
    if (!['http:', 'https:'].includes(url.protocol) || url.pathname !== '/' || url.search || url.hash || url.username || url.password) {
      ctx.addIssue({ code: 'custom', message: ORIGINS_MESSAGE });
      return z.NEVER;
    }
    origins.add(url.origin);
  }
  return [...origins];
});

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('development'),
  PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, 'must be a port number (1-65535)')
    .transform(Number)
    .refine((n) => n >= 0 && n <= 65535, 'must be a port number (1-65535)')
    .default(8080),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: urlWithProtocols(['postgres:', 'postgresql:']).optional(),
  REDIS_URL: urlWithProtocols(['redis:', 'rediss:']).optional(),
  JWT_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  JWT_REFRESH_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  ADMIN_EMAIL: z.email({ error: 'must be an e-mail address' }).default('admin@prosa.local'),
  ADMIN_PASSWORD: z.string().min(5, 'must be at least 5 characters').max(50, 'must be at most 50 characters').optional(),
  SIMULATOR_ENABLED: booleanText.optional(),
  /** Lets integration and prompt addresses point into private networks even in production. */
  ALLOW_PRIVATE_URLS: booleanText.optional(),
  SMTP_URL: urlWithProtocols(['smtp:', 'smtps:']).optional(),
  MAIL_FROM: z.string().trim().min(3, 'must be an address such as "Prosa <no-reply@example.com>"').default('Prosa <no-reply@prosa.local>'),
  PUBLIC_URL: urlWithProtocols(['http:', 'https:']).optional(),
  CORS_ORIGINS: originList.default([]),
  /** Where prompts without their own base URL send chat completions (any OpenAI-compatible service). */
  OPENAI_BASE_URL: urlWithProtocols(['http:', 'https:']).optional(),
  /** Dialogflow ES's REST address (detectIntent); tests and proxies point it elsewhere. */
  DIALOGFLOW_API_URL: urlWithProtocols(['http:', 'https:']).default('https://dialogflow.googleapis.com'),
  /** Azure Speech's text-to-speech address for prompts that answer with a voice; by default the prompt's region's. */
  AZURE_SPEECH_URL: urlWithProtocols(['http:', 'https:']).optional(),
  GRAPH_API_URL: urlWithProtocols(['http:', 'https:']).default('https://graph.facebook.com'),
  GRAPH_API_VERSION: z.string().trim().regex(/^v\d+\.\d+$/, 'must look like v23.0').default('v23.0'),
  /** When set, `GET /metrics` requires `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], { error: 'must be fatal, error, warn, info, debug, trace or silent' }).default('info'),
});

export type Env = z.infer<typeof envSchema>;

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Empty strings count as unset, so `FOO=` in a shell or .env file means "use the default". */
function withoutEmpty(source: NodeJS.ProcessEnv): Record<string, string> {
  return Object.fromEntries(Object.entries(source).filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== ''));
}

export function parseEnv(source: NodeJS.ProcessEnv): Env {
  const result = envSchema.safeParse(withoutEmpty(source));
  if (result.success) {
    const env = result.data;
    if (env.NODE_ENV === 'production') {
      const missing = (['JWT_SECRET', 'JWT_REFRESH_SECRET'] as const).filter((key) => !env[key]);
      if (missing.length > 0) throw new ConfigError(missing.map((key) => `${key} is required when NODE_ENV=production`));
    }
    return env;
  }
  const problems = result.error.issues.map((issue) => {
    const key = String(issue.path[0] ?? '?');
    const got = source[key];
    return `${key} ${issue.message}${got === undefined ? '' : ` (got "${got}")`}`;
  });
  throw new ConfigError(problems);
}
