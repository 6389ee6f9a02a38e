/** Prints a figure as `BENCH resilience.<part>.<figure> <value> <unit>` (the form `npm run resilience` reads). */
export function report(part: string, figure: string, value: number, unit = 'count') {
  const rounded = Number.isInteger(value) ? value : Math.round(value * 100) / 100;
  process.stdout.write(`BENCH resilience.${part}.${figure} ${rounded} ${unit}\n`);
}

/**
 * A machine-dependent figure with the bare ceiling measured in the same run and their ratio
 * (ceiling ÷ value for times, so higher is better), announced by a RATIO line as `npm run bench` does.
 */
export function reportRatio(
  part: string,
  figure: string,
  value: number,
  ceiling: number,
  unit: string,
  target: number,
) {
  report(part, figure, value, unit);
  report(part, `${figure}_ceiling`, ceiling, unit);
  report(part, `${figure}_ratio`, value > 0 ? ceiling / value : 0, 'ratio');
  process.stdout.write(
    `RATIO resilience.${part}.${figure}_ratio resilience.${part}.${figure} resilience.${part}.${figure}_ceiling ${target}\n`,
  );
}

/** Writes findings to stderr (people read them; the script only counts BENCH lines). */
export function listFindings(title: string, findings: string[], limit = 40) {
  if (!findings.length) return;
  process.stderr.write(`\n${title} (${findings.length}):\n`);
  for (const finding of findings.slice(0, limit)) process.stderr.write(`  - ${finding}\n`);
  if (findings.length > limit) process.stderr.write(`  … und ${findings.length - limit} weitere\n`);
}

/** `--name value` options of a part's command line, with defaults. */
export function options<T extends Record<string, string | number | boolean>>(defaults: T): T {
  const result: Record<string, string | number | boolean> = { ...defaults };
  const args = process.argv.slice(2);
  for (let index = 0; index < args.length; index += 1) {
    const arg = args[index] as string;
    if (!arg.startsWith('--')) continue;
    const name = arg.slice(2).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
    if (!(name in defaults)) throw new Error(`unknown option ${arg}`);
    const fallback = defaults[name];
    if (typeof fallback === 'boolean') result[name] = true;
    else {
      const value = args[index + 1] ?? '';
      index += 1;
      result[name] = typeof fallback === 'number' ? Number(value) : value;
    }
  }
  return result as T;
}
