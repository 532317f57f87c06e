import { USER_LIMITS } from '@nivasa/contracts/limits';
import type { DatabaseEngine } from '@nivasa/contracts/api';
import { z } from 'zod';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export const MISSING_MONGODB_URI =
  'MONGODB_URI is not set; run `npm start` from the repo root, which starts an embedded database, or point it at a MongoDB';

const DATABASE_ENGINES = ['mongodb', 'congodb', 'external'] as const satisfies readonly DatabaseEngine[];

/** The configuration the API runs with, read once from the environment at start-up. */
export interface AppConfigValues {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  mongodbUri: string;
  databaseEngine: DatabaseEngine;
  logLevel: LogLevel;
  /** In body-parser's notation, e.g. '1mb'. */
  bodyLimit: string;
  seedDemo: boolean;
  publicUrl: string;
  demoUserPassword: string | undefined;
}

const BYTE_UNITS = { b: 1, kb: 1024, mb: 1024 ** 2, gb: 1024 ** 3 } as const;

/** Bytes of a size such as '512kb' or '1mb' (body-parser's units), or null if it is not one. */
export function parseByteSize(value: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(b|kb|mb|gb)?$/i.exec(value.trim());
  if (!match) return null;
  const unit = (match[2]?.toLowerCase() ?? 'b') as keyof typeof BYTE_UNITS;
  return Math.floor(Number(match[1]) * BYTE_UNITS[unit]);
}

const optionalString = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const flag = z
  .string()
  .trim()
  .toLowerCase()
  .refine((value) => ['true', 'false', '1', '0', 'yes', 'no'].includes(value), {
    message: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes'].includes(value));

const envSchema = z.object({
  NODE_ENV: z
    .enum(['development', 'production', 'test'], { message: 'must be development, production or test' })
    .default('development'),
  API_PORT: z
    .string()
    .trim()
    .regex(/^\d+$/, { message: 'must be a whole number between 0 and 65535' })
    .transform(Number)
    .refine((port) => port <= 65535, { message: 'must be a whole number between 0 and 65535' })
    .default(4000),
  API_HOST: z.string().trim().min(1, { message: 'must not be empty' }).default('127.0.0.1'),
  MONGODB_URI: optionalString.refine((uri) => uri !== undefined, { message: MISSING_MONGODB_URI }).refine(
    (uri) => uri === undefined || /^mongodb(\+srv)?:\/\/\S+$/.test(uri),
    { message: 'must be a MongoDB connection string (mongodb:// or mongodb+srv://)' },
  ),
  DATABASE_ENGINE: z
    .enum(DATABASE_ENGINES, { message: `must be one of ${DATABASE_ENGINES.join(', ')}` })
    .default('external'),
  LOG_LEVEL: z.enum(LOG_LEVELS, { message: `must be one of ${LOG_LEVELS.join(', ')}` }).default('info'),
  BODY_LIMIT: z
    .string()
    .trim()
    .refine((value) => (parseByteSize(value) ?? 0) > 0, {
      message: "must be a size such as '100kb' or '1mb'",
    })
    .default('1mb'),
  SEED_DEMO: flag.optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http(s) URL such as http://localhost:3000' })
    .default('http://localhost:3000'),
  DEMO_USER_PASSWORD: optionalString.refine(
    (password) =>
      password === undefined ||
      (password.length >= USER_LIMITS.passwordMinLength && password.length <= USER_LIMITS.passwordMaxLength),
    {
      message: `must be ${USER_LIMITS.passwordMinLength} to ${USER_LIMITS.passwordMaxLength} characters long`,
    },
  ),
});

/** A configuration value that stops the API from starting; the message names the variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

function describe(value: unknown): string {
  if (value === undefined) return '';
  const text = String(value);
  return ` (got ${JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text)})`;
}

/** Validates the environment; throws a ConfigError naming every bad variable. */
export function parseEnv(env: NodeJS.ProcessEnv): AppConfigValues {
  // An empty variable counts as unset, so `API_PORT= npm start` falls back to the default.
  const present = Object.fromEntries(
    Object.keys(envSchema.shape).map((key) => [key, env[key] === '' ? undefined : env[key]]),
  );
  const result = envSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      if (name === 'MONGODB_URI' && issue.message === MISSING_MONGODB_URI) return MISSING_MONGODB_URI;
      const shown = name === 'MONGODB_URI' || name === 'DEMO_USER_PASSWORD' ? '' : describe(present[name]);
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(problems);
  }
  const values = result.data;
  return {
    nodeEnv: values.NODE_ENV,
    port: values.API_PORT,
    host: values.API_HOST,
    mongodbUri: values.MONGODB_URI!,
    databaseEngine: values.DATABASE_ENGINE,
    logLevel: values.LOG_LEVEL,
    bodyLimit: values.BODY_LIMIT,
    seedDemo: values.SEED_DEMO ?? values.NODE_ENV !== 'production',
    publicUrl: values.PUBLIC_URL.replace(/\/+$/, ''),
    demoUserPassword: values.DEMO_USER_PASSWORD,
  };
}
