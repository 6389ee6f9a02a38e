import {
  issue,
  isValidEmail,
  settingDefinitions,
  type CaptureFieldSettings,
  type SettingDefinition,
  type SettingKey,
  type SettingValue,
  type SmtpSettings,
  type SmtpUpdate,
} from '@belegfluss/shared';
import { assertValid } from '../../kernel/validation.js';
import type { Db } from '../../kernel/database.js';
import { createSettingsRepository, type SettingTarget } from './settings.repository.js';

export type SettingContext = { mandantId?: string | null | undefined; userId?: string | null | undefined };

const SMTP_KEY = 'smtp';
type StoredSmtp = Omit<SmtpSettings, 'hasPassword'> & { password: string };
const defaultSmtp: StoredSmtp = {
  host: '',
  port: 587,
  security: 'STARTTLS',
  user: '',
  password: '',
  fromAddress: '',
  fromName: '',
  isStandard: false,
};

function targetOf(definition: SettingDefinition, context: SettingContext): SettingTarget {
  if (definition.scope === 'mandant') {
    if (!context.mandantId) throw new Error('a Mandant setting needs mandantId');
    return { mandantId: context.mandantId, userId: null };
  }
  if (definition.scope === 'user') {
    if (!context.userId) throw new Error('a user setting needs userId');
    return { mandantId: null, userId: context.userId };
  }
  return { mandantId: null, userId: null };
}

/**
 * Settings with defaults: the stored value of the setting's scope (user, Mandant or global), else
 * the registry default. A stored value that an older schema wrote is completed from the default.
 * Other modules call `get` and `getCaptureFieldSettings`.
 */
export function createSettingsService({ db }: { db: Db }) {
  const repository = createSettingsRepository({ db });

  /** A stored value as its setting reads: checked against the schema, completed from the default. */
  function valueOf<K extends SettingKey>(key: K, stored: unknown): SettingValue<K> {
    const definition = settingDefinitions[key] as SettingDefinition;
    if (stored === undefined || stored === null) return definition.defaultValue as SettingValue<K>;
    const exact = definition.schema.safeParse(stored);
    if (exact.success) return exact.data as SettingValue<K>;
    const completed = definition.schema.safeParse({
      ...(definition.defaultValue as object),
      ...(stored as object),
    });
    return (completed.success ? completed.data : definition.defaultValue) as SettingValue<K>;
  }

  async function get<K extends SettingKey>(key: K, context: SettingContext): Promise<SettingValue<K>> {
    const definition = settingDefinitions[key] as SettingDefinition;
    return valueOf(key, await repository.find(key, targetOf(definition, context)));
  }

  /**
   * Several settings of one scope target (e.g. the Mandant's) in one query, each as `get` reads it:
   * for a call that needs more than one setting.
   */
  async function getMany<const K extends readonly SettingKey[]>(
    keys: K,
    context: SettingContext,
  ): Promise<{ [I in keyof K]: SettingValue<K[I]> }> {
    const targets = keys.map((key) => targetOf(settingDefinitions[key] as SettingDefinition, context));
    const target = targets[0] ?? { mandantId: null, userId: null };
    if (targets.some((other) => other.mandantId !== target.mandantId || other.userId !== target.userId))
      throw new Error('getMany reads settings of one scope');
    const stored = keys.length ? await repository.findMany(keys, target) : new Map<string, unknown>();
    return keys.map((key) => valueOf(key, stored.get(key))) as { [I in keyof K]: SettingValue<K[I]> };
  }

  /** Checks the setting's rules (and the rules between settings) and stores it. */
  async function set<K extends SettingKey>(
    key: K,
    context: SettingContext,
    value: SettingValue<K>,
    updatedBy: string | null,
  ): Promise<SettingValue<K>> {
    const definition = settingDefinitions[key] as SettingDefinition;
    const parsed = definition.schema.parse(value) as SettingValue<K>;
    assertValid(definition.validate?.(parsed) ?? [], 'body.value');
    if (key === 'requiredFields' || key === 'activeFields') {
      const required =
        key === 'requiredFields'
          ? (parsed as { fields: string[] }).fields
          : (await get('requiredFields', context)).fields;
      const active =
        key === 'activeFields'
          ? (parsed as { fields: string[] }).fields
          : (await get('activeFields', context)).fields;
      const inactive = required.filter((field) => !active.includes(field));
      assertValid(inactive.length ? [issue('value.fields', 'settings.required_field_inactive')] : [], 'body');
    }
    await repository.upsert(key, targetOf(definition, context), parsed, updatedBy);
    return parsed;
  }

  return {
    get,
    getMany,
    set,

    /** Required and active fields of the capture mask for a Mandant, and the user's tab order. */
    async getCaptureFieldSettings(mandantId: string, userId: string | null): Promise<CaptureFieldSettings> {
      const [required, active, tabOrder] = await Promise.all([
        get('requiredFields', { mandantId }),
        get('activeFields', { mandantId }),
        userId ? get('tabOrder', { userId }) : Promise.resolve(settingDefinitions.tabOrder.defaultValue),
      ]);
      return {
        required: required.fields,
        active: active.fields,
        tabOrder: tabOrder.fields.filter((field) => active.fields.includes(field)),
      };
    },

    async getSmtp(): Promise<SmtpSettings> {
      const { password, ...rest } = await this.getSmtpWithPassword();
      return { ...rest, hasPassword: password.length > 0 };
    },

    async getSmtpWithPassword(): Promise<StoredSmtp> {
      const stored = (await repository.find(SMTP_KEY, { mandantId: null, userId: null })) as
        Partial<StoredSmtp> | undefined;
      return { ...defaultSmtp, ...(stored ?? {}) };
    },

    async setSmtp(update: SmtpUpdate, updatedBy: string): Promise<SmtpSettings> {
      assertValid([
        ...(update.host.trim() ? [] : [issue('host', 'settings.smtp_host_required')]),
        ...(update.fromAddress.trim() && !isValidEmail(update.fromAddress)
          ? [issue('fromAddress', 'settings.mail_address_invalid')]
          : []),
      ]);
      const current = await this.getSmtpWithPassword();
      const { password, ...rest } = update;
      const next: StoredSmtp = { ...rest, password: password === undefined ? current.password : password };
      await repository.upsert(SMTP_KEY, { mandantId: null, userId: null }, next, updatedBy);
      return this.getSmtp();
    },

    repository,
  };
}

export type SettingsService = ReturnType<typeof createSettingsService>;
