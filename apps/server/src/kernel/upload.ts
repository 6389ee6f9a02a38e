import type { FastifyRequest } from 'fastify';

/**
 * A client's file name as it may be stored and shown: without folders, control characters (NUL
 * would fail in the database) and lone surrogates; `fallback` when nothing is left.
 */
export function safeUploadName(name: string | undefined, fallback = 'Datei'): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .trim();
  return (cleaned || fallback).slice(0, 255);
}

export type SingleUpload = { fields: Record<string, string>; fileName: string; bytes: Buffer };

/**
 * Reads a multipart request that must carry exactly one file ("only one file per upload"), with
 * its text fields; the file size limit of the server applies.
 */
export async function readSingleFileUpload(
  request: FastifyRequest,
  tooMany: () => Error,
): Promise<SingleUpload> {
  const fields: Record<string, string> = {};
  let file: { fileName: string; bytes: Buffer } | null = null;
  let files = 0;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      files += 1;
      const bytes = await part.toBuffer();
      if (files === 1) file = { fileName: safeUploadName(part.filename), bytes };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (files !== 1 || !file) throw tooMany();
  return { fields, ...file };
}
