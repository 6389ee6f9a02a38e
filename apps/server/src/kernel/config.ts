import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

type SettingDefinition<T extends z.ZodType> = {
  env: string;
  doc: string;
  schema: T;
  /** Shown in the docs; the schema's own default applies at parse time. */
  defaultText: string;
};

function setting<T extends z.ZodType>(definition: SettingDefinition<T>) {
  return definition;
}

/** An IP address, or a CIDR range such as 10.0.0.0/8 or fd00::/8. */
function isAddressOrRange(entry: string): boolean {
  const [address = '', bits, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
}

const addressListFromEnv = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean),
  )
  .refine(
    (entries) => entries.every(isAddressOrRange),
    'must be comma-separated IP addresses or CIDR ranges',
  );

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/**
 * Every setting of the server: its environment variable, what it does and its default. The
 * README's configuration table is checked against this list by a test.
 */
export const settings = {
  port: setting({
    env: 'PORT',
    doc: 'HTTP port the server listens on.',
    schema: z.coerce.number().int().min(0).max(65535).default(8080),
    defaultText: '8080',
  }),
  host: setting({
    env: 'HOST',
    doc: 'Interface to listen on.',
    schema: z.string().min(1).default('0.0.0.0'),
    defaultText: '0.0.0.0',
  }),
  dataDir: setting({
    env: 'DATA_DIR',
    doc: 'Directory for the embedded database, stored objects and keys.',
    schema: z.string().min(1).default('./data'),
    defaultText: './data',
  }),
  databaseUrl: setting({
    env: 'DATABASE_URL',
    doc: 'postgres:// URL of a PostgreSQL server. Empty: embedded PGlite under DATA_DIR/db.',
    schema: z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
    defaultText: '(empty: PGlite)',
  }),
  databasePoolSize: setting({
    env: 'DATABASE_POOL_SIZE',
    doc: 'Connections per process to a PostgreSQL server.',
    schema: z.coerce.number().int().min(1).max(200).default(10),
    defaultText: '10',
  }),
  pgliteSharedBuffers: setting({
    env: 'PGLITE_SHARED_BUFFERS',
    doc: 'shared_buffers of the embedded database; PostgreSQL servers keep their own setting.',
    schema: z
      .string()
      .regex(/^\d+(kB|MB|GB)$/, 'must be a size such as 32MB')
      .default('32MB'),
    defaultText: '32MB',
  }),
  processMode: setting({
    env: 'PROCESS_MODE',
    doc: 'all: HTTP and background jobs in one process; web: HTTP only; worker: jobs only (web and worker need DATABASE_URL).',
    schema: z.enum(['all', 'web', 'worker']).default('all'),
    defaultText: 'all',
  }),
  storageDriver: setting({
    env: 'STORAGE_DRIVER',
    doc: 'Where originals and derived files are kept: fs (under STORAGE_DIR) or s3 (an S3-compatible bucket, S3_*).',
    schema: z.enum(['fs', 's3']).default('fs'),
    defaultText: 'fs',
  }),
  storageDir: setting({
    env: 'STORAGE_DIR',
    doc: 'Directory of the fs storage driver. Empty: DATA_DIR/objects.',
    schema: z.string().min(1).optional(),
    defaultText: '(DATA_DIR/objects)',
  }),
  s3Endpoint: setting({
    env: 'S3_ENDPOINT',
    doc: 'URL of an S3-compatible server (e.g. http://10.0.0.9:7480). Empty: Amazon S3 of S3_REGION.',
    schema: z.url().optional(),
    defaultText: '(empty: Amazon S3)',
  }),
  s3Region: setting({
    env: 'S3_REGION',
    doc: 'Region of the bucket (S3-compatible servers mostly accept any).',
    schema: z.string().min(1).default('us-east-1'),
    defaultText: 'us-east-1',
  }),
  s3Bucket: setting({
    env: 'S3_BUCKET',
    doc: 'Bucket of the s3 storage driver (it must exist).',
    schema: z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be a valid bucket name')
      .optional(),
    defaultText: '(none)',
  }),
  s3AccessKeyId: setting({
    env: 'S3_ACCESS_KEY_ID',
    doc: 'Access key of the s3 storage driver. Empty: the AWS SDK default chain (environment, instance role).',
    schema: z.string().min(1).optional(),
    defaultText: '(empty)',
  }),
  s3SecretAccessKey: setting({
    env: 'S3_SECRET_ACCESS_KEY',
    doc: 'Secret key belonging to S3_ACCESS_KEY_ID.',
    schema: z.string().min(1).optional(),
    defaultText: '(empty)',
  }),
  s3ForcePathStyle: setting({
    env: 'S3_FORCE_PATH_STYLE',
    doc: 'true: address the bucket in the path (most S3-compatible servers); false: as a host name (Amazon S3).',
    schema: booleanFromEnv.default(true),
    defaultText: 'true',
  }),
  auditAnchorDir: setting({
    env: 'AUDIT_ANCHOR_DIR',
    doc: 'Directory for the signed audit-trail anchors (daily and on every export), best on write-once storage. Empty: DATA_DIR/audit-anchors.',
    schema: z.string().min(1).optional(),
    defaultText: '(DATA_DIR/audit-anchors)',
  }),
  logLevel: setting({
    env: 'LOG_LEVEL',
    doc: 'pino log level: fatal, error, warn, info, debug, trace or silent.',
    schema: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    defaultText: 'info',
  }),
  ocr: setting({
    env: 'OCR',
    doc: 'auto: use Tesseract and poppler when installed; off: never run OCR.',
    schema: z.enum(['auto', 'off']).default('auto'),
    defaultText: 'auto',
  }),
  ocrConcurrency: setting({
    env: 'OCR_CONCURRENCY',
    doc: 'Pages recognised in parallel (one single-threaded Tesseract each). 0: one per CPU core.',
    schema: z.coerce.number().int().min(0).max(64).default(0),
    defaultText: '0 (CPU cores)',
  }),
  ocrTimeoutSeconds: setting({
    env: 'OCR_TIMEOUT_SECONDS',
    doc: 'Longest a single OCR or PDF tool run (one page) may take before it is stopped.',
    schema: z.coerce.number().int().min(5).max(3600).default(120),
    defaultText: '120',
  }),
  ocrLanguages: setting({
    env: 'OCR_LANGUAGES',
    doc: 'Default Tesseract languages for scanned pages: deu, deu+eng, eng or rus.',
    schema: z.enum(['deu', 'deu+eng', 'eng', 'rus']).default('deu'),
    defaultText: 'deu',
  }),
  jobConcurrency: setting({
    env: 'JOB_CONCURRENCY',
    doc: 'Background jobs a worker process runs at the same time.',
    schema: z.coerce.number().int().min(1).max(64).default(2),
    defaultText: '2',
  }),
  jobHeartbeatTimeoutSeconds: setting({
    env: 'JOB_HEARTBEAT_TIMEOUT_SECONDS',
    doc: 'A running job whose worker sent no heartbeat for this long is taken over by another worker (heartbeats come six times as often).',
    schema: z.coerce.number().int().min(3).max(3600).default(60),
    defaultText: '60',
  }),
  seedDemoData: setting({
    env: 'SEED_DEMO_DATA',
    doc: 'Create the demo Kanzlei, Mandanten and users when the database is empty.',
    schema: booleanFromEnv.default(true),
    defaultText: 'true',
  }),
  uploadMaxBytes: setting({
    env: 'UPLOAD_MAX_BYTES',
    doc: 'Largest accepted upload per file, in bytes.',
    schema: z.coerce
      .number()
      .int()
      .min(1024)
      .default(100 * 1024 * 1024),
    defaultText: '104857600 (100 MiB)',
  }),
  captureMaxPages: setting({
    env: 'CAPTURE_MAX_PAGES',
    doc: 'Most pages an uploaded file may have; larger files are refused with a message.',
    schema: z.coerce.number().int().min(1).max(100000).default(1000),
    defaultText: '1000',
  }),
  captureMaxImagePixels: setting({
    env: 'CAPTURE_MAX_IMAGE_PIXELS',
    doc: 'Most pixels (width × height) an uploaded image page may have.',
    schema: z.coerce.number().int().min(1000000).default(200000000),
    defaultText: '200000000',
  }),
  accessTokenTtlSeconds: setting({
    env: 'ACCESS_TOKEN_TTL_SECONDS',
    doc: 'Lifetime of an access token.',
    schema: z.coerce.number().int().min(60).max(86400).default(1800),
    defaultText: '1800',
  }),
  refreshTokenTtlDays: setting({
    env: 'REFRESH_TOKEN_TTL_DAYS',
    doc: 'Lifetime of a refresh token (also of "Angemeldet bleiben").',
    schema: z.coerce.number().int().min(1).max(365).default(30),
    defaultText: '30',
  }),
  sessionTtlHours: setting({
    env: 'SESSION_TTL_HOURS',
    doc: 'Lifetime of a sign-in without "Angemeldet bleiben", in hours.',
    schema: z.coerce.number().int().min(1).max(720).default(12),
    defaultText: '12',
  }),
  tokenRateLimitPerMinute: setting({
    env: 'TOKEN_RATE_LIMIT_PER_MINUTE',
    doc: 'Requests per minute and client address the token endpoint /Token accepts.',
    schema: z.coerce.number().int().min(10).max(1_000_000).default(600),
    defaultText: '600',
  }),
  trustProxy: setting({
    env: 'TRUST_PROXY',
    doc: 'Reverse proxies (comma-separated IPs or CIDR ranges) whose X-Forwarded-For is believed for the client address (rate limits, sign-in throttling, session IP). Empty: the connecting address counts.',
    schema: addressListFromEnv.default([]),
    defaultText: '(empty: no proxy trusted)',
  }),
  publicUrl: setting({
    env: 'PUBLIC_URL',
    doc: 'Address users reach the product at; the demo client app registers its redirect URIs below it.',
    schema: z
      .string()
      .regex(/^https?:\/\/[^/]+$/, 'must be http(s)://host[:port] without a path')
      .default('http://localhost:8080'),
    defaultText: 'http://localhost:8080',
  }),
  mailSecretKey: setting({
    env: 'MAIL_SECRET_KEY',
    doc: 'Key (32 bytes, base64 or hex) that encrypts the passwords of e-mail intake mailboxes. Empty: a key file in DATA_DIR, created once; several nodes need the same key here.',
    schema: z
      .string()
      .refine(
        (value) => /^[0-9a-f]{64}$/i.test(value) || Buffer.from(value, 'base64').length === 32,
        'must be 32 bytes as 64 hex digits or base64',
      )
      .optional(),
    defaultText: '(key file in DATA_DIR)',
  }),
  mailImapCaFile: setting({
    env: 'MAIL_IMAP_CA_FILE',
    doc: 'PEM file of certificate authorities trusted for IMAP besides the system ones (an in-house mail server).',
    schema: z.string().min(1).optional(),
    defaultText: '(none)',
  }),
  mailMaxBytes: setting({
    env: 'MAIL_MAX_BYTES',
    doc: 'Largest e-mail the intake fetches, in bytes; a larger one waits in the Posteingang.',
    schema: z.coerce
      .number()
      .int()
      .min(1024)
      .default(50 * 1024 * 1024),
    defaultText: '52428800 (50 MiB)',
  }),
  webDistDir: setting({
    env: 'WEB_DIST_DIR',
    doc: 'Built web client to serve at /. Empty: apps/web/dist of this checkout.',
    schema: z.string().min(1).optional(),
    defaultText: '(apps/web/dist)',
  }),
} as const;

