import path from 'node:path';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  timeZone: string;
  /** Demo users are seeded (default on the embedded database only). */
  demo: boolean;
  firstAdmin: { name: string; email: string; password: string | undefined };
  /** Where the built SPA lives; served under /build/. */
  appDist: string;
  logLevel: string;
}

function envBool(value: string | undefined): boolean | undefined {
  if (value === undefined || value === '') return undefined;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const databaseUrl = env.DATABASE_URL || undefined;
  const root = path.resolve(import.meta.dirname, '../../..');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    // Relative to where you run; by default the repository's own ./data, whichever package starts it.
    dataDir: env.PAWON_DATA_DIR ? path.resolve(env.PAWON_DATA_DIR) : path.join(root, 'data'),
    databaseUrl,
    timeZone: env.PAWON_TZ ?? 'Asia/Jakarta',
    demo: envBool(env.PAWON_DEMO) ?? !databaseUrl,
    firstAdmin: {
      name: env.PAWON_ADMIN_NAME ?? 'Administrator',
      email: env.PAWON_ADMIN_EMAIL ?? 'admin@pawon.local',
      password: env.PAWON_ADMIN_PASSWORD || undefined,
    },
    appDist: path.resolve(env.PAWON_APP_DIST ?? path.join(root, 'packages/app/dist')),
    logLevel: env.LOG_LEVEL ?? 'info',
  };
}
