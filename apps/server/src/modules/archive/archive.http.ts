import type { FastifyReply } from 'fastify';

const asciiName = (name: string) => name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');

/** Sends bytes (a PDF, a page image, an original) that no cache keeps; with a name as a download. */
export function sendArchiveFile(reply: FastifyReply, type: string, fileName: string | null, body: unknown) {
  reply.type(type).header('cache-control', 'private, no-store').header('x-content-type-options', 'nosniff');
  if (fileName) {
    reply.header(
      'content-disposition',
      `attachment; filename="${asciiName(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    );
  }
  return reply.send(body);
}

export const archiveBase = '/api/arc';
