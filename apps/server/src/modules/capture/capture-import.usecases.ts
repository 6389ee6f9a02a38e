import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  CaptureJobKind,
  EINVOICE_INTAKE_STACK,
  StackType,
  errorMessage,
  type Language,
  type UploadResult,
} from '@belegfluss/shared';
import { isAppError } from '../../kernel/errors.js';
import { ObjectTooLargeError } from '../storage/index.js';
import type { StackRow } from './capture-stacks.repository.js';
import { getStackOrThrow } from './capture-stacks.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import type { FileKindValue } from '../ocr/index.js';
import {
  cleanFileName,
  createUploadInspector,
  detectUploadKind,
  type StreamFindings,
} from './capture.files.js';
import { copyStoredObject, withTempDir } from './capture.render.js';
import { runParser } from './parser/parser.client.js';

export type IncomingFile = { fileName: string | undefined; stream: Readable };

/** The file a document was received in (an e-mail): kept with each document as its origin. */
export type OriginFile = { sha256: string; fileName: string; contentType: string; size: number };

export type ImportPayload = {
  stackId: string;
  folderId: string;
  sha256: string;
  fileName: string;
  fileType: FileKindValue;
  size: number;
  documentIds: string[];
  origin?: OriginFile | undefined;
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
 * The stack a file goes into: the chosen one when the type rules allow it; an XML e-invoice dropped
 * into another stack goes to the Mandant's e-invoice intake stack ("E-Rechnung") instead of being
 * refused. Files nobody chose a stack for (e-mail) name `einvoiceStack`, where every e-invoice, XML
 * or hybrid PDF, goes. Anything else that breaks a rule is refused with a message naming the stack to use.
 */
async function targetStack(
  ctx: CaptureContext,
  chosen: StackRow,
  file: { kind: FileKindValue; isEInvoice: boolean },
  einvoiceStack: StackRow | null,
): Promise<StackRow> {
  const rule = checkStackTypeRule(chosen.type, file.isEInvoice);
  if (!rule) return chosen;
  if (file.isEInvoice && einvoiceStack?.type === StackType.einvoice) return einvoiceStack;
  if (file.kind === 'xml' && !einvoiceStack) {
    const intake = await ctx.stacks.findStackByName(chosen.mandantId, EINVOICE_INTAKE_STACK);
    if (intake?.type === StackType.einvoice) return intake;
  }
  throw new RejectedFile(rule);
}

/** The file's kind and whether it is an e-invoice, from its content; refuses portfolios and unknown kinds. */
async function inspectStoredFile(
  ctx: CaptureContext,
  stored: { sha256: string; size: number },
  findings: StreamFindings,
): Promise<{ kind: FileKindValue; isEInvoice: boolean }> {
  if (stored.size === 0) throw new RejectedFile('capture.file_empty');
  const kind = detectUploadKind(findings.head);
  if (!kind) throw new RejectedFile('capture.unsupported_format');
  let { portfolioMarker, einvoiceMarker } = findings;
  if (kind === 'pdf' && stored.size <= QUICK_CHECK_MAX_BYTES) {
    // The structure decides where it could be read: a PDF that merely mentions factur-x.xml or
    // /Collection in its text is neither a hybrid e-invoice nor a portfolio.
    const structure = await withTempDir(async (dir) => {
      const file = path.join(dir, 'upload.pdf');
      await copyStoredObject(ctx.deps.storage, stored.sha256, file);
      return runParser({ operation: 'quickPdfCheck', file });
    }).catch(() => null);
    if (structure) ({ portfolio: portfolioMarker, einvoice: einvoiceMarker } = structure);
  }
  if (kind === 'pdf' && portfolioMarker) throw new RejectedFile('capture.pdf_portfolio');
  return { kind, isEInvoice: kind === 'xml' || (kind === 'pdf' && einvoiceMarker) };
}

/**
 * Stores each uploaded file (streaming, hashed, size-limited), checks its type from content and the
 * stack's type rules, and queues one import job per accepted file. Rejected files leave nothing behind.
 */
export async function receiveUpload(
  ctx: CaptureContext,
  actor: Pick<Actor, 'userId'> | { userId: null },
  input: {
    mandantId: string;
    stackId: string;
    language: Language;
    /** Where e-invoices go when the chosen stack is a standard one (e-mail intake). */
    einvoiceStackId?: string | null;
    folderName?: string;
    origin?: OriginFile;
  },
  files: AsyncIterable<IncomingFile>,
): Promise<UploadResult> {
  const stack = await getStackOrThrow(ctx, input.mandantId, input.stackId);
  const einvoiceStack = input.einvoiceStackId
    ? await getStackOrThrow(ctx, input.mandantId, input.einvoiceStackId)
    : null;
  // One new folder per stack the upload puts files into.
  const folders = new Map<string, string>();
  const folderOf = async (target: StackRow) => {
    const known = folders.get(target.id);
    if (known) return known;
    const folder = await ctx.stacks.insertFolder({
      mandantId: target.mandantId,
      stackId: target.id,
      name: input.folderName ?? new Date().toISOString().slice(0, 16).replace('T', ' '),
    });
    folders.set(target.id, folder.id);
    return folder.id;
  };
  const results: UploadResult['files'] = [];
  for await (const file of files) {
    const fileName = cleanFileName(file.fileName);
    const inspector = createUploadInspector();
    let sha256: string | null = null;
    let storedBefore = new Date();
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
      storedBefore = new Date(Date.now() + 1);
      const inspected = await inspectStoredFile(ctx, stored, inspector.findings());
      detectedType = inspected.kind;
      const target = await targetStack(ctx, stack, inspected, einvoiceStack);
      const payload: ImportPayload = {
        stackId: target.id,
        folderId: await folderOf(target),
        sha256,
        fileName,
        fileType: detectedType,
        size: stored.size,
        documentIds: [],
        ...(input.origin ? { origin: input.origin } : {}),
      };
      const job = await ctx.deps.jobs.enqueue(CaptureJobKind.import, payload, {
        mandantId: target.mandantId,
        createdBy: actor.userId,
      });
      results.push({
        fileName,
        accepted: true,
        detectedType,
        sha256,
        jobId: job.id,
        error: null,
        ...(target.id === stack.id ? {} : { routedTo: { stackId: target.id, stackName: target.name } }),
      });
    } catch (error) {
      const code = error instanceof RejectedFile ? error.code : isAppError(error) ? error.code : null;
      if (!code) throw error;
      // A concurrent upload of the same bytes that stored them since keeps them.
      if (sha256)
        await ctx.objects.deleteUnreferencedObjects(ctx.deps.storage, [sha256], {
          writtenBefore: storedBefore,
        });
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
  return { folderId: folders.get(stack.id) ?? null, files: results };
}
