import { z } from 'zod';
import { defineJob, PermanentJobError } from '../../../kernel/jobs.js';
import { isAppError } from '../../../kernel/errors.js';
import { createDownloadsRepository } from '../downloads.repository.js';
import { createZipStream, uniqueEntryNames } from '../zip-writer.js';
import type { DownloadsDependencies } from '../downloads.dependencies.js';

export const ZIP_DOWNLOAD_JOB = 'downloads.zip';
const MAX_ATTEMPTS = 3;

export const zipDownloadPayloadSchema = z.object({
  entryId: z.uuid(),
  zipName: z.string().min(1).max(300),
  files: z
    .array(z.object({ sha256: z.string().regex(/^[0-9a-f]{64}$/), fileName: z.string().min(1).max(300) }))
    .min(1),
});
export type ZipDownloadPayload = z.infer<typeof zipDownloadPayloadSchema>;

/**
 * Builds the zip of a download entry from storage objects, reporting progress per file, stores it
 * and marks the entry finished. When the last attempt fails (or an object is missing, which no
 * retry fixes) the entry shows the error; a job that runs again starts from scratch.
 */
export function createZipDownloadJob(deps: Pick<DownloadsDependencies, 'db' | 'storage' | 'clock'>) {
  const repository = createDownloadsRepository(deps);
  return defineJob<ZipDownloadPayload>({
    kind: ZIP_DOWNLOAD_JOB,
    payloadSchema: zipDownloadPayloadSchema,
    maxAttempts: MAX_ATTEMPTS,
    async handler({ payload, attempt, reportProgress, signal }) {
      const entry = await repository.findById(payload.entryId);
      if (!entry) return { skipped: 'entry deleted' };
      await repository.markWorking(entry.folderReferenceId);
      const zip = createZipStream(deps.clock.now());
      const stored = deps.storage.put(zip.output);
      try {
        const names = uniqueEntryNames(payload.files.map((file) => file.fileName));
        for (const [index, file] of payload.files.entries()) {
          if (signal.aborted) throw new Error('aborted');
          await reportProgress(
            (index / payload.files.length) * 95,
            `Datei ${index + 1} von ${payload.files.length}`,
          );
          const source = await deps.storage.getStream(file.sha256).catch((error: unknown) => {
            if (isAppError(error) && error.code === 'storage.object_not_found') {
              throw new PermanentJobError(
                'storage.object_not_found',
                `Datei fehlt im Speicher: ${file.fileName}`,
              );
            }
            throw error;
          });
          await zip.addFile(names[index] as string, source);
        }
        zip.finish();
        const result = await stored;
        await repository.finish(entry.folderReferenceId, {
          sha256: result.sha256,
          fileName: payload.zipName,
          size: result.size,
        });
        await reportProgress(100, 'Fertig');
        return { sha256: result.sha256, size: result.size };
      } catch (error) {
        zip.fail(error instanceof Error ? error : new Error(String(error)));
        await stored.catch(() => undefined);
        if (error instanceof PermanentJobError || attempt >= MAX_ATTEMPTS) {
          await repository.fail(
            entry.folderReferenceId,
            error instanceof Error ? error.message : String(error),
          );
        }
        throw error;
      }
    },
  });
}