type Settings = typeof settings;
export type Config = { [K in keyof Settings]: z.output<Settings[K]['schema']> };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads every setting from the environment; throws one ConfigError listing every bad value. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const problems: string[] = [];
  const config: Record<string, unknown> = {};
  for (const [key, definition] of Object.entries(settings)) {
    const raw = env[definition.env];
    const result = definition.schema.safeParse(raw === '' ? undefined : raw);
    if (result.success) {
      config[key] = result.data;
    } else {
      const reason = result.error.issues.map((issue) => issue.message).join('; ');
      problems.push(`${definition.env}=${JSON.stringify(raw)}: ${reason} (${definition.doc})`);
    }
  }
  const parsed = config as Config;
  if (problems.length === 0 && parsed.processMode !== 'all' && !parsed.databaseUrl) {
    problems.push(
      `PROCESS_MODE=${parsed.processMode} needs DATABASE_URL: the embedded database serves one process only.`,
    );
  }
  if (problems.length === 0 && parsed.storageDriver === 's3' && !parsed.s3Bucket) {
    problems.push('STORAGE_DRIVER=s3 needs S3_BUCKET: the bucket that keeps the stored objects.');
  }
  if (problems.length > 0) throw new ConfigError(problems);
  return { ...parsed, dataDir: path.resolve(parsed.dataDir) };
}
