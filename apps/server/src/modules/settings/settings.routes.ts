import {
  captureFieldSettingsSchema,
  mandantQuerySchema,
  settingDefinitions,
  settingGetQuerySchema,
  settingKeys,
  settingSetBodySchema,
  type SettingDefinition,
  type SettingKey,
} from '@belegfluss/shared';
import type { SettingsDependencies } from './settings.dependencies.js';
import { forbidden, validationFailed } from '../../kernel/errors.js';
import { getAuth, type App } from '../../kernel/http.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import { administrationRights, createMandantGuard } from '../tenancy/index.js';
import { createSettingsService, type SettingContext } from './settings.service.js';
import { settingChangedMessage } from './settings.messages.js';

/**
 * One get/set pair per setting of the registry: `/api/man/<base>/get<call>` and `/set<call>`. User
 * settings belong to the caller; Mandant settings need access to read and the administration right
 * to change; global settings are changed by administrators.
 */
export function registerSettingRoutes(app: App, deps: SettingsDependencies) {
  const guard = createMandantGuard(deps);
  const settings = createSettingsService(deps);

  async function contextFor(
    definition: SettingDefinition,
    auth: AuthContext,
    mandantId: string | undefined,
    write: boolean,
  ): Promise<SettingContext> {
    if (definition.scope === 'user') return { userId: auth.userId };
    if (definition.scope === 'global') {
      if (write && !auth.isAdmin) throw forbidden();
      return {};
    }
    if (!mandantId) {
      throw validationFailed([
        { path: 'mandantId', issue: 'invalid_type', message: 'mandantId is required' },
      ]);
    }
    if (write) await guard.edit(auth, mandantId, administrationRights);
    else await guard.read(auth, mandantId);
    return { mandantId };
  }

  for (const key of settingKeys) {
    const definition = settingDefinitions[key] as SettingDefinition;
    const tags = [definition.base === 'settings' ? 'settings' : definition.base];
    const scopeText = { user: 'per user', mandant: 'per Mandant', global: 'for the installation' }[
      definition.scope
    ];
    app.get(
      `/api/man/${definition.base}/get${definition.call}`,
      {
        preHandler: app.authenticate,
        schema: {
          summary: `Setting ${key} (${scopeText})`,
          tags,
          querystring: settingGetQuerySchema,
          response: { 200: definition.schema },
        },
      },
      async (request) => {
        const context = await contextFor(definition, getAuth(request), request.query.mandantId, false);
        return settings.get(key as SettingKey, context);
      },
    );
    app.post(
      `/api/man/${definition.base}/set${definition.call}`,
      {
        preHandler: app.authenticate,
        schema: {
          summary: `Change setting ${key} (${scopeText})`,
          tags,
          body: settingSetBodySchema(definition.schema),
          response: { 200: definition.schema },
        },
      },
      async (request) => {
        const auth = getAuth(request);
        const body = request.body as { mandantId?: string; value: never };
        const context = await contextFor(definition, auth, body.mandantId, true);
        const saved = await settings.set(key as SettingKey, context, body.value, auth.userId);
        const messageType = settingChangedMessage(key as SettingKey);
        if (messageType !== undefined) {
          await deps.appMessages.publish({
            userId: auth.userId,
            messageType,
            customData: {
              settingKeys: [key],
              ...(context.mandantId ? { mandantId: context.mandantId } : {}),
            },
          });
        }
        return saved;
      },
    );
  }

  app.get(
    '/api/man/settings/getcapturefieldsettings',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Required and active fields of the capture mask, and the caller tab order',
        tags: ['settings'],
        querystring: mandantQuerySchema,
        response: { 200: captureFieldSettingsSchema },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      await guard.read(auth, request.query.mandantId);
      return settings.getCaptureFieldSettings(request.query.mandantId, auth.userId);
    },
  );

  app.get(
    '/api/man/mandanten/getactivefields',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Active fields of the Mandant',
        tags: ['mandanten'],
        querystring: mandantQuerySchema,
        response: { 200: settingDefinitions.activeFields.schema },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return settings.get('activeFields', { mandantId: request.query.mandantId });
    },
  );
}
