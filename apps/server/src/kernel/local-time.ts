/** Dates and times users enter and see are German local time. */
export const LOCAL_TIME_ZONE = 'Europe/Berlin';

function offsetMinutes(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => Number(parts.find((part) => part.type === type)?.value);
  const local = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return Math.round((local - instant.getTime()) / 60_000);
}

/** The UTC instant of a wall-clock date and time in the given zone (summer time included). */
export function localToUtc(isoDate: string, time: string, timeZone = LOCAL_TIME_ZONE): Date {
  const [year, month, day] = isoDate.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  const guess = Date.UTC(year, month - 1, day, hour, minute);
  const first = guess - offsetMinutes(new Date(guess), timeZone) * 60_000;
  return new Date(guess - offsetMinutes(new Date(first), timeZone) * 60_000);
}

/** The local date (yyyy-MM-dd) and time (HH:mm) of an instant, for forms. */
export function utcToLocal(instant: Date, timeZone = LOCAL_TIME_ZONE): { date: string; time: string } {
  const shifted = new Date(instant.getTime() + offsetMinutes(instant, timeZone) * 60_000).toISOString();
  return { date: shifted.slice(0, 10), time: shifted.slice(11, 16) };
}
