import { z } from 'zod';
import { costSplitModes } from './workflow.enums.js';
import { decimalAmountSchema } from './workflow.schemas.js';

/** Booking data of a workflow (WFIndex): split lines and cost allocation. */

export const splitLineSchema = z.object({
  ID: z.uuid(),
  WF_ID: z.uuid(),
  HEFT_ID: z.uuid().nullable(),
  UKNR: z.number().int(),
  SPLITNR: z.number().int(),
  POS: z.number().int(),
  BELEGFELD2: z.string(),
  BRUTTO: decimalAmountSchema,
  NETTO: decimalAmountSchema,
  MWST: decimalAmountSchema,
  BUCHFLAG: z.number().int(),
  BUTEXT: z.string(),
  BU_SLPIT_GUID: z.string(),
  GKONTO: z.string(),
  GKONTO_BEZ_: z.string(),
  KOST1: z.string(),
  KOST2: z.string(),
  KOSTMENGE: z.string(),
  KOST_1_BEZ_: z.string(),
  KOST_2_BEZ_: z.string(),
  KST: z.string(),
  KTR: z.string(),
  SL_BU: z.string(),
  SYS_STRING: z.array(z.string()).length(10),
  SYS_DATUM: z.array(z.string()).length(5),
  KUERZEL: z.string(),
  FULLNAME: z.string(),
  ERSTELLT: z.string(),
});
export type SplitLine = z.infer<typeof splitLineSchema>;

const shortText = (max: number) => z.string().max(max).default('');
export const saveSplitLineSchema = z.object({
  WF_ID: z.uuid(),
  /** Set to change an existing line (only its creator may). */
  ID: z.uuid().optional(),
  UKNR: z.number().int().default(-1),
  BELEGFELD2: shortText(36),
  /** The diverted amount: numeric and smaller than the origin amount. */
  BRUTTO: z.string().trim().min(1).max(20),
  MWST: z.string().trim().max(20).default('0'),
  BUCHFLAG: z.number().int().min(0).max(99).default(0),
  BUTEXT: shortText(60),
  GKONTO: shortText(20),
  GKONTO_BEZ_: shortText(255),
  KOST1: shortText(20),
  KOST2: shortText(20),
  KOSTMENGE: shortText(20),
  KOST_1_BEZ_: shortText(255),
  KOST_2_BEZ_: shortText(255),
  KST: shortText(20),
  KTR: shortText(20),
  SL_BU: shortText(20),
  SYS_STRING: z.array(z.string().max(255)).max(10).default([]),
  SYS_DATUM: z.array(z.string().max(10)).max(5).default([]),
});
export type SaveSplitLineInput = z.input<typeof saveSplitLineSchema>;

export const costAllocationSchema = z.object({
  ID: z.uuid(),
  HEFT_ID: z.uuid().nullable(),
  WF_ID: z.uuid(),
  BU_ID_ART: z.string(),
  BU_ID: z.string(),
  KOST_ART: z.string(),
  KOST_NR: z.string(),
  KOST_BEZ: z.string(),
  MODE: z.enum(costSplitModes),
  BETRAG: decimalAmountSchema,
  PROZENT: z.string(),
  MENGE: z.string(),
  KUERZEL: z.string(),
  ERSTELLT: z.string(),
});
export type CostAllocation = z.infer<typeof costAllocationSchema>;

export const saveCostAllocationSchema = z.object({
  WF_ID: z.uuid(),
  ID: z.uuid().optional(),
  BU_ID_ART: z.enum(['HEFTUNG', 'SPLIT']).default('HEFTUNG'),
  BU_ID: z.string().max(36).default(''),
  KOST_ART: z.enum(['KOST1', 'KOST2']).default('KOST1'),
  KOST_NR: z.string().trim().min(1).max(20),
  KOST_BEZ: z.string().max(255).default(''),
  MODE: z.enum(costSplitModes),
  /** Amount (mode amount) or percentage (percent modes); ignored for RemainingAmount. */
  VALUE: z.string().trim().max(20).default('0'),
  MENGE: z.string().trim().max(20).default(''),
});
export type SaveCostAllocationInput = z.input<typeof saveCostAllocationSchema>;
