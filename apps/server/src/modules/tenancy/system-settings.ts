import { eq, sql } from 'drizzle-orm';
import {
  DEFAULT_THEME,
  defaultPasswordPolicy,
  IdleDefaults,
  licenseSchema,
  MAINTENANCE_COUNTDOWN_SECONDS,
  passwordSettingsSchema,
  themeNames,
  type License,
  type PasswordSettings,
  type ThemeName,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../kernel/database.js';
import { systemSettingTable } from './tenancy.tables.js';

const maintenanceSchema = z.object({
  announcedAt: z.string(),
  activatesAt: z.string(),
  message: z.string().nullable(),
  announcedBy: z.string().nullable(),
});
export type Maintenance = z.infer<typeof maintenanceSchema> & { active: boolean };

const customLogoSchema = z.object({ sha256: z.string(), contentType: z.string(), size: z.number() });
export type CustomLogo = z.infer<typeof customLogoSchema>;

const keys = {
  passwordPolicy: 'password_policy',
  inactivityTimeout: 'inactivity_timeout',
  maintenance: 'maintenance',
  globalTheme: 'global_theme',
  customLogo: 'custom_logo',
  license: 'license',
} as const;

/** How long a process trusts its copy of the settings; other nodes' changes show within this time. */
const CACHE_MS = 2000;

/**
 * Installation-wide settings kept in `system_setting`: password policy, inactivity timeout,
 * maintenance, global theme, custom logo, licence. Every request's guard asks about maintenance,
 * so the rows are cached per process for two seconds; writes here drop the cache at once.
 */
export function createSystemSettings({ db, clock }: { db: Db; clock: Clock }) {
  let cache: { loadedAt: number; values: Map<string, unknown> } | null = null;

  async function load(): Promise<Map<string, unknown>> {
    if (cache && performance.now() - cache.loadedAt < CACHE_MS) return cache.values;
    const rows = await db.select().from(systemSettingTable);
    cache = { loadedAt: performance.now(), values: new Map(rows.map((row) => [row.key, row.value])) };
    return cache.values;
  }

  async function read<T>(key: string, schema: z.ZodType<T>, fallback: T): Promise<T> {
    const raw = (await load()).get(key);
    if (raw === undefined) return fallback;
    const parsed = schema.safeParse(raw);
    return parsed.success ? parsed.data : fallback;
  }

  async function write(key: string, value: unknown) {
    await db
      .insert(systemSettingTable)
      .values({ key, value })
      .onConflictDoUpdate({ target: systemSettingTable.key, set: { value, updatedAt: sql`now()` } });
    cache = null;
  }

  async function remove(key: string) {
    await db.delete(systemSettingTable).where(eq(systemSettingTable.key, key));
    cache = null;
  }

  async function getMaintenance(): Promise<Maintenance | null> {
    const stored = await read(keys.maintenance, maintenanceSchema.nullable(), null);
    if (!stored) return null;
    return { ...stored, active: Date.parse(stored.activatesAt) <= clock.now().getTime() };
  }

  return {
    getPasswordPolicy: () => read(keys.passwordPolicy, passwordSettingsSchema, defaultPasswordPolicy),
    setPasswordPolicy: (policy: PasswordSettings) => write(keys.passwordPolicy, policy),

    getInactivityTimeout: () =>
      read(keys.inactivityTimeout, z.number().int().positive(), IdleDefaults.defaultThreshold),
    setInactivityTimeout: (seconds: number) => write(keys.inactivityTimeout, seconds),

    getMaintenance,
    async isMaintenanceActive(): Promise<boolean> {
      return (await getMaintenance())?.active ?? false;
    },
    async announceMaintenance(input: { message: string | null; announcedBy: string | null }) {
      const now = clock.now();
      const value = {
        announcedAt: now.toISOString(),
        activatesAt: new Date(now.getTime() + MAINTENANCE_COUNTDOWN_SECONDS * 1000).toISOString(),
        message: input.message,
        announcedBy: input.announcedBy,
      };
      await write(keys.maintenance, value);
      return { ...value, active: false };
    },
    endMaintenance: () => remove(keys.maintenance),

    getGlobalTheme: () => read<ThemeName>(keys.globalTheme, z.enum(themeNames), DEFAULT_THEME),
    setGlobalTheme: (theme: ThemeName) => write(keys.globalTheme, theme),

    getCustomLogo: () => read(keys.customLogo, customLogoSchema.nullable(), null),
    setCustomLogo: (logo: CustomLogo) => write(keys.customLogo, logo),
    removeCustomLogo: () => remove(keys.customLogo),

    getLicense: (): Promise<License> =>
      read(keys.license, licenseSchema, { modules: null, seatsPerModule: null }),
    setLicense: (license: License) => write(keys.license, license),
  };
}

export type SystemSettings = ReturnType<typeof createSystemSettings>;
