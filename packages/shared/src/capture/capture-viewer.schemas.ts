import { z } from 'zod';
import { indexFieldNames } from './capture.enums.js';

/** A selection rectangle in PDF points of the displayed page (origin top left). */
export const selectionRectSchema = z.object({
  Left: z.number(),
  Top: z.number(),
  Width: z.number().min(0),
  Height: z.number().min(0),
});

/** The OCR selection info the viewer posts to CapDocViewer/OcrTextSelected. */
export const ocrSelectionRequestSchema = z.object({
  mandantId: z.uuid(),
  ActiveDocument: z.uuid(),
  ActivePage: z.uuid(),
  Selection: selectionRectSchema,
  /** The active capture-mask field; the chosen text fills it when `Apply` is set. */
  FieldTypeTag: z.enum(indexFieldNames).nullable().default(null),
  Apply: z.boolean().default(false),
});

export const ocrSelectionResponseSchema = z.object({
  ViewIsDirty: z.boolean(),
  SearchCurDocUID: z.uuid(),
  SearchCurPageUID: z.uuid(),
  ViewState: z.number().int(),
  SearchTextAreasJson: z.string(),
  SearchZommIn: z.boolean(),
  SearchZommInRect: selectionRectSchema.nullable(),
  CurZoomMode: z.number().int(),
  Hash: z.string(),
  SearchText: z.string(),
  FieldTypeTag: z.enum(indexFieldNames).nullable(),
  /** The value stored in the field (normalised per field kind), when the selection was applied. */
  AppliedValue: z.string().nullable(),
});
export type OcrSelectionResponse = z.infer<typeof ocrSelectionResponseSchema>;

export const capturePageWordSchema = z.object({
  text: z.string(),
  box: z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() }),
});
export const capturePageTextSchema = z.object({
  pageId: z.uuid(),
  width: z.number(),
  height: z.number(),
  source: z.string().nullable(),
  text: z.string(),
  words: z.array(capturePageWordSchema),
});

export const annotationSchema = z.object({
  docUid: z.uuid(),
  pageUid: z.uuid().nullable(),
  selectedPageIndex: z.number().int().min(0),
  jsonAnnotations: z.string().max(200_000),
});
export const saveAnnotationSchema = annotationSchema.extend({ mandantId: z.uuid() });

export const customStampSchema = z.object({ id: z.string(), text: z.string(), color: z.string() });

export const viewOptionsSchema = z.object({
  zoomMode: z.enum(['wholeHeight', 'fullWidth', 'fit']),
  showThumbnails: z.boolean(),
  showTextLayer: z.boolean(),
  highlightFieldSources: z.boolean(),
  tabOrder: z.array(z.enum(['fulltext', 'pdf', 'index'])).length(3),
});
export type ViewOptions = z.infer<typeof viewOptionsSchema>;

export const processImageSchema = z.object({
  mandantId: z.uuid(),
  pageId: z.uuid(),
  operation: z.enum(['rotateLeft', 'rotateRight', 'rotate180', 'grayscale', 'bitonal']),
});

export const downloadDocsSchema = z.object({
  mandantId: z.uuid(),
  documentIds: z.array(z.uuid()).min(1).max(500),
});
export const downloadPagesSchema = z.object({
  mandantId: z.uuid(),
  pageIds: z.array(z.uuid()).min(1).max(2000),
});

export const splitColumnSchema = z.object({
  field: z.string(),
  title: z.string(),
  kind: z.string(),
  editable: z.boolean(),
});

/** An area to draw on a page: a box in PDF points of the page as displayed, with a label and colour. */
export const ruleAreaSchema = z.object({
  box: z.object({ x0: z.number(), y0: z.number(), x1: z.number(), y1: z.number() }),
  label: z.string().max(100).optional(),
  color: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/)
    .optional(),
});
export type RuleArea = z.infer<typeof ruleAreaSchema>;

/**
 * CapDocViewer/RenderRuleAnnotations: a page as PNG with extraction or rule areas drawn in. Without
 * `areas`, the areas the document's capture-mask values were read from; the rule manager passes its
 * own (anchor and search areas).
 */
export const renderRuleAnnotationsSchema = z.object({
  mandantId: z.uuid(),
  pageId: z.uuid(),
  dpi: z.number().int().min(24).max(300).default(100),
  areas: z.array(ruleAreaSchema).max(500).optional(),
});
