import 'server-only';
import { z } from 'zod';

// The only reader of process.env: everything else asks this module.
const DEV_SECRET = 'development-only-secret-never-use-in-production-0123456789';

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  APP_SECRET: z.string().optional(),
  DATABASE_URL: z.string().optional(),
  PGLITE_DIR: z.string().default('.data/pglite'),
  PROVIDER_CLOUD_ID: z.string().min(1).default('provider'),
  APP_SEED: z.enum(['demo', 'none']).optional(),
  ADMIN_USERNAME: z.string().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Console <no-reply@localhost>'),
  PUBLIC_URL: z.string().optional(),
  OPENWEATHER_API_KEY: z.string().optional(),
  OPENWEATHER_URL: z.string().default('https://api.openweathermap.org'),
  LOKI_URL: z.string().optional(),
  LOKI_TENANT: z.string().optional(),
  LOG_LEVEL: z.string().default('info'),
  LOG_RETENTION_DAYS: z.coerce.number().int().positive().default(30),
  NS_SIM_URL: z.string().optional(),
  // The platform's realtime socket.io endpoint; default https://<api host's canonical name>:8001.
  NS_SOCKET_URL: z.string().optional(),
  NS_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  TAB_FRAME_ANCESTORS: z.string().default('*'),
  INSECURE_COOKIES: z.string().optional(),
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_WINDOW_S: z.coerce.number().int().positive().default(900),
  // Device (QR) sign-ins: days a softphone's device token lives after its last use.
  DEVICE_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(180),
});

export type Config = z.infer<typeof schema> & { appSecret: string; production: boolean; secureCookies: boolean };

function load(): Config {
  const env = schema.parse(process.env);
  const production = env.NODE_ENV === 'production';
  let appSecret = env.APP_SECRET ?? '';
  if (appSecret.length < 32) {
    if (production) {
      throw new Error('APP_SECRET must be set to at least 32 characters in production.');
    }
    appSecret = DEV_SECRET;
  }
  return {
    ...env,
    appSecret,
    production,
    secureCookies: production && env.INSECURE_COOKIES !== '1',
  };
}

let cached: Config | undefined;
export function config(): Config {
  cached ??= load();
  return cached;
}

/** Tests change the environment between cases; they call this to re-read it. */
export function resetConfigForTests() {
  cached = undefined;
}
