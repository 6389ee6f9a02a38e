import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildUblInvoice } from './testing/invoice-builder.js';

const run = promisify(execFile);
const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');

describe('einvoice command line', () => {
  it('prints one JSON line per file with verdict and rule IDs', async () => {
    const directory = mkdtempSync(path.join(os.tmpdir(), 'einvoice-cli-'));
    const good = path.join(directory, 'gut.xml');
    const bad = path.join(directory, 'ohne-leitweg.xml');
    writeFileSync(good, buildUblInvoice());
    writeFileSync(
      bad,
      buildUblInvoice().replace('<cbc:BuyerReference>04011000-12345-03</cbc:BuyerReference>', ''),
    );
    const tsx = path.join(repositoryRoot, 'node_modules/.bin/tsx');
    const result = await run(
      tsx,
      ['apps/server/src/modules/einvoice/einvoice.cli.ts', 'validate', '--json', good, bad],
      { cwd: repositoryRoot },
    ).catch((error: { stdout: string; code: number }) => ({ stdout: error.stdout, code: error.code }));
    const lines = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(lines[0]).toEqual({
      file: good,
      verdict: 'valid',
      error_rule_ids: [],
      warning_rule_ids: [],
      information_rule_ids: [],
      reasons: [],
      rule_set: 'xrechnung-3.0.2_schematron-2.5.0_cen-1.3.15',
    });
    expect(lines[1]).toMatchObject({
      file: bad,
      verdict: 'invalid',
      error_rule_ids: ['BR-DE-15'],
      reasons: ['rule:BR-DE-15'],
    });
    expect('code' in result && result.code).toBe(1);
  });
});
