import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppModule } from '../../kernel/module.js';
import { repositoryPath } from '../../kernel/paths.js';
import type { WebDependencies } from './web.dependencies.js';

/**
 * Paths the client is opened at besides `/`: the landing paths of the authorization-code flow and
 * the external viewer window `/ExtView` (spec 000, section 2). The client forwards them to their
 * hash routes at start; every other path is sent to the root.
 */
export const appLandingPaths = [
  '/claimtoken',
  '/claimtokenext',
  '/granttoken',
  '/ClaimToken',
  '/ClaimTokenExt',
  '/GrantToken',
  '/ExtView',
];

/** Serves the built web client at `/`: index.html never cached, hashed assets cached for a year. */
export const webModule: AppModule<WebDependencies> = {
  name: 'web',
  async registerRoutes(app, deps) {
    const root = path.resolve(deps.config.webDistDir ?? repositoryPath('apps', 'web', 'dist'));
    if (!existsSync(path.join(root, 'index.html'))) {
      deps.logger.warn({ root }, 'web client not built; run `npm run build` to serve it');
      app.get('/', { schema: { hide: true } }, async (_request, reply) =>
        reply
          .type('text/plain; charset=utf-8')
          .send('Belegfluss: der Web-Client ist nicht gebaut. Bitte `npm run build` ausführen.'),
      );
      return;
    }
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: ['index.html'],
      setHeaders: (response, filePath) => {
        response.header(
          'cache-control',
          filePath.includes(`${path.sep}assets${path.sep}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
    for (const landing of appLandingPaths) {
      app.get(landing, { schema: { hide: true } }, (_request, reply) => reply.sendFile('index.html'));
    }
  },
};
