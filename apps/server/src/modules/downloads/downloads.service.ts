import {
  NO_MANDNR,
  type ContentSystemValue,
  type ContentTypeValue,
  type DownloadEntry,
} from '@belegfluss/shared';
import { createErrorFactory, forbidden } from '../../kernel/errors.js';
import { createDownloadsRepository, toDownloadEntry } from './downloads.repository.js';
import { ZIP_DOWNLOAD_JOB, type ZipDownloadPayload } from './jobs/zip-download.job.js';
import { safeEntryName } from './zip-writer.js';
import type { DownloadsDependencies } from './downloads.dependencies.js';

const noFiles = createErrorFactory('downloads.no_files');

export type StartZipDownloadInput = {
  userId: string;
  /** The Mandant the files belong to; null for files of no Mandant (MANDNR -1). */
  mandantId: string | null;
  /** DOWNLOAD_NAME shown in the download manager; the zip is named after it. */
  name: string;
  contentType: ContentTypeValue;
  contentSystem: ContentSystemValue;
  /** Storage objects to put into the zip, with the name each gets inside it. */
  files: { sha256: string; fileName: string }[];
};

/**
 * What other modules call to hand a user a download: an entry appears in the user's download
 * manager at once ("In Bearbeitung") and a job builds the zip; the entry turns "Bereit" (or
 * "Fehler"). The caller has already checked that the user may read the files.
 */
export function createDownloadService(deps: Pick<DownloadsDependencies, 'db' | 'jobs' | 'tenancy'>) {
  const repository = createDownloadsRepository(deps);
  return {
    async startZipDownload(input: StartZipDownloadInput): Promise<DownloadEntry> {
      if (input.files.length === 0) throw noFiles();
      let mandnr: number = NO_MANDNR;
      if (input.mandantId) {
        const user = await deps.tenancy.findUserById(input.userId);
        const mandanten = user ? await deps.tenancy.listAccessibleMandanten(user) : [];
        const mandant = mandanten.find((candidate) => candidate.id === input.mandantId);
        if (!mandant) throw forbidden({ mandantId: input.mandantId });
        mandnr = mandant.mandnr;
      }
      const entry = await repository.insert({
        userId: input.userId,
        mandantId: input.mandantId,
        mandnr,
        downloadName: input.name,
        contentType: input.contentType,
        contentSystem: input.contentSystem,
      });
      const payload: ZipDownloadPayload = {
        entryId: entry.folderReferenceId,
        zipName: `${safeEntryName(input.name)}.zip`,
        files: input.files,
      };
      try {
        const job = await deps.jobs.enqueue(ZIP_DOWNLOAD_JOB, payload, {
          mandantId: input.mandantId,
          createdBy: input.userId,
        });
        await repository.setJob(entry.folderReferenceId, job.id);
        return toDownloadEntry({ ...entry, workingJobId: job.id }, { progress: 0, state: job.state });
      } catch (error) {
        // No job, no progress: the entry must not stay "In Bearbeitung" for ever.
        await repository.fail(entry.folderReferenceId, 'Der Auftrag konnte nicht gestartet werden.');
        throw error;
      }
    },
  };
}

export type DownloadService = ReturnType<typeof createDownloadService>;
