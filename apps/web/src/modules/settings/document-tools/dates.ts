/** Today's calendar date in Germany (yyyy-MM-dd), the day the server checks resubmission dates against. */
export function berlinToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin' }).format(now);
}
