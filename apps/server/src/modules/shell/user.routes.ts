import {
  languageBodySchema,
  languages,
  passwordChangeSchema,
  releaseNotesVersionSchema,
  releaseVersionBodySchema,
  resultObjectSchema,
  resultOk,
  type Language,
} from '@belegfluss/shared';
import { z } from 'zod';
import { unauthorized } from '../../kernel/errors.js';
import { getAuth, requestLanguage, type App } from '../../kernel/http.js';
import { createPasswordUseCases, encodePasswordPolicy } from '../auth/index.js';
import { releaseNotes } from './release-notes.data.js';
import type { ShellUseCases } from './shell.usecases.js';
import type { ShellDependencies } from './shell.dependencies.js';

const USER = '/api/man/user';
const SETTINGS = '/api/man/settings';

/**
 * The caller's own data the shell needs after sign-in (spec 000, section 7, "Also"): language,
 * password age and change, global rights, last notified release version, release notes, and the
 * open workflow requests count.
 */
export function registerUserRoutes(app: App, deps: ShellDependencies, shell: ShellUseCases) {
  const tags = ['shell'];
  const signedIn = { preHandler: app.authenticate };
  const passwords = createPasswordUseCases(deps);

  app.get(
    `${USER}/getlanguage`,
    {
      ...signedIn,
      schema: {
        summary: "The caller's language",
        tags,
        response: { 200: resultObjectSchema(z.enum(languages)) },
      },
    },
    async (request) => {
      const user = await deps.tenancy.findUserById(getAuth(request).userId);
      if (!user) throw unauthorized();
      return resultOk(user.language as Language);
    },
  );

  app.post(
    `${USER}/setlanguage`,
    {
      ...signedIn,
      schema: {
        summary: "Save the caller's language",
        tags,
        body: languageBodySchema,
        response: { 200: resultObjectSchema(z.enum(languages)) },
      },
    },
    async (request) => {
      await deps.tenancy.setLanguage(getAuth(request).userId, request.body.language);
      return resultOk(request.body.language);
    },
  );

  app.get(
    `${USER}/passwordage`,
    {
      ...signedIn,
      schema: {
        summary: 'Days until the password expires, when within the 14-day warning period; else 0',
        tags,
        response: { 200: resultObjectSchema(z.number().int()) },
      },
    },
    async (request) => resultOk(await passwords.daysLeftToWarn(getAuth(request).userId)),
  );

  app.get(
    `${USER}/passwordpolicy`,
    {
      ...signedIn,
      schema: {
        summary: 'The password policy for the caller (base64 JSON)',
        tags,
        response: { 200: resultObjectSchema(z.string()) },
      },
    },
    async (request) => {
      const user = await deps.tenancy.findUserById(getAuth(request).userId);
      return resultOk(encodePasswordPolicy(await passwords.policyFor(user)));
    },
  );

  app.post(
    `${USER}/passwordset`,
    {
      ...signedIn,
      schema: {
        summary: "Change the caller's password",
        tags,
        body: passwordChangeSchema,
        response: { 200: resultObjectSchema(z.boolean()) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      await passwords.changePassword(
        auth.userId,
        request.body.oldPassword,
        request.body.newPassword,
        requestLanguage(request),
        auth.parentSessionId ?? auth.sessionId,
      );
      return resultOk(true);
    },
  );

  app.get(
    `${USER}/globalrights`,
    {
      ...signedIn,
      schema: {
        summary: "The caller's global rights",
        tags,
        response: { 200: resultObjectSchema(z.array(z.string())) },
      },
    },
    async (request) => resultOk(await deps.tenancy.listRights(getAuth(request).userId, null)),
  );

  app.get(
    `${SETTINGS}/getlastnotifiedreleaseversion`,
    {
      ...signedIn,
      schema: {
        summary: 'The release the caller was last told about',
        tags,
        response: { 200: resultObjectSchema(z.string().nullable()) },
      },
    },
    async (request) =>
      resultOk(
        (await shell.repository.getUserSetting(getAuth(request).userId))?.lastNotifiedReleaseVersion ?? null,
      ),
  );

  app.post(
    `${SETTINGS}/setlastnotifiedreleaseversion`,
    {
      ...signedIn,
      schema: {
        summary: 'Remember that the caller was told about a release',
        tags,
        body: releaseVersionBodySchema,
        response: { 200: resultObjectSchema(z.string()) },
      },
    },
    async (request) => {
      await shell.repository.setLastNotifiedReleaseVersion(getAuth(request).userId, request.body.version);
      return resultOk(request.body.version);
    },
  );

  app.get(
    '/api/man/releasenotes/getreleasenotes',
    {
      ...signedIn,
      schema: {
        summary: 'Release notes, newest first, in DE, EN and RU',
        tags,
        response: { 200: resultObjectSchema(z.array(releaseNotesVersionSchema)) },
      },
    },
    async () => resultOk(releaseNotes),
  );

  app.get(
    '/api/wf/sdk/GetOpenWFRequestsCount',
    {
      ...signedIn,
      schema: {
        summary: 'Open workflow requests of the caller',
        tags: ['workflow'],
        response: { 200: resultObjectSchema(z.number().int()) },
      },
    },
    async (request) => resultOk(await deps.shellExtensions.countOpenWorkflowRequests(getAuth(request))),
  );
}
