import { degrees, rgb, StandardFonts } from 'pdf-lib';
import { loadPdf } from './capture.pdf.js';

const MARK = 'Kopie';
const ANGLE_DEGREES = 45;
// Helvetica's capital height as a share of the font size, to centre the mark on the page.
const CAP_HEIGHT = 0.72;

/**
 * A copy of a PDF for readers who may not see originals: every page carries a large, translucent,
 * diagonal "Kopie" across its middle. The same input always gives the same bytes (no dates or ids
 * are written), and never the input's bytes.
 */
export async function markAsCopy(pdf: Uint8Array): Promise<Uint8Array> {
  const document = await loadPdf(pdf);
  const font = await document.embedFont(StandardFonts.HelveticaBold);
  const angle = (ANGLE_DEGREES * Math.PI) / 180;
  for (const page of document.getPages()) {
    const box = page.getCropBox();
    const size = Math.min(box.width, box.height) / 4;
    const halfWidth = font.widthOfTextAtSize(MARK, size) / 2;
    const halfHeight = (size * CAP_HEIGHT) / 2;
    // drawText turns the text about its origin: place the origin so that the text's centre is the page's.
    page.drawText(MARK, {
      x: box.x + box.width / 2 - (halfWidth * Math.cos(angle) - halfHeight * Math.sin(angle)),
      y: box.y + box.height / 2 - (halfWidth * Math.sin(angle) + halfHeight * Math.cos(angle)),
      size,
      font,
      rotate: degrees(ANGLE_DEGREES),
      color: rgb(0.8, 0.1, 0.1),
      opacity: 0.3,
    });
  }
  return document.save();
}
