import { z } from 'zod';
import { WORKFLOW_NOTE_MAX_LENGTH } from './workflow.enums.js';

/** The workflow's document viewer (WFDocViewer): pages, lock state, annotations, view options. */

/** A page as it is shown (turned): its size in PDF points and its place in the document. */
export const wfPageInfoSchema = z.object({
  PageUid: z.uuid(),
  PageIndex: z.number().int().min(0),
  Width: z.number(),
  Height: z.number(),
  Rotation: z.number().int(),
});
export type WfPageInfo = z.infer<typeof wfPageInfoSchema>;

/** Edit-locked: capture locked or archived the document. In use: someone else has the workflow checked out. */
export const wfLockStateSchema = z.object({
  EditLocked: z.boolean(),
  InUse: z.boolean(),
  InUseBy: z.string().nullable(),
});
export type WfLockState = z.infer<typeof wfLockStateSchema>;

export const wfDocumentSchema = z.object({
  DocID: z.uuid(),
  WF_INSTANCEID: z.uuid(),
  Title: z.string(),
  Kind: z.string(),
  IsEInvoice: z.boolean(),
  /** Changes with every page edit in capture; page images of one version never change. */
  VersionId: z.uuid(),
  Pages: z.array(wfPageInfoSchema),
  LockState: wfLockStateSchema,
});
export type WfDocument = z.infer<typeof wfDocumentSchema>;

export const wfPageQuerySchema = z.object({
  index: z.coerce.number().int().min(0).default(0),
  dpi: z.coerce.number().int().min(24).max(200).default(100),
});
export const wfAnnotationQuerySchema = z.object({ pageIndex: z.coerce.number().int().min(0).default(0) });

/**
 * One annotation of a page, in PDF points from the top left of the shown page. The server fills in
 * who created it; only that user may change or delete it.
 */
export const wfAnnotationItemSchema = z.looseObject({
  id: z.string().max(64).optional(),
  type: z.string().max(20).default('rect'),
  x: z.number(),
  y: z.number(),
  width: z.number().min(0),
  height: z.number().min(0),
  text: z.string().max(WORKFLOW_NOTE_MAX_LENGTH).optional(),
  color: z.string().max(20).optional(),
  createdBy: z.string().nullable().optional(),
  author: z.string().optional(),
  createdAt: z.string().optional(),
});
export type WfAnnotationItem = z.infer<typeof wfAnnotationItemSchema>;

/** Annotations payload of spec 001: `docUid, selectedPageIndex, jsonAnnotations`. */
export const wfAnnotationsSchema = z.object({
  docUid: z.uuid(),
  selectedPageIndex: z.number().int().min(0),
  jsonAnnotations: z.string().max(200_000),
});
export type WfAnnotations = z.infer<typeof wfAnnotationsSchema>;

export const wfViewOptionsSchema = z.object({
  zoomMode: z.enum(['fullWidth', 'wholeHeight', 'fit']),
  showThumbnails: z.boolean(),
});
export type WfViewOptions = z.infer<typeof wfViewOptionsSchema>;
export const DEFAULT_WF_VIEW_OPTIONS: WfViewOptions = { zoomMode: 'fit', showThumbnails: true };

/** External workflow users the caller may send this workflow to (deep link WFExtUser/DL/{PID}). */
export const wfExternalUserSchema = z.object({ Id: z.uuid(), Name: z.string(), Email: z.string() });
export type WfExternalUser = z.infer<typeof wfExternalUserSchema>;
