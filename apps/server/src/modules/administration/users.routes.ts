import {
  adminUserSchema,
  changedRowsSchema,
  groupAddSchema,
  groupEditSchema,
  groupSchema,
  idBodySchema,
  idQuerySchema,
  principalSchema,
  rightInfoSchema,
  rightNames,
  startModuleBodySchema,
  startModuleResultSchema,
  userActiveSchema,
  userAddSchema,
  userEditSchema,
  userPasswordSchema,
  userRightsQuerySchema,
  userRightsSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { Dependencies } from '../../app/dependencies.js';
import { forbidden } from '../../kernel/errors.js';
import { getAuth, requireAdmin, type App } from '../../kernel/http.js';
import { requireMandantAccess } from '../tenancy/index.js';
import { resolveCaller } from './caller.js';
import { createUsersUseCases } from './users.usecases.js';

/** `/api/man/user` and `/api/man/group`: administration of users, groups and rights, and the caller's own user settings. */
export function registerUserRoutes(app: App, deps: Dependencies) {
  const useCases = createUsersUseCases(deps);
  const admin = { preHandler: [app.authenticate, requireAdmin] };
  const signedIn = { preHandler: app.authenticate };
  const caller = (request: Parameters<typeof getAuth>[0]) => resolveCaller(deps, getAuth(request));

  app.get(
    '/api/man/user/list',
    {
      ...signedIn,
      schema: {
        summary: 'Users of the Kanzlei for pick lists',
        tags: ['user'],
        response: { 200: z.array(principalSchema) },
      },
    },
    async (request) => {
      const { kanzleiId } = await caller(request);
      return (await useCases.listUsers(kanzleiId)).map((user) => ({
        id: user.id,
        name: user.kuerzel,
        fullName: user.fullName,
        active: user.active,
      }));
    },
  );

  app.get(
    '/api/man/user/details',
    {
      ...admin,
      schema: {
        summary: 'Users with groups, rights and Mandant access',
        tags: ['user'],
        response: { 200: z.array(adminUserSchema) },
      },
    },
    async (request) => useCases.listUsers((await caller(request)).kanzleiId),
  );

  app.get(
    '/api/man/user/get',
    {
      ...admin,
      schema: {
        summary: 'One user with groups, rights and Mandant access',
        tags: ['user'],
        querystring: idQuerySchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => useCases.getUser((await caller(request)).kanzleiId, request.query.id),
  );

  app.post(
    '/api/man/user/add',
    {
      ...admin,
      schema: {
        summary: 'Create a user (password per policy, stored as Argon2id)',
        tags: ['user'],
        body: userAddSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => useCases.addUser((await caller(request)).kanzleiId, request.body),
  );

  app.post(
    '/api/man/user/edit',
    {
      ...admin,
      schema: {
        summary: 'Change a user, their groups, rights and Mandant access',
        tags: ['user'],
        body: userEditSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const { kanzleiId, userId } = await caller(request);
      const auth = getAuth(request);
      return useCases.editUser(kanzleiId, userId, request.body, auth.parentSessionId ?? auth.sessionId);
    },
  );

  app.post(
    '/api/man/user/setactive',
    {
      ...admin,
      schema: {
        summary: 'Activate or deactivate a user (deactivation ends their sessions)',
        tags: ['user'],
        body: userActiveSchema,
        response: { 200: adminUserSchema },
      },
    },
    async (request) => {
      const { kanzleiId, userId } = await caller(request);
      return useCases.setActive(kanzleiId, userId, request.body.id, request.body.active);
    },
  );

  app.post(
    '/api/man/user/setpassword',
    {
      ...admin,
      schema: {
        summary: "Set a user's password",
        tags: ['user'],
        body: userPasswordSchema,
        response: { 200: z.object({ ok: z.boolean() }) },
      },
    },
    async (request) =>
      useCases.setPassword((await caller(request)).kanzleiId, request.body.id, request.body.password),
  );

  app.get(
    '/api/man/user/getstartmodule',
    {
      ...signedIn,
      schema: {
        summary: "The caller's start module (0/4 none, 1 archive, 2 workflow, 3 invoice processing)",
        tags: ['user'],
        response: { 200: startModuleResultSchema },
      },
    },
    async (request) => ({ startModule: (await caller(request)).user.startModule }),
  );

  app.post(
    '/api/man/user/setstartmodule',
    {
      ...signedIn,
      schema: {
        summary: "Change the caller's start module (in the token from the next sign-in)",
        tags: ['user'],
        body: startModuleBodySchema,
        response: { 200: startModuleResultSchema },
      },
    },
    async (request) => {
      await useCases.repository.setStartModule(getAuth(request).userId, request.body.startModule);
      return { startModule: request.body.startModule };
    },
  );

  app.get(
    '/api/man/user/getrights',
    {
      ...signedIn,
      schema: {
        summary:
          'Effective rights of the caller (or, for administrators, of a user), globally or for one Mandant',
        tags: ['user'],
        querystring: userRightsQuerySchema,
        response: { 200: userRightsSchema },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const userId = request.query.userId ?? auth.userId;
      if (userId !== auth.userId && !auth.isAdmin) throw forbidden();
      if (request.query.mandantId) await requireMandantAccess(deps.tenancy, auth, request.query.mandantId);
      return { rights: await deps.tenancy.listRights(userId, request.query.mandantId ?? null) };
    },
  );

  app.get(
    '/api/man/user/rightnames',
    {
      ...signedIn,
      schema: {
        summary: 'The rights that can be granted',
        tags: ['user'],
        response: { 200: z.array(rightInfoSchema) },
      },
    },
    async () =>
      rightNames.map((name) => ({
        name,
        perMandant: !name.startsWith('UA_CAN_START_') && name !== 'IS_SBA',
      })),
  );

  app.get(
    '/api/man/group/list',
    {
      ...signedIn,
      schema: {
        summary: 'Groups of the Kanzlei for pick lists',
        tags: ['group'],
        response: { 200: z.array(principalSchema) },
      },
    },
    async (request) =>
      (await useCases.listGroups((await caller(request)).kanzleiId)).map((group) => ({
        id: group.id,
        name: group.name,
        fullName: group.description,
        active: true,
      })),
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
    async (request) => useCases.saveGroup((await caller(request)).kanzleiId, request.body),
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
    async (request) => useCases.saveGroup((await caller(request)).kanzleiId, request.body),
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
    async (request) => useCases.deleteGroup((await caller(request)).kanzleiId, request.body.id),
  );
}
