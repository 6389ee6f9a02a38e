// Wire types of the archive, from the shared schemas (never re-declared here).
export type { ArchiveDocument, ArchiveRow, SearchEntry, SearchMask, SearchRun } from '@belegfluss/shared';
