import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export type ToolStatus = {
  enabled: boolean;
  tesseract: { available: boolean; version: string | null; languages: string[] };
  pdftoppm: { available: boolean; version: string | null };
  pdftotext: { available: boolean; version: string | null };
};

async function versionOf(command: string, args: string[]): Promise<string | null> {
  try {
    const { stdout, stderr } = await run(command, args, { timeout: 5000 });
    const firstLine = `${stdout}\n${stderr}`.split('\n').find((line) => /\d+\.\d+/.test(line));
    return firstLine?.match(/\d+\.\d+(\.\d+)?/)?.[0] ?? null;
  } catch {
    return null;
  }
}

async function tesseractLanguages(): Promise<string[]> {
  try {
    const { stdout } = await run('tesseract', ['--list-langs'], { timeout: 5000 });
    return stdout
      .split('\n')
      .slice(1)
      .map((line) => line.trim())
      .filter((line) => /^[a-z_]+$/.test(line))
      .sort();
  } catch {
    return [];
  }
}

/** Which OCR and PDF tools this machine has; OCR runs only when Tesseract with German is there. */
export async function detectTools(mode: 'auto' | 'off'): Promise<ToolStatus> {
  const [tesseractVersion, languages, pdftoppmVersion, pdftotextVersion] = await Promise.all([
    versionOf('tesseract', ['--version']),
    tesseractLanguages(),
    versionOf('pdftoppm', ['-v']),
    versionOf('pdftotext', ['-v']),
  ]);
  const tesseract = { available: tesseractVersion !== null, version: tesseractVersion, languages };
  return {
    enabled: mode === 'auto' && tesseract.available && languages.includes('deu') && pdftoppmVersion !== null,
    tesseract,
    pdftoppm: { available: pdftoppmVersion !== null, version: pdftoppmVersion },
    pdftotext: { available: pdftotextVersion !== null, version: pdftotextVersion },
  };
}
