import {
  errorLogEntrySchema,
  jsonDataBodySchema,
  jsonDataKeySchema,
  licenseSchema,
  maintenanceAnnounceSchema,
  passwordSettingsSchema,
  resultObjectSchema,
  resultOk,
  systemDataSchema,
  systemSettingsSchema,
  themeBodySchema,
  themeNames,
  trimVersion,
  downloadEntrySchema,
  CUSTOM_LOGO_MAX_BYTES,
} from '@belegfluss/shared';
import { z } from 'zod';
import { createErrorFactory } from '../../kernel/errors.js';
import { getAuth, requireAdmin, type App } from '../../kernel/http.js';
import { APP_VERSION } from '../../kernel/version.js';
import { optionalAuthentication } from '../auth/index.js';
import type { ShellUseCases } from './shell.usecases.js';
import type { ShellDependencies } from './shell.dependencies.js';

const logoTooLarge = createErrorFactory('shell.logo_too_large');
const logoInvalidType = createErrorFactory('shell.logo_invalid_type');
const logoMissing = createErrorFactory('shell.logo_missing');

const SYSTEM = '/api/man/system';
const INITIAL = '/api/man/initialsettings';

const maintenanceSchema = z
  .object({ activatesAt: z.string(), active: z.boolean(), message: z.string().nullable() })
  .nullable();

