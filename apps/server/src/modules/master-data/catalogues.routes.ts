import {
  changedRowsSchema,
  costCentreAddSchema,
  costCentreEditSchema,
  costCentreListQuerySchema,
  costCentrePageSchema,
  costCentreSchema,
  mandantIdBodySchema,
  mandantIdsBodySchema,
  mandantQuerySchema,
  tagAddSchema,
  tagSchema,
  tagUpdateSchema,
  vorgangAddSchema,
  vorgangEditSchema,
  vorgangSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { MasterDataDependencies } from './master-data.dependencies.js';
import { getAuth, type App } from '../../kernel/http.js';
import { createCataloguesUseCases } from './catalogues.usecases.js';
import { administrationRights, createMandantGuard, type MandantGuard } from '../tenancy/index.js';

type CatalogueRouteContext = {
  guard: MandantGuard;
  useCases: ReturnType<typeof createCataloguesUseCases>;
  pre: { preHandler: App['authenticate'] };
};

/** `/api/man/kostenstellen`, `/api/man/fields` (tags, Schlagworte) and `/api/man/vorgang` (process types). */
export function registerCatalogueRoutes(app: App, deps: MasterDataDependencies) {
  const guard = createMandantGuard(deps);
  const useCases = createCataloguesUseCases(deps);
  const pre = { preHandler: app.authenticate };
  const context: CatalogueRouteContext = { guard, useCases, pre };
  registerCostCentreRoutes(app, context);
  registerKeywordRoutes(app, context);
  registerProcessTypeRoutes(app, context);
}

/** `/api/man/kostenstellen`: cost centres. */
function registerCostCentreRoutes(app: App, { guard, useCases, pre }: CatalogueRouteContext) {
  app.get(
    '/api/man/kostenstellen/list',
    {
      ...pre,
      schema: {
        summary:
          'Cost centres; `filter` is base64-encoded JSON {kind, search, activeOnly, page, pageSize, sort, direction}',
        tags: ['kostenstellen'],
        querystring: costCentreListQuerySchema,
        response: { 200: costCentrePageSchema },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.listCostCentres(request.query.mandantId, request.query.filter);
    },
  );

  app.post(
    '/api/man/kostenstellen/add',
    {
      ...pre,
      schema: {
        summary: 'Add a cost centre; an existing number answers "exists, overwrite?" unless overwrite is set',
        tags: ['kostenstellen'],
        body: costCentreAddSchema,
        response: { 200: costCentreSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.addCostCentre(request.body);
    },
  );

  app.post(
    '/api/man/kostenstellen/edit',
    {
      ...pre,
      schema: {
        summary: 'Change a cost centre',
        tags: ['kostenstellen'],
        body: costCentreEditSchema,
        response: { 200: costCentreSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.editCostCentre(request.body);
    },
  );

  app.post(
    '/api/man/kostenstellen/delete',
    {
      ...pre,
      schema: {
        summary: 'Delete cost centres',
        tags: ['kostenstellen'],
        body: mandantIdsBodySchema,
        response: { 200: changedRowsSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId);
      return useCases.deleteCostCentres(request.body.mandantId, request.body.ids);
    },
  );
}

/** `/api/man/fields`: tags (Schlagworte) of index fields. */
function registerKeywordRoutes(app: App, { guard, useCases, pre }: CatalogueRouteContext) {
  app.get(
    '/api/man/fields/keywords',
    {
      ...pre,
      schema: {
        summary: 'Tags (Schlagworte) of the Mandant',
        tags: ['fields'],
        querystring: mandantQuerySchema,
        response: { 200: z.array(tagSchema) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.listTags(request.query.mandantId);
    },
  );

  app.post(
    '/api/man/fields/addkeyword',
    {
      ...pre,
      schema: {
        summary: 'Add a tag (required, unique)',
        tags: ['fields'],
        body: tagAddSchema,
        response: { 200: tagSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.addTag(request.body.mandantId, request.body.name);
    },
  );

  app.post(
    '/api/man/fields/updatekeyword',
    {
      ...pre,
      schema: {
        summary: 'Rename a tag',
        tags: ['fields'],
        body: tagUpdateSchema,
        response: { 200: tagSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.updateTag(request.body.mandantId, request.body.id, request.body.name);
    },
  );

  app.post(
    '/api/man/fields/deletekeyword',
    {
      ...pre,
      schema: {
        summary: 'Delete a tag',
        tags: ['fields'],
        body: mandantIdBodySchema,
        response: { 200: changedRowsSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.deleteTag(request.body.mandantId, request.body.id);
    },
  );
}

/** `/api/man/vorgang`: process types. */
function registerProcessTypeRoutes(app: App, { guard, useCases, pre }: CatalogueRouteContext) {
  app.get(
    '/api/man/vorgang/list',
    {
      ...pre,
      schema: {
        summary: 'Process types (Vorgangsarten)',
        tags: ['vorgang'],
        querystring: mandantQuerySchema,
        response: { 200: z.array(vorgangSchema) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return useCases.listVorgangTypes(request.query.mandantId);
    },
  );

  app.post(
    '/api/man/vorgang/add',
    {
      ...pre,
      schema: {
        summary: 'Add a process type',
        tags: ['vorgang'],
        body: vorgangAddSchema,
        response: { 200: vorgangSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.saveVorgangType(request.body);
    },
  );

  app.post(
    '/api/man/vorgang/edit',
    {
      ...pre,
      schema: {
        summary: 'Change a process type',
        tags: ['vorgang'],
        body: vorgangEditSchema,
        response: { 200: vorgangSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.saveVorgangType(request.body);
    },
  );

  app.post(
    '/api/man/vorgang/delete',
    {
      ...pre,
      schema: {
        summary: 'Delete a process type',
        tags: ['vorgang'],
        body: mandantIdBodySchema,
        response: { 200: changedRowsSchema },
      },
    },
    async (request) => {
      await guard.edit(getAuth(request), request.body.mandantId, administrationRights);
      return useCases.deleteVorgangType(request.body.mandantId, request.body.id);
    },
  );
}
