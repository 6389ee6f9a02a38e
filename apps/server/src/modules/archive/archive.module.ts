import type { AppModule } from '../../kernel/module.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { registerArchiveLinkRoutes } from './archive-links.routes.js';
import { registerArchiveRetentionRoutes } from './archive-retention.routes.js';
import { registerArchiveSearchRoutes } from './archive-search.routes.js';
import { registerArchiveViewerRoutes } from './archive-viewer.routes.js';

/** The GoBD archive (UniView, `/api/arc`): archived documents, their viewer, search, retention and export. */
export const archiveModule: AppModule<ArchiveDependencies> = {
  name: 'archive',
  registerRoutes(app, deps) {
    registerArchiveViewerRoutes(app, deps);
    registerArchiveRetentionRoutes(app, deps);
    registerArchiveSearchRoutes(app, deps);
    registerArchiveLinkRoutes(app, deps);
  },
};