/** `/system/*` and `/initialsettings/*` of the management service (spec 000, section 7). */
export function registerSystemRoutes(app: App, deps: ShellDependencies, shell: ShellUseCases) {
  const tags = ['shell'];
  const signedIn = { preHandler: app.authenticate };
  const admin = { preHandler: [app.authenticate, requireAdmin] };

  app.get(
    `${SYSTEM}/getsystemdata`,
    {
      ...signedIn,
      schema: {
        summary: 'System data (InaktivityTimeout, version, policy)',
        tags,
        response: { 200: resultObjectSchema(systemDataSchema) },
      },
    },
    async () => resultOk(await shell.systemData()),
  );

  app.get(
    `${SYSTEM}/getuknrinuse`,
    {
      ...signedIn,
      schema: {
        summary: 'Whether several Kanzleien (Kanzlei numbers) are in use',
        tags,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async () => resultOk((await deps.tenancy.countKanzleien()) > 1),
  );

  app.get(
    `${SYSTEM}/isjobserverrunning`,
    {
      ...signedIn,
      schema: {
        summary: 'Whether a job worker is alive',
        tags,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async () => resultOk(await shell.isJobServerRunning()),
  );

  app.get(
    `${SYSTEM}/hasUserKanzleiRights`,
    {
      ...signedIn,
      schema: {
        summary: 'Whether a user (default: the caller) has Kanzlei rights',
        tags,
        querystring: z.object({ userId: z.uuid().optional() }),
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const userId = auth.isAdmin && request.query.userId ? request.query.userId : auth.userId;
      return resultOk(await shell.hasKanzleiRights(userId));
    },
  );

  app.get(
    `${SYSTEM}/getUserTheme`,
    {
      ...signedIn,
      schema: {
        summary: "The caller's theme",
        tags,
        response: { 200: resultObjectSchema(z.enum(themeNames)) },
      },
    },
    async (request) => resultOk(await shell.userTheme(getAuth(request))),
  );

  app.post(
    `${SYSTEM}/saveUserTheme`,
    {
      ...signedIn,
      schema: {
        summary: "Save the caller's theme",
        tags,
        body: themeBodySchema,
        response: { 200: resultObjectSchema(z.enum(themeNames)) },
      },
    },
    async (request) => {
      await shell.repository.setUserTheme(getAuth(request).userId, request.body.theme);
      return resultOk(request.body.theme);
    },
  );

  app.post(
    `${SYSTEM}/saveglobaltheme`,
    {
      ...admin,
      schema: {
        summary: 'Save the theme of every user without their own',
        tags,
        body: themeBodySchema,
        response: { 200: resultObjectSchema(z.enum(themeNames)) },
      },
    },
    async (request) => {
      await deps.systemSettings.setGlobalTheme(request.body.theme);
      return resultOk(request.body.theme);
    },
  );

  app.post(
    `${SYSTEM}/uploadcustomlogo`,
    {
      ...admin,
      schema: {
        summary: 'Upload the header logo (PNG, JPEG, GIF or WebP, at most 512 KB; multipart field "file")',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: resultObjectSchema(z.object({ contentType: z.string(), size: z.number() })) },
      },
    },
    async (request) => {
      const file = await request.file({ limits: { fileSize: CUSTOM_LOGO_MAX_BYTES, files: 1 } });
      if (!file) throw logoInvalidType();
      const bytes = await file.toBuffer().catch((error: { code?: string }) => {
        throw error.code === 'FST_REQ_FILE_TOO_LARGE'
          ? logoTooLarge({ maxBytes: CUSTOM_LOGO_MAX_BYTES })
          : error;
      });
      const logo = await shell.saveCustomLogo(bytes, file.mimetype);
      return resultOk({ contentType: logo.contentType, size: logo.size });
    },
  );

  app.post(
    `${SYSTEM}/deletecustomlogo`,
    {
      ...admin,
      schema: {
        summary: 'Go back to the product logo',
        tags,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async () => {
      await deps.systemSettings.removeCustomLogo();
      return resultOk(true);
    },
  );

  app.post(
    `${SYSTEM}/WriteErrorLog`,
    {
      preHandler: optionalAuthentication(app),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        summary: 'Record an error the web client met',
        tags,
        body: errorLogEntrySchema,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) => {
      await shell.repository.writeErrorLog({
        userId: request.auth?.userId ?? null,
        message: request.body.message,
        url: request.body.url ?? null,
        userAgent: request.headers['user-agent']?.slice(0, 500) ?? null,
      });
      request.log.warn({ clientError: request.body.message.slice(0, 500) }, 'client error');
      return resultOk(true);
    },
  );

  app.get(
    `${SYSTEM}/getJsonData`,
    {
      ...signedIn,
      schema: {
        summary: 'A JSON value the client keeps for the caller',
        tags,
        querystring: jsonDataKeySchema,
        response: { 200: resultObjectSchema(z.unknown()) },
      },
    },
    async (request) =>
      resultOk(await shell.repository.getJsonData(getAuth(request).userId, request.query.key)),
  );

  app.post(
    `${SYSTEM}/setJsonData`,
    {
      ...signedIn,
      schema: {
        summary: 'Keep a JSON value for the caller (at most 256 KB)',
        tags,
        body: jsonDataBodySchema,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) => {
      await shell.setJsonData(getAuth(request).userId, request.body.key, request.body.value);
      return resultOk(true);
    },
  );

  app.post(
    `${SYSTEM}/removeJsonData`,
    {
      ...signedIn,
      schema: {
        summary: 'Remove a JSON value of the caller',
        tags,
        body: jsonDataKeySchema,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) =>
      resultOk(await shell.repository.removeJsonData(getAuth(request).userId, request.body.key)),
  );

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
      return resultOk(true);
    },
  );

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

  app.post(
    `${SYSTEM}/exporterrorlog`,
    {
      ...admin,
      schema: {
        summary: 'Export the client error log to the download manager (CSV in a zip)',
        tags,
        response: { 200: resultObjectSchema(downloadEntrySchema) },
      },
    },
    async (request) => resultOk(await shell.exportErrorLog(getAuth(request))),
  );

  app.get(
    `${INITIAL}/getselectedglobaltheme`,
    {
      schema: {
        summary: 'The global theme (before sign-in)',
        tags,
        response: { 200: resultObjectSchema(z.enum(themeNames)) },
      },
    },
    async () => resultOk(await deps.systemSettings.getGlobalTheme()),
  );

  app.get(
    `${INITIAL}/getselectedlogo`,
    {
      schema: {
        summary: 'The uploaded header logo; 404 without one (the client then shows the product logo)',
        tags,
      },
    },
    async (_request, reply) => {
      const logo = await deps.systemSettings.getCustomLogo();
      if (!logo) throw logoMissing();
      const stream = await deps.storage.getStream(logo.sha256);
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );

  app.get(
    `${INITIAL}/version`,
    {
      schema: {
        summary: 'The product version, at most 5 characters',
        tags,
        response: { 200: resultObjectSchema(z.string()) },
      },
    },
    async () => resultOk(trimVersion(APP_VERSION)),
  );
}
