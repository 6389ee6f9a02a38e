import { createHash } from 'node:crypto';
import { PDFArray, PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, PDFString } from 'pdf-lib';
import sharp from 'sharp';

export type PdfaResult = { bytes: Uint8Array; format: 'pdfa-2b' } | { bytes: null; reason: string };

let srgbProfile: Promise<Buffer> | undefined;

/** The sRGB ICC profile libvips carries, read from a 1×1 image it tagged with it. */
function srgbIccProfile(): Promise<Buffer> {
  srgbProfile ??= sharp({ create: { width: 1, height: 1, channels: 3, background: '#fff' } })
    .withIccProfile('srgb')
    .png()
    .toBuffer()
    .then(async (png) => {
      const { icc } = await sharp(png).metadata();
      if (!icc) throw new Error('no sRGB profile in libvips');
      return icc;
    });
  return srgbProfile;
}

/** Why a PDF cannot become PDF/A-2b without re-rendering it: fonts not embedded, scripts. */
function obstacleOf(document: PDFDocument): string | null {
  const catalogNames = document.catalog.lookupMaybe(PDFName.of('Names'), PDFDict);
  if (catalogNames?.has(PDFName.of('JavaScript'))) return 'javascript';
  for (const [, object] of document.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFDict)) continue;
    const type = object.get(PDFName.of('Type'));
    if (type === PDFName.of('FontDescriptor')) {
      const embedded = ['FontFile', 'FontFile2', 'FontFile3'].some((key) => object.has(PDFName.of(key)));
      if (!embedded) return 'font_not_embedded';
    }
    if (type === PDFName.of('Font')) {
      const subtype = object.get(PDFName.of('Subtype'));
      const simple = subtype === PDFName.of('Type1') || subtype === PDFName.of('TrueType');
      if (simple && !object.has(PDFName.of('FontDescriptor'))) return 'font_not_embedded';
    }
  }
  return null;
}

const xmlEscape = (text: string) => text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);

function xmpPacket(input: { title: string; created: string; producer: string }) {
  return [
    '<?xpacket begin="\uFEFF" id="W5M0MpCehiHzreSzNTczkc9d"?>',
    '<x:xmpmeta xmlns:x="adobe:ns:meta/">',
    '<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">',
    '<rdf:Description rdf:about="" xmlns:pdfaid="http://www.aiim.org/pdfa/ns/id/"',
    ' xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:xmp="http://ns.adobe.com/xap/1.0/"',
    ' xmlns:pdf="http://ns.adobe.com/pdf/1.3/">',
    '<pdfaid:part>2</pdfaid:part><pdfaid:conformance>B</pdfaid:conformance>',
    `<dc:title><rdf:Alt><rdf:li xml:lang="x-default">${xmlEscape(input.title)}</rdf:li></rdf:Alt></dc:title>`,
    `<xmp:CreateDate>${input.created}</xmp:CreateDate><xmp:ModifyDate>${input.created}</xmp:ModifyDate>`,
    `<pdf:Producer>${xmlEscape(input.producer)}</pdf:Producer>`,
    '</rdf:Description></rdf:RDF></x:xmpmeta>',
    '<?xpacket end="w"?>',
  ].join('\n');
}

/**
 * The PDF as PDF/A-2b where that is possible without re-rendering it: every font embedded, no
 * scripts. Adds the sRGB output intent, the XMP identification and metadata matching the document
 * information, and a file ID. Otherwise says why not; the archive then keeps the PDF as it is.
 */
export async function toPdfA(
  pdf: Uint8Array,
  input: { title: string; archivedAt: Date },
): Promise<PdfaResult> {
  let document: PDFDocument;
  try {
    document = await PDFDocument.load(pdf, { updateMetadata: false });
  } catch {
    return { bytes: null, reason: 'unreadable' };
  }
  if (document.isEncrypted) return { bytes: null, reason: 'encrypted' };
  const obstacle = obstacleOf(document);
  if (obstacle) return { bytes: null, reason: obstacle };
  const context = document.context;
  const producer = 'Belegfluss Archiv';
  const created = input.archivedAt.toISOString().replace(/\.\d{3}Z$/, 'Z');
  document.setTitle(input.title, { showInWindowTitleBar: true });
  document.setProducer(producer);
  document.setCreationDate(input.archivedAt);
  document.setModificationDate(input.archivedAt);
  document.setLanguage('de-DE');

  const icc = context.flateStream(await srgbIccProfile(), { N: 3 });
  const outputIntent = context.obj({
    Type: 'OutputIntent',
    S: 'GTS_PDFA1',
    OutputConditionIdentifier: PDFString.of('sRGB IEC61966-2.1'),
    Info: PDFString.of('sRGB IEC61966-2.1'),
    DestOutputProfile: context.register(icc),
  });
  document.catalog.set(PDFName.of('OutputIntents'), context.obj([context.register(outputIntent)]));

  const xmp = Buffer.from(xmpPacket({ title: input.title, created, producer }), 'utf8');
  const metadata = PDFRawStream.of(
    context.obj({ Type: 'Metadata', Subtype: 'XML', Length: xmp.length }),
    xmp,
  );
  document.catalog.set(PDFName.of('Metadata'), context.register(metadata));

  const id = PDFHexString.of(createHash('md5').update(pdf).digest('hex'));
  context.trailerInfo.ID = PDFArray.withContext(context);
  (context.trailerInfo.ID as PDFArray).push(id);
  (context.trailerInfo.ID as PDFArray).push(id);
  return { bytes: await document.save({ useObjectStreams: false }), format: 'pdfa-2b' };
}
