import { z } from 'zod';

/** CONTENT_STATE of a download entry (spec 000, section 3). */
export const ContentState = { None: 0, Working: 1, Finished: 2, Error: 3 } as const;
export type ContentStateValue = (typeof ContentState)[keyof typeof ContentState];
/** CONTENT_TYPE: 0 none, 1 XML export, 2 CSV export, 3 save-as, 4 DIMP export. */
export const ContentType = { None: 0, XmlExport: 1, CsvExport: 2, SaveAs: 3, DimpExport: 4 } as const;
export type ContentTypeValue = (typeof ContentType)[keyof typeof ContentType];
/** CONTENT_SYSTEM: 0 none, 1 web capture, 2 net module, 3 web archive. */
export const ContentSystem = { None: 0, WebCapture: 1, NetModule: 2, WebArchive: 3 } as const;
export type ContentSystemValue = (typeof ContentSystem)[keyof typeof ContentSystem];
/** MANDNR of an entry that belongs to no Mandant. */
export const NO_MANDNR = -1;

export const downloadEntrySchema = z.object({
  FOLDER_REFERENCE_ID: z.uuid(),
  CONTENT_STATE: z.number().int().min(0).max(3),
  DOWNLOAD_NAME: z.string(),
  CONTENT_TYPE: z.number().int().min(0).max(4),
  CONTENT_SYSTEM: z.number().int().min(0).max(3),
  TIME_STAMP: z.string(),
  MANDNR: z.number().int(),
  UNSEEN_BY_USER: z.boolean(),
  WORKING_JOB_ID: z.uuid().nullable(),
  /** Progress (0–100) of the job building the entry, while it works. */
  PROGRESS: z.number().int().min(0).max(100),
  /** State of that job (`waiting`, `in_progress`, `reinitialised`, ...), while it exists. */
  JOB_STATE: z.string().nullable(),
  /** Why building the entry failed, when CONTENT_STATE is Error. */
  ERROR_TEXT: z.string().nullable(),
});
export type DownloadEntry = z.infer<typeof downloadEntrySchema>;

export const downloadIdsSchema = z.object({ ids: z.array(z.uuid()).min(1).max(500) });
export const autoDownloadBodySchema = z.object({ enabled: z.boolean() });

/** Herunterladen: only when every selected entry is finished (spec 000, section 4). */
export function canDownloadEntries(states: readonly number[]): boolean {
  return states.length > 0 && states.every((state) => state === ContentState.Finished);
}

/** Löschen: only when every selected entry is finished or failed. */
export function canDeleteEntries(states: readonly number[]): boolean {
  return (
    states.length > 0 &&
    states.every((state) => state === ContentState.Finished || state === ContentState.Error)
  );
}

/** Response header carrying the zip's file name, URI-encoded so umlauts survive HTTP. */
export const ZIP_FILENAME_HEADER = 'zipfilename';
export const DOWNLOAD_POLL_INTERVAL_MS = 10_000;
