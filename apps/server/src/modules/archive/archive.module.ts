import type { AppModule } from '../../kernel/module.js';
import type { ArchiveDependencies } from './archive.dependencies.js';
import { registerArchiveRetentionRoutes } from './archive-retention.routes.js';
import { registerArchiveViewerRoutes } from './archive-viewer.routes.js';

/** The GoBD archive (UniView, `/api/arc`): archived documents, their viewer, search, retention and export. */
export const archiveModule: AppModule<ArchiveDependencies> = {
  name: 'archive',
  registerRoutes(app, deps) {
    registerArchiveViewerRoutes(app, deps);
    registerArchiveRetentionRoutes(app, deps);
  },
};
