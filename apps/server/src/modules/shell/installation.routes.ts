import {
  licenseSchema,
  maintenanceAnnounceSchema,
  MessageType,
  passwordSettingsSchema,
  resultObjectSchema,
  resultOk,
  systemSettingsSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import { getAuth, type App } from '../../kernel/http.js';
import { SYSTEM, shellRouteOptions } from './shell.routes.common.js';
import type { ShellDependencies } from './shell.dependencies.js';

const maintenanceSchema = z
  .object({ activatesAt: z.string(), active: z.boolean(), message: z.string().nullable() })
  .nullable();

/** Password policy and installation settings (inactivity timeout), for administrators. */
export function registerPolicyRoutes(app: App, deps: ShellDependencies) {
  const { tags, admin } = shellRouteOptions(app);

  app.get(
    `${SYSTEM}/getpasswordsettings`,
    {
      ...admin,
      schema: {
        summary: 'The password policy',
        tags,
        response: { 200: resultObjectSchema(passwordSettingsSchema) },
      },
    },
    async () => resultOk(await deps.systemSettings.getPasswordPolicy()),
  );

  app.post(
    `${SYSTEM}/setpasswordsettings`,
    {
      ...admin,
      schema: {
        summary: 'Change the password policy',
        tags,
        body: passwordSettingsSchema,
        response: { 200: resultObjectSchema(passwordSettingsSchema) },
      },
    },
    async (request) => {
      await deps.systemSettings.setPasswordPolicy(request.body);
      return resultOk(request.body);
    },
  );

  app.get(
    `${SYSTEM}/getsystemsettings`,
    {
      ...admin,
      schema: {
        summary: 'Installation settings (inactivity timeout)',
        tags,
        response: { 200: resultObjectSchema(systemSettingsSchema) },
      },
    },
    async () => resultOk({ InaktivityTimeout: await deps.systemSettings.getInactivityTimeout() }),
  );

  app.post(
    `${SYSTEM}/setsystemsettings`,
    {
      ...admin,
      schema: {
        summary: 'Change installation settings',
        tags,
        body: systemSettingsSchema,
        response: { 200: resultObjectSchema(systemSettingsSchema) },
      },
    },
    async (request) => {
      await deps.systemSettings.setInactivityTimeout(request.body.InaktivityTimeout);
      return resultOk(request.body);
    },
  );
}

/** Maintenance: announcing (clients count down, then only administrators may work) and ending it. */
export function registerMaintenanceRoutes(app: App, deps: ShellDependencies) {
  const { tags, admin } = shellRouteOptions(app);

  app.get(
    `${SYSTEM}/getmaintenance`,
    {
      ...admin,
      schema: {
        summary: 'The announced or active maintenance',
        tags,
        response: { 200: resultObjectSchema(maintenanceSchema) },
      },
    },
    async () => {
      const maintenance = await deps.systemSettings.getMaintenance();
      return resultOk(
        maintenance && {
          activatesAt: maintenance.activatesAt,
          active: maintenance.active,
          message: maintenance.message,
        },
      );
    },
  );

  app.post(
    `${SYSTEM}/announcemaintenance`,
    {
      ...admin,
      schema: {
        summary: 'Announce maintenance: clients count down 60 s, then only administrators may work',
        tags,
        body: maintenanceAnnounceSchema,
        response: { 200: resultObjectSchema(maintenanceSchema) },
      },
    },
    async (request) => {
      const maintenance = await deps.systemSettings.announceMaintenance({
        message: request.body.message?.trim() || null,
        announcedBy: getAuth(request).userId,
      });
      await deps.appMessages.broadcast(MessageType.systemStatusChanged);
      return resultOk({ activatesAt: maintenance.activatesAt, active: false, message: maintenance.message });
    },
  );

  app.post(
    `${SYSTEM}/endmaintenance`,
    {
      ...admin,
      schema: { summary: 'End maintenance', tags, response: { 200: resultObjectSchema(z.boolean()) } },
    },
    async () => {
      await deps.systemSettings.endMaintenance();
      await deps.appMessages.broadcast(MessageType.systemStatusChanged);
      return resultOk(true);
    },
  );
}

/** Licensed modules and seats. */
export function registerLicenseRoutes(app: App, deps: ShellDependencies) {
  const { tags, admin } = shellRouteOptions(app);

  app.get(
    `${SYSTEM}/getlicense`,
    {
      ...admin,
      schema: {
        summary: 'Licensed modules and seats',
        tags,
        response: { 200: resultObjectSchema(licenseSchema) },
      },
    },
    async () => resultOk(await deps.systemSettings.getLicense()),
  );

  app.post(
    `${SYSTEM}/setlicense`,
    {
      ...admin,
      schema: {
        summary: 'Change licensed modules and seats',
        tags,
        body: licenseSchema,
        response: { 200: resultObjectSchema(licenseSchema) },
      },
    },
    async (request) => {
      await deps.systemSettings.setLicense(request.body);
      return resultOk(request.body);
    },
  );
}
