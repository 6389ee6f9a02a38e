import { healthResponseSchema, type HealthResponse } from '@belegfluss/shared';
import type { AppModule } from '../../kernel/module.js';
import { APP_VERSION } from '../../kernel/version.js';
import type { HealthDependencies } from './health.dependencies.js';

export const healthModule: AppModule<HealthDependencies> = {
  name: 'health',
  registerRoutes(app, deps) {
    app.get(
      '/api/health',
      {
        schema: {
          summary: 'Health of database, storage, job queue and OCR tools',
          tags: ['platform'],
          response: { 200: healthResponseSchema, 503: healthResponseSchema },
        },
      },
      async (_request, reply) => {
        const started = performance.now();
        const database = await deps.database
          .execute('SELECT 1')
          .then(() => ({ ok: true }))
          .catch((error: Error) => ({ ok: false, detail: error.message }));
        const latencyMs = Math.round((performance.now() - started) * 10) / 10;
        const storage = await deps.storage
          .check()
          .then(() => ({ ok: true }))
          .catch((error: Error) => ({ ok: false, detail: error.message }));
        const jobs = database.ok
          ? await deps.jobs.status().catch(() => ({ ok: false, waiting: 0, running: 0, workers: false }))
          : { ok: false, waiting: 0, running: 0, workers: false };
        const body: HealthResponse = {
          status: !database.ok ? 'down' : storage.ok && jobs.ok ? 'ok' : 'degraded',
          version: APP_VERSION,
          processMode: deps.config.processMode,
          database: { ...database, kind: deps.database.kind, latencyMs },
          storage: { ...storage, driver: deps.storage.name },
          jobs,
          ocr: deps.tools,
        };
        return reply.status(database.ok ? 200 : 503).send(body);
      },
    );
  },
};
