import { z } from 'zod';

/**
 * The text of a page with positions, shared by OCR, the text layer of born-digital PDFs, data
 * extraction and the viewer. Coordinates are PDF points (1/72 inch) from the page's top-left
 * corner, for both sources: a scanned page's pixels are scaled by its resolution.
 */

/** Where a page's text came from. */
export const TextSource = {
  textLayer: 'text-layer',
  ocr: 'ocr',
} as const;
export type TextSourceValue = (typeof TextSource)[keyof typeof TextSource];
export const textSources = Object.values(TextSource) as [TextSourceValue, ...TextSourceValue[]];

/** Tesseract language sets the product offers; `deu` is the default. */
export const OcrLanguages = {
  deu: 'deu',
  deuEng: 'deu+eng',
  eng: 'eng',
  rus: 'rus',
} as const;
export type OcrLanguagesValue = (typeof OcrLanguages)[keyof typeof OcrLanguages];
export const ocrLanguageSets = Object.values(OcrLanguages) as [OcrLanguagesValue, ...OcrLanguagesValue[]];

/** A rectangle in page points: x0/y0 top-left, x1/y1 bottom-right. */
export const boxSchema = z.object({
  x0: z.number(),
  y0: z.number(),
  x1: z.number(),
  y1: z.number(),
});
export type Box = z.infer<typeof boxSchema>;

export const pageWordSchema = z.object({
  text: z.string(),
  box: boxSchema,
  /** 0..1; 1 for text-layer words. */
  confidence: z.number().min(0).max(1),
  /** Index into the page's `lines`. */
  line: z.number().int().min(0),
});
export type PageWord = z.infer<typeof pageWordSchema>;

export const pageLineSchema = z.object({
  box: boxSchema,
  /** The words of this line are `words[firstWord .. firstWord + wordCount - 1]`. */
  firstWord: z.number().int().min(0),
  wordCount: z.number().int().min(0),
  /** Index into the page's `blocks`. */
  block: z.number().int().min(0),
});
export type PageLine = z.infer<typeof pageLineSchema>;

export const pageBlockSchema = z.object({
  box: boxSchema,
  firstLine: z.number().int().min(0),
  lineCount: z.number().int().min(0),
});
export type PageBlock = z.infer<typeof pageBlockSchema>;

export const pageTextSchema = z.object({
  /** 0-based page index within the file. */
  pageIndex: z.number().int().min(0),
  /** Page size in points. */
  width: z.number().positive(),
  height: z.number().positive(),
  source: z.enum(textSources),
  /** Tesseract languages for OCR pages, null for the text layer. */
  languages: z.string().nullable(),
  /** Mean word confidence 0..1 (1 for the text layer); null for a page without words. */
  confidence: z.number().min(0).max(1).nullable(),
  words: z.array(pageWordSchema),
  lines: z.array(pageLineSchema),
  blocks: z.array(pageBlockSchema),
  /** Lines joined by "\n", blocks separated by an empty line. */
  text: z.string(),
});
export type PageText = z.infer<typeof pageTextSchema>;

export const documentTextSchema = z.object({
  pages: z.array(pageTextSchema),
});
export type DocumentText = z.infer<typeof documentTextSchema>;

/** A rectangle selection on one page, in page points (as `Box`). */
export const textAreaSelectionSchema = z.object({
  pageIndex: z.number().int().min(0),
  box: boxSchema,
});
export type TextAreaSelection = z.infer<typeof textAreaSelectionSchema>;

/** The text inside a selected rectangle and the word boxes to highlight. */
export const textInAreaResultSchema = z.object({
  text: z.string(),
  boxes: z.array(boxSchema),
});
export type TextInAreaResult = z.infer<typeof textInAreaResultSchema>;
