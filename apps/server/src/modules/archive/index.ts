// Public port of the archive module: the only file other modules and the composition root import.
export { archiveModule } from './archive.module.js';
export type { ArchiveDependencies } from './archive.dependencies.js';
export type { ArchiveSnapshot, ArchiveSourcePort } from './archive.ports.js';
export { archiveDocument, archiveDocuments, prepareArchiving } from './archive-archiving.usecases.js';
export { isDocumentArchived } from './archive.guard.js';
