import { readFile } from 'node:fs/promises';
import { toCliLine, validateInvoiceFile } from './engine/validate-file.js';

/** `einvoice validate --json FILE...`: one JSON line per file, exit code 1 when any file is invalid. */
async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const files = rest.filter((argument) => argument !== '--json');
  if (command !== 'validate' || files.length === 0) {
    process.stderr.write('Aufruf: einvoice validate --json DATEI...\n');
    return 2;
  }
  let exitCode = 0;
  for (const file of files) {
    try {
      const result = await validateInvoiceFile(await readFile(file));
      if (result.verdict === 'invalid') exitCode = 1;
      process.stdout.write(`${JSON.stringify(toCliLine(file, result))}\n`);
    } catch (error) {
      exitCode = 1;
      const reason = `unreadable: ${error instanceof Error ? error.message : String(error)}`;
      process.stdout.write(
        `${JSON.stringify({ file, verdict: 'invalid', error_rule_ids: [], warning_rule_ids: [], information_rule_ids: [], reasons: [reason] })}\n`,
      );
    }
  }
  return exitCode;
}

process.exitCode = await main(process.argv.slice(2));
