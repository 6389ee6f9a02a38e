/** Today in the browser's calendar, as an ISO date. */
export function isoToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

/** The period the dialog proposes: the current year up to today. */
export function defaultPeriod(today: string): { from: string; to: string } {
  return { from: `${today.slice(0, 4)}-01-01`, to: today };
}

/**
 * What is wrong with a period (spec 002: not in the future, start not after end), as the shared
 * error code the server answers with too; null when it may be checked.
 */
export function periodProblem(from: string, to: string, today: string): string | null {
  const date = /^\d{4}-\d{2}-\d{2}$/;
  if (!date.test(from) || !date.test(to)) return 'export.period_invalid';
  if (from > to) return 'export.period_start_after_end';
  if (to > today) return 'export.period_in_future';
  return null;
}

/** The currencies whose rate the check asked for (findings "export.exchange_rate_missing"). */
export function missingRates(issues: { code: string; params: Record<string, string> }[]): string[] {
  const currencies = issues
    .filter((issue) => issue.code === 'export.exchange_rate_missing')
    .map((issue) => issue.params['currency'] ?? '')
    .filter(Boolean);
  return [...new Set(currencies)].sort();
}
