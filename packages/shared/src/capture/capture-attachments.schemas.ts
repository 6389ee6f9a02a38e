import { z } from 'zod';

/** A file attached to a captured document (a delivery note, an e-mail, a spreadsheet). */
export const attachmentSchema = z.object({
  id: z.uuid(),
  documentId: z.uuid(),
  fileName: z.string(),
  /** Sniffed from the file's bytes, never taken from the name or the browser. */
  contentType: z.string(),
  size: z.number().int().min(0),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  /** The file the document was received in (an e-mail, .eml): kept as its origin, never deleted. */
  origin: z.boolean(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

export const attachmentQuerySchema = z.object({ mandantId: z.uuid(), attachmentId: z.uuid() });
