import {
  CUSTOM_LOGO_MAX_BYTES,
  resultObjectSchema,
  resultOk,
  themeBodySchema,
  themeNames,
} from '@belegfluss/shared';
import { z } from 'zod';
import { createErrorFactory } from '../../kernel/errors.js';
import { getAuth, type App } from '../../kernel/http.js';
import { INITIAL, SYSTEM, shellRouteOptions } from './shell.routes.common.js';
import type { ShellDependencies } from './shell.dependencies.js';
import type { ShellUseCases } from './shell.usecases.js';

const logoTooLarge = createErrorFactory('shell.logo_too_large');
const logoInvalidType = createErrorFactory('shell.logo_invalid_type');

/** Themes: the caller's own, the global one (also before sign-in). */
export function registerThemeRoutes(app: App, deps: ShellDependencies, shell: ShellUseCases) {
  const { tags, signedIn, admin } = shellRouteOptions(app);

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
}

/** The custom header logo: upload, removal, and serving it before sign-in. */
export function registerLogoRoutes(app: App, deps: ShellDependencies, shell: ShellUseCases) {
  const { tags, admin } = shellRouteOptions(app);

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

  app.get(
    `${INITIAL}/getselectedlogo`,
    {
      schema: {
        summary:
          'The uploaded header logo; 204 without one (the client then shows the product logo, and the browser logs no error)',
        tags,
      },
    },
    async (_request, reply) => {
      const logo = await deps.systemSettings.getCustomLogo();
      if (!logo) return reply.code(204).header('cache-control', 'no-cache').send();
      const stream = await deps.storage.getStream(logo.sha256);
      return reply
        .header('content-type', logo.contentType)
        .header('cache-control', 'no-cache')
        .header('x-content-type-options', 'nosniff')
        .send(stream);
    },
  );
}
