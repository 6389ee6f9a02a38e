import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** Linux reports process times in ticks of 1/100 s (USER_HZ) on every architecture it runs on. */
const TICKS_PER_SECOND = 100;

/** Whether this system shows the CPU time of a process (Linux `/proc`). */
export const canReadCpuTime = existsSync('/proc/self/stat');

/** CPU time (user + system) a running process has used so far, or null when it cannot be read. */
export async function processCpuMs(pid: number): Promise<number | null> {
  let stat: string;
  try {
    stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return null;
  }
  // The command name in parentheses may hold spaces: fields are counted after its closing one.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const userTicks = Number(fields[11]);
  const systemTicks = Number(fields[12]);
  if (!Number.isFinite(userTicks) || !Number.isFinite(systemTicks)) return null;
  return ((userTicks + systemTicks) * 1000) / TICKS_PER_SECOND;
}
