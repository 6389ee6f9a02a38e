import type { Readable } from 'node:stream';
import { canDeleteEntries, canDownloadEntries, type DownloadEntry } from '@belegfluss/shared';
import { createErrorFactory } from '../../kernel/errors.js';
import type { AuthContext } from '../../kernel/auth-context.js';
import { createDownloadsRepository, toDownloadEntry } from './downloads.repository.js';
import { createZipStream, uniqueEntryNames } from './zip-writer.js';
import type { DownloadsDependencies } from './downloads.dependencies.js';

const entryNotFound = createErrorFactory('downloads.entry_not_found');
const entryNotReady = createErrorFactory('downloads.entry_not_ready');
const entryBusy = createErrorFactory('downloads.entry_busy');

function pad(value: number) {
  return String(value).padStart(2, '0');
}

/** `Downloads_20260314_093015.zip`: the name of a zip of several entries. */
export function combinedZipName(now: Date): string {
  return `Downloads_${now.getFullYear()}${pad(now.getMonth() + 1)}${pad(now.getDate())}_${pad(
    now.getHours(),
  )}${pad(now.getMinutes())}${pad(now.getSeconds())}.zip`;
}

export function createDownloadUseCases(
  deps: Pick<DownloadsDependencies, 'db' | 'storage' | 'jobs' | 'tenancy' | 'clock' | 'logger'>,
) {
  const repository = createDownloadsRepository(deps);

  async function mandantIdsOf(auth: AuthContext): Promise<string[]> {
    const user = await deps.tenancy.findUserById(auth.userId);
    return user ? (await deps.tenancy.listAccessibleMandanten(user)).map((mandant) => mandant.id) : [];
  }

  async function findAll(auth: AuthContext, ids: string[]) {
    const rows = await repository.findVisible(ids, auth.userId, await mandantIdsOf(auth));
    if (rows.length !== new Set(ids).size) throw entryNotFound({ ids });
    return rows;
  }

  return {
    async list(auth: AuthContext, onlyReadyUnseen = false): Promise<DownloadEntry[]> {
      const rows = await repository.listVisible(auth.userId, await mandantIdsOf(auth), onlyReadyUnseen);
      const jobIds = rows.flatMap((row) => (row.workingJobId ? [row.workingJobId] : []));
      const jobs = new Map((await deps.jobs.getMany(jobIds)).map((job) => [job.id, job]));
      return rows.map((row) => {
        const job = row.workingJobId ? jobs.get(row.workingJobId) : undefined;
        return toDownloadEntry(row, { progress: job?.progress ?? null, state: job?.state ?? null });
      });
    },

    async counts(auth: AuthContext) {
      return repository.counts(auth.userId, await mandantIdsOf(auth));
    },

    resetUnseen: (auth: AuthContext) => repository.resetUnseen(auth.userId),
    getAutoDownload: (auth: AuthContext) => repository.getAutoDownload(auth.userId),
    setAutoDownload: (auth: AuthContext, enabled: boolean) =>
      repository.setAutoDownload(auth.userId, enabled),

    async autoDownloadReady(auth: AuthContext): Promise<DownloadEntry[]> {
      if (!(await repository.getAutoDownload(auth.userId))) return [];
      return this.list(auth, true);
    },

    /**
     * The selected finished entries as one zip: a single entry is its own zip, several are zipped
     * together. The entries count as seen afterwards.
     */
    async startContentDownload(
      auth: AuthContext,
      ids: string[],
    ): Promise<{ fileName: string; stream: Readable }> {
      const rows = await findAll(auth, ids);
      if (!canDownloadEntries(rows.map((row) => row.contentState))) throw entryNotReady();
      for (const row of rows) {
        if (!row.fileSha256 || (await deps.storage.size(row.fileSha256)) === null) {
          throw entryNotFound({ id: row.folderReferenceId });
        }
      }
      await repository.markSeen(ids, auth.userId);
      const [single] = rows;
      if (rows.length === 1 && single) {
        return {
          fileName: single.fileName ?? `${single.downloadName}.zip`,
          stream: await deps.storage.getStream(single.fileSha256 as string),
        };
      }
      const zip = createZipStream(deps.clock.now());
      const names = uniqueEntryNames(rows.map((row) => row.fileName ?? `${row.downloadName}.zip`));
      void (async () => {
        for (const [index, row] of rows.entries()) {
          await zip.addFile(names[index] as string, await deps.storage.getStream(row.fileSha256 as string));
        }
        zip.finish();
      })().catch((error: unknown) => {
        deps.logger.error({ err: error }, 'building the combined download failed');
        zip.fail(error instanceof Error ? error : new Error(String(error)));
      });
      return { fileName: combinedZipName(deps.clock.now()), stream: zip.output };
    },

    /** Deletes finished or failed entries, and their zips when nothing else refers to them. */
    async deleteEntries(auth: AuthContext, ids: string[]): Promise<number> {
      const rows = await findAll(auth, ids);
      if (!canDeleteEntries(rows.map((row) => row.contentState))) throw entryBusy();
      const deleted = await repository.delete(ids, auth.userId);
      for (const row of deleted) {
        if (row.fileSha256 && !(await repository.isFileReferenced(row.fileSha256))) {
          await deps.storage.delete(row.fileSha256).catch((error: unknown) => {
            deps.logger.warn({ err: error, sha256: row.fileSha256 }, 'could not delete a download file');
          });
        }
      }
      return deleted.length;
    },
  };
}
