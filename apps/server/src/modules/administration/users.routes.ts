import {
  adminUserSchema,
  idQuerySchema,
  principalSchema,
  userActiveSchema,
  userAddSchema,
  userEditSchema,
  userPasswordSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { AdministrationDependencies } from './administration.dependencies.js';
import { getAuth, requireAdmin, type App } from '../../kernel/http.js';
import { resolveCaller } from './caller.js';
import { createUsersUseCases } from './users.usecases.js';
import { createColleagueDirectory } from '../tenancy/index.js';

function createUserRouteContext(app: App, deps: AdministrationDependencies) {
  return {
    useCases: createUsersUseCases(deps),
    colleagues: createColleagueDirectory(deps),
    admin: { preHandler: [app.authenticate, requireAdmin] },
    signedIn: { preHandler: app.authenticate },
    caller: (request: Parameters<typeof getAuth>[0]) => resolveCaller(deps, getAuth(request)),
  };
}

type UserRouteContext = ReturnType<typeof createUserRouteContext>;

/** `/api/man/user`: administration of the Kanzlei's users (pick list, details, changes, password). */
export function registerUserRoutes(app: App, deps: AdministrationDependencies) {
  const context = createUserRouteContext(app, deps);
  registerUserReadRoutes(app, context);
  registerUserChangeRoutes(app, context);
}

function registerUserReadRoutes(
  app: App,
  { useCases, colleagues, admin, signedIn, caller }: UserRouteContext,
) {
  app.get(
    '/api/man/user/list',
    {
      ...signedIn,
      schema: {
        summary: 'Users for pick lists: all of the Kanzlei for administrators, else those sharing a Mandant',
        tags: ['user'],
        response: { 200: z.array(principalSchema) },
      },
    },
    async (request) => {
      const { kanzleiId, userId, isAdmin } = await caller(request);
      if (!isAdmin) return colleagues.colleaguesOf(userId);
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
}

function registerUserChangeRoutes(app: App, { useCases, admin, caller }: UserRouteContext) {
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
}
