import type { FastifyRequest } from 'fastify';

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
      if (files === 1) file = { fileName: part.filename, bytes };
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  if (files !== 1 || !file) throw tooMany();
  return { fields, ...file };
}
