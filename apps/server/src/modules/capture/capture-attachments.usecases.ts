import type { Readable } from 'node:stream';
import type { Attachment } from '@belegfluss/shared';
import { isAppError } from '../../kernel/errors.js';
import { sniffContentType } from '../ocr/index.js';
import { ObjectTooLargeError } from '../storage/index.js';
import { assertCanEdit, getDocumentOrThrow } from './capture-documents.usecases.js';
import { journal } from './capture-stacks.usecases.js';
import type { Actor, CaptureContext } from './capture.context.js';
import { captureError } from './capture.errors.js';
import { cleanFileName, createUploadInspector } from './capture.files.js';

type AttachmentRecord = Awaited<ReturnType<CaptureContext['attachments']['listAttachments']>>[number];

function toAttachment({
  attachment,
  creator,
}: {
  attachment: AttachmentRecord;
  creator: string | null;
}): Attachment {
  return {
    id: attachment.id,
    documentId: attachment.documentId,
    fileName: attachment.fileName,
    contentType: attachment.contentType,
    size: attachment.size,
    createdBy: creator,
    createdAt: attachment.createdAt,
    origin: attachment.origin,
  };
}

export async function listAttachments(ctx: CaptureContext, mandantId: string, documentId: string) {
  const document = await getDocumentOrThrow(ctx, mandantId, documentId);
  const attachments = await ctx.attachments.listAttachments(mandantId, document.id);
  const names = await ctx.users.displayNames(attachments.flatMap((attachment) => attachment.createdBy ?? []));
  return attachments.map((attachment) =>
    toAttachment({
      attachment,
      creator: attachment.createdBy ? (names.get(attachment.createdBy) ?? null) : null,
    }),
  );
}

/**
 * Stores one uploaded file as an attachment of a document: streamed into storage within the upload
 * limit, its content type sniffed from the bytes. Archived, locked or checked-out documents refuse.
 */
export async function addAttachment(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; documentId: string },
  file: { fileName: string | undefined; stream: Readable },
): Promise<Attachment> {
  const document = await getDocumentOrThrow(ctx, input.mandantId, input.documentId);
  assertCanEdit(document, actor);
  const inspector = createUploadInspector();
  let stored;
  try {
    stored = await ctx.deps.storage.put(file.stream.pipe(inspector), {
      maxBytes: ctx.deps.config.uploadMaxBytes,
    });
  } catch (error) {
    file.stream.resume();
    if (error instanceof ObjectTooLargeError || (isAppError(error) && error.statusCode === 413))
      throw captureError.fileTooLarge({ maxBytes: ctx.deps.config.uploadMaxBytes });
    throw error;
  }
  if (stored.size === 0) {
    if (stored.created) await ctx.deps.storage.delete(stored.sha256);
    throw captureError.fileEmpty();
  }
  const fileName = cleanFileName(file.fileName);
  const row = await ctx.attachments.insertAttachment({
    mandantId: document.mandantId,
    documentId: document.id,
    fileName,
    contentType: sniffContentType(inspector.findings().head),
    sha256: stored.sha256,
    size: stored.size,
    createdBy: actor.userId,
  });
  await journal(
    ctx,
    actor,
    document.mandantId,
    document.stackId,
    'attachment.added',
    { fileName, size: stored.size },
    document.id,
  );
  const names = await ctx.users.displayNames([actor.userId]);
  return toAttachment({
    attachment: row as NonNullable<typeof row>,
    creator: names.get(actor.userId) ?? null,
  });
}

async function getAttachmentOrThrow(ctx: CaptureContext, mandantId: string, attachmentId: string) {
  const attachment = await ctx.attachments.findAttachment(mandantId, attachmentId);
  if (!attachment) throw captureError.attachmentNotFound({ attachmentId });
  return attachment;
}

export async function deleteAttachment(
  ctx: CaptureContext,
  actor: Actor,
  input: { mandantId: string; attachmentId: string },
) {
  const attachment = await getAttachmentOrThrow(ctx, input.mandantId, input.attachmentId);
  const document = await getDocumentOrThrow(ctx, input.mandantId, attachment.documentId);
  assertCanEdit(document, actor);
  if (attachment.origin) throw captureError.attachmentIsOrigin();
  await ctx.attachments.deleteAttachment(attachment.id);
  await ctx.objects.deleteUnreferencedObjects(ctx.deps.storage, [attachment.sha256]);
  await journal(
    ctx,
    actor,
    document.mandantId,
    document.stackId,
    'attachment.deleted',
    { fileName: attachment.fileName },
    document.id,
  );
}

/** The attachment's bytes as stored, with its name and sniffed type. */
export async function openAttachment(ctx: CaptureContext, mandantId: string, attachmentId: string) {
  const attachment = await getAttachmentOrThrow(ctx, mandantId, attachmentId);
  return { attachment, stream: () => ctx.deps.storage.getStream(attachment.sha256) };
}
