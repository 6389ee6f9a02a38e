import { detectDocument, hideForeignElements } from './detect.js';
import { ciiAdditionalDocuments } from './parse-cii.js';
import { ublAdditionalDocuments } from './parse-ubl.js';
import { child, at, parseXml } from './xml.js';

export type EmbeddedAttachment = { fileName: string | null; mimeCode: string | null; bytes: Buffer };

/**
 * The file an invoice carries in its additional document number `index` (0-based, BG-24 in the order
 * of the model's documents), decoded from base64; null when there is none or it has no content.
 */
export function readEmbeddedAttachment(xml: Uint8Array, index: number): EmbeddedAttachment | null {
  const root = parseXml(xml);
  const document = detectDocument(root);
  if (document.kind !== 'invoice') return null;
  hideForeignElements(root, document.syntax);
  const references = document.syntax === 'UBL' ? ublAdditionalDocuments(root) : ciiAdditionalDocuments(root);
  const reference = references[index];
  if (!reference) return null;
  const binary =
    document.syntax === 'UBL'
      ? at(reference, 'Attachment/EmbeddedDocumentBinaryObject')
      : child(reference, 'AttachmentBinaryObject');
  const content = binary?.text.replace(/\s+/g, '') ?? '';
  if (!binary || content === '') return null;
  return {
    fileName: binary.attrs.filename ?? null,
    mimeCode: binary.attrs.mimeCode ?? null,
    bytes: Buffer.from(content, 'base64'),
  };
}
