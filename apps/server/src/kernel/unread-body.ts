import type { IncomingMessage } from 'node:http';

/**
 * A handler may answer before it has read the whole request body: an upload refused on its query
 * (unknown document, missing right) before its file stream is read. Node keeps such a connection
 * for the next request, but the unread rest of the body stays in its way (a multipart parser holds
 * the stream, so Node does not drop the rest itself): the next request on the connection sits
 * unanswered until the keep-alive timeout (72 s) closes it. So the rest is read and dropped.
 */
export function releaseUnreadBody(request: IncomingMessage): void {
  if (request.complete || request.destroyed) return;
  request.unpipe();
  request.resume();
}
