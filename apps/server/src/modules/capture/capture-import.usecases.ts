import type { Readable } from 'node:stream';
import {
  CaptureJobKind,
  StackType,
  errorMessage,
  type Language,
  type UploadResult,
} from '@belegfluss/shared';
import { isAppError } from '../../kernel/errors.js';
import { ObjectTooLargeError } from '../storage/index.js';
import { getStackOrThrow } from './capture-stacks.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { sniffFileKind, type FileKindValue } from '../ocr/index.js';
import { cleanFileName, createUploadInspector } from './capture.files.js';
import { withTempFile } from './capture.render.js';
import { runParser } from './parser/parser.client.js';

export type IncomingFile = { fileName: string | undefined; stream: Readable };

export type ImportPayload = {
  stackId: string;
  folderId: string;
  sha256: string;
  fileName: string;
  fileType: FileKindValue;
  size: number;
  documentIds: string[];
};

/** PDFs up to this size get a structural check in the request; larger ones only in the import job. */
const QUICK_CHECK_MAX_BYTES = 20 * 1024 * 1024;

class RejectedFile extends Error {
  constructor(readonly code: string) {
    super(code);
  }
}

/** The type rules of spec 002: e-invoices only into e-invoice stacks, and nothing else into them. */
export function checkStackTypeRule(stackType: string, isEInvoice: boolean): string | null {
  if (isEInvoice && stackType !== StackType.einvoice) return 'capture.einvoice_stack_required';
  if (!isEInvoice && stackType === StackType.einvoice) return 'capture.einvoice_only';
  return null;
}

function isTooLarge(error: unknown): boolean {
  return (
    error instanceof ObjectTooLargeError ||
    (typeof error === 'object' &&
      error !== null &&
      'code' in error &&
      error.code === 'FST_REQ_FILE_TOO_LARGE')
  );
}

/**
 * Stores each uploaded file (streaming, hashed, size-limited), checks its type from content and the
 * stack's type rules, and queues one import job per accepted file. Rejected files leave nothing behind.
 */
export async function receiveUpload(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; stackId: string; language: Language },
  files: AsyncIterable<IncomingFile>,
): Promise<UploadResult> {
  const stack = await getStackOrThrow(ctx, input.mandantId, input.stackId);
  let folderId: string | null = null;
  const results: UploadResult['files'] = [];
  for await (const file of files) {
    const fileName = cleanFileName(file.fileName);
    const inspector = createUploadInspector();
    let sha256: string | null = null;
    let detectedType: FileKindValue | null = null;
    try {
      let stored;
      try {
        stored = await ctx.deps.storage.put(file.stream.pipe(inspector), {
          maxBytes: ctx.deps.config.uploadMaxBytes,
        });
      } catch (error) {
        file.stream.resume();
        if (isTooLarge(error)) throw new RejectedFile('capture.file_too_large');
        throw error;
      }
      sha256 = stored.sha256;
      const findings = inspector.findings();
      if (stored.size === 0) throw new RejectedFile('capture.file_empty');
      detectedType = sniffFileKind(findings.head);
      if (!detectedType) throw new RejectedFile('capture.unsupported_format');
      let { portfolioMarker, einvoiceMarker } = findings;
      if (detectedType === 'pdf' && stored.size <= QUICK_CHECK_MAX_BYTES) {
        // The structure decides where it could be read: a PDF that merely mentions factur-x.xml or
        // /Collection in its text is neither a hybrid e-invoice nor a portfolio.
        const structure = await withTempFile(
          await ctx.deps.storage.getBuffer(stored.sha256),
          'upload.pdf',
          (file) => runParser({ operation: 'quickPdfCheck', file }),
        ).catch(() => null);
        if (structure) ({ portfolio: portfolioMarker, einvoice: einvoiceMarker } = structure);
      }
      if (detectedType === 'pdf' && portfolioMarker) throw new RejectedFile('capture.pdf_portfolio');
      const isEInvoice = detectedType === 'xml' || (detectedType === 'pdf' && einvoiceMarker);
      const typeRule = checkStackTypeRule(stack.type, isEInvoice);
      if (typeRule) throw new RejectedFile(typeRule);
      folderId ??= (
        await ctx.stacks.insertFolder({
          mandantId: stack.mandantId,
          stackId: stack.id,
          name: new Date().toISOString().slice(0, 16).replace('T', ' '),
        })
      ).id;
      const payload: ImportPayload = {
        stackId: stack.id,
        folderId,
        sha256,
        fileName,
        fileType: detectedType,
        size: stored.size,
        documentIds: [],
      };
      const job = await ctx.deps.jobs.enqueue(CaptureJobKind.import, payload, {
        mandantId: stack.mandantId,
        createdBy: actor.userId,
      });
      results.push({ fileName, accepted: true, detectedType, sha256, jobId: job.id, error: null });
    } catch (error) {
      const code = error instanceof RejectedFile ? error.code : isAppError(error) ? error.code : null;
      if (!code) throw error;
      if (sha256 && !(await ctx.objects.isObjectReferenced(sha256))) await ctx.deps.storage.delete(sha256);
      results.push({
        fileName,
        accepted: false,
        detectedType,
        sha256: null,
        jobId: null,
        error: { code, message: errorMessage(code, input.language) },
      });
    }
  }
  if (folderId === null && results.length === 0) {
    return { folderId: null, files: [] };
  }
  return { folderId, files: results };
}
