import { readFile, writeFile } from 'node:fs/promises';
import { PermanentJobError } from '../../../kernel/jobs.js';
import { imageToPdf } from '../capture.images.js';
import { inspectPdf, quickPdfCheck } from '../capture.pdf.js';
import type { ParserMessage, ParserReply, ParserRequest, ParserVerdict } from './parser.protocol.js';

// The parser process: reads uploaded files with pdf-lib or sharp, one at a time, under the memory
// cap it was started with, so a PDF of a million objects or a pixel bomb strains this process and
// not the server. It ends with its parent.
async function run(request: ParserRequest): Promise<unknown> {
  const bytes = await readFile(request.file);
  switch (request.operation) {
    case 'inspectPdf':
      return inspectPdf(bytes, request.maxPages);
    case 'quickPdfCheck':
      return quickPdfCheck(bytes);
    case 'imageToPdf': {
      const { pdf, pageCount } = await imageToPdf(bytes, request.type, request.limits);
      await writeFile(request.output, pdf);
      return { pageCount };
    }
  }
}

async function answer(request: ParserRequest): Promise<ParserVerdict> {
  try {
    return { ok: true, value: await run(request) };
  } catch (error) {
    if (error instanceof PermanentJobError) return { ok: false, code: error.code };
    return { ok: false, fault: error instanceof Error ? error.message : String(error) };
  }
}

process.on('message', (message: ParserMessage) => {
  void answer(message.request).then((verdict) => {
    const reply: ParserReply = { id: message.id, verdict };
    process.send?.(reply);
  });
});
process.on('disconnect', () => process.exit(0));
