import { ContentState, jobStates, type DownloadEntry, type JobStateValue } from '@belegfluss/shared';

/** i18n keys of CONTENT_STATE (spec 000, section 4): Unbekannt, In Bearbeitung, Bereit, Fehler. */
export const stateKeys: Record<number, string> = {
  [ContentState.None]: 'downloads.state.none',
  [ContentState.Working]: 'downloads.state.working',
  [ContentState.Finished]: 'downloads.state.finished',
  [ContentState.Error]: 'downloads.state.error',
};
export const typeKeys: Record<number, string> = {
  0: 'downloads.type.none',
  1: 'downloads.type.xml-export',
  2: 'downloads.type.csv-export',
  3: 'downloads.type.save-as',
  4: 'downloads.type.dimp-export',
};
export const systemKeys: Record<number, string> = {
  0: 'downloads.system.none',
  1: 'downloads.system.web-capture',
  2: 'downloads.system.net-module',
  3: 'downloads.system.web-archive',
};

/** MANDNR -1 means the entry belongs to no Mandant: the column stays empty. */
export function mandantLabel(entry: Pick<DownloadEntry, 'MANDNR'>): string {
  return entry.MANDNR < 0 ? '' : String(entry.MANDNR);
}

/** Column widths of the dialog (spec 000, section 2): Status, Bezeichnung, Typ, Modul, Datum, Mandant. */
export const DOWNLOAD_COLUMN_WIDTHS = [109, 206, 103, 109, 111, 122] as const;
export const DOWNLOAD_ROW_HEIGHT = 25;
export const DOWNLOAD_DIALOG = {
  maxWidth: 1000,
  widthPercent: 80,
  height: 500,
  downloadButtonWidth: 130,
  headerHeight: 30,
} as const;

/**
 * Labels of the job building an entry (spec 000: in progress, finished, reinitialized, waiting,
 * canceled), for every job state; a faulty job is the entry's failure.
 */
export const jobStateKeys: Record<JobStateValue, string> = {
  created: 'downloads.job-state.waiting',
  waiting: 'downloads.job-state.waiting',
  in_progress: 'downloads.job-state.in-progress',
  finished: 'downloads.job-state.finished',
  reinitialised: 'downloads.job-state.reinitialized',
  faulty: 'downloads.job-state.faulty',
  canceled: 'downloads.job-state.canceled',
};

/** The label key of an entry's job state, if it has a job. */
export function jobStateKey(state: string | null): string | undefined {
  const known = jobStates.find((candidate) => candidate === state);
  return known ? jobStateKeys[known] : undefined;
}
