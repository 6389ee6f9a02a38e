/** Export periods: the dialog's rules and DATEV's booking periods (one Buchungsstapel per month). */

/** Codes for a period that may not be exported: in the future, or start after end (spec 002, section 5). */
export function periodProblems(from: string, to: string, today: string): string[] {
  const codes: string[] = [];
  if (from > to) codes.push('export.period_start_after_end');
  if (from > today || to > today) codes.push('export.period_in_future');
  return codes;
}

/** The booking period (YYYY-MM) a date belongs to. */
export const periodOf = (iso: string) => iso.slice(0, 7);

/** First and last day of a booking period. */
export function periodBounds(period: string): { from: string; to: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { from: `${period}-01`, to: `${period}-${String(last).padStart(2, '0')}` };
}

/** The first day of the fiscal year a date lies in, for a fiscal year starting in `startMonth`. */
export function fiscalYearStart(iso: string, startMonth: number): string {
  const year = Number(iso.slice(0, 4));
  const month = Number(iso.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  return `${startYear}-${String(startMonth).padStart(2, '0')}-01`;
}

/** The export's default period when the stack call names none: everything up to today. */
export const DEFAULT_PERIOD_START = '2000-01-01';
