import {
  changedRowsSchema,
  groupAddSchema,
  groupEditSchema,
  groupSchema,
  idBodySchema,
  principalSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { AdministrationDependencies } from './administration.dependencies.js';
import { getAuth, requireAdmin, type App } from '../../kernel/http.js';
import { resolveCaller } from './caller.js';
import { createGroupsUseCases } from './groups.usecases.js';
import { createColleagueDirectory } from '../tenancy/index.js';

/** `/api/man/group`: administration of the Kanzlei's user groups. */
export function registerGroupRoutes(app: App, deps: AdministrationDependencies) {
  const useCases = createGroupsUseCases(deps);
  const colleagues = createColleagueDirectory(deps);
  const admin = { preHandler: [app.authenticate, requireAdmin] };
  const signedIn = { preHandler: app.authenticate };
  const caller = (request: Parameters<typeof getAuth>[0]) => resolveCaller(deps, getAuth(request));
  const callerSessionId = (request: Parameters<typeof getAuth>[0]) => {
    const auth = getAuth(request);
    return auth.parentSessionId ?? auth.sessionId;
  };

  app.get(
    '/api/man/group/list',
    {
      ...signedIn,
      schema: {
        summary:
          "Groups for pick lists: all of the Kanzlei for administrators, else those of the caller's Mandanten",
        tags: ['group'],
        response: { 200: z.array(principalSchema) },
      },
    },
    async (request) => {
      const { kanzleiId, userId, isAdmin } = await caller(request);
      if (!isAdmin) return colleagues.groupsVisibleTo(userId);
      return (await useCases.listGroups(kanzleiId)).map((group) => ({
        id: group.id,
        name: group.name,
        fullName: group.description,
        active: true,
      }));
    },
  );

  app.get(
    '/api/man/group/details',
    {
      ...admin,
      schema: {
        summary: 'Groups with members, rights and Mandant access',
        tags: ['group'],
        response: { 200: z.array(groupSchema) },
      },
    },
    async (request) => useCases.listGroups((await caller(request)).kanzleiId),
  );

  app.post(
    '/api/man/group/add',
    {
      ...admin,
      schema: {
        summary: 'Create a group',
        tags: ['group'],
        body: groupAddSchema,
        response: { 200: groupSchema },
      },
    },
    async (request) =>
      useCases.saveGroup((await caller(request)).kanzleiId, request.body, callerSessionId(request)),
  );

  app.post(
    '/api/man/group/edit',
    {
      ...admin,
      schema: {
        summary: 'Change a group (Original-Leser keeps its name)',
        tags: ['group'],
        body: groupEditSchema,
        response: { 200: groupSchema },
      },
    },
    async (request) =>
      useCases.saveGroup((await caller(request)).kanzleiId, request.body, callerSessionId(request)),
  );

  app.post(
    '/api/man/group/delete',
    {
      ...admin,
      schema: {
        summary: 'Delete a group (not Original-Leser)',
        tags: ['group'],
        body: idBodySchema,
        response: { 200: changedRowsSchema },
      },
    },
    async (request) =>
      useCases.deleteGroup((await caller(request)).kanzleiId, request.body.id, callerSessionId(request)),
  );
}
