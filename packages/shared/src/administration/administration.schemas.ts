import { z } from 'zod';
import { accountFrames } from '../masterdata/masterdata.enums.js';
import { accountFrameInputSchema } from '../masterdata/masterdata.schemas.js';
import { fibuTypes } from '../tenancy/tenancy.enums.js';

export const userKinds = ['internal', 'mandant', 'external'] as const;
const languageSchema = z.enum(['de', 'en', 'ru']);
const startModuleSchema = z.number().int().min(0).max(4);

/** A right held for every Mandant (`mandantId` null) or for one. */
export const rightGrantSchema = z.object({ right: z.string().max(100), mandantId: z.uuid().nullable() });
export type RightGrant = z.infer<typeof rightGrantSchema>;

export const idBodySchema = z.object({ id: z.uuid() });
export const idQuerySchema = z.object({ id: z.uuid() });

// ── Users ──

export const adminUserSchema = z.object({
  id: z.uuid(),
  kuerzel: z.string(),
  fullName: z.string(),
  email: z.string(),
  kind: z.enum(userKinds),
  isAdmin: z.boolean(),
  language: languageSchema,
  startModule: z.number().int(),
  fibu: z.enum(fibuTypes).nullable(),
  active: z.boolean(),
  passwordChangedAt: z.string().nullable(),
  createdAt: z.string(),
  groupIds: z.array(z.uuid()),
  rights: z.array(rightGrantSchema),
  mandantIds: z.array(z.uuid()),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

const userFields = {
  kuerzel: z.string().max(50),
  fullName: z.string().max(255),
  email: z.string().max(255).default(''),
  kind: z.enum(userKinds).default('internal'),
  isAdmin: z.boolean().default(false),
  language: languageSchema.default('de'),
  startModule: startModuleSchema.default(0),
  fibu: z.enum(fibuTypes).nullable().default(null),
  active: z.boolean().default(true),
  groupIds: z.array(z.uuid()).max(200).default([]),
  rights: z.array(rightGrantSchema).max(500).default([]),
  mandantIds: z.array(z.uuid()).max(5000).default([]),
};
export const userAddSchema = z.object({ ...userFields, password: z.string().max(200) });
export type UserAdd = z.input<typeof userAddSchema>;
export const userEditSchema = z.object({ ...userFields, id: z.uuid() });
export type UserEdit = z.input<typeof userEditSchema>;
export const userPasswordSchema = z.object({ id: z.uuid(), password: z.string().max(200) });
export const userActiveSchema = z.object({ id: z.uuid(), active: z.boolean() });
export const startModuleBodySchema = z.object({ startModule: startModuleSchema });
export const startModuleResultSchema = z.object({ startModule: z.number().int() });
export const userRightsQuerySchema = z.object({
  mandantId: z.uuid().optional(),
  userId: z.uuid().optional(),
});
export const userRightsSchema = z.object({ rights: z.array(z.string()) });
export const rightInfoSchema = z.object({ name: z.string(), perMandant: z.boolean() });

/** Names for pick lists of users and groups (deputies, recipients). */
export const principalSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  fullName: z.string(),
  active: z.boolean(),
});
export type Principal = z.infer<typeof principalSchema>;

// ── Groups ──

export const groupSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string(),
  memberIds: z.array(z.uuid()),
  rights: z.array(rightGrantSchema),
  mandantIds: z.array(z.uuid()),
  protected: z.boolean(),
});
export type Group = z.infer<typeof groupSchema>;
const groupFields = {
  name: z.string().max(100),
  description: z.string().max(999).default(''),
  memberIds: z.array(z.uuid()).max(5000).default([]),
  rights: z.array(rightGrantSchema).max(500).default([]),
  mandantIds: z.array(z.uuid()).max(5000).default([]),
};
export const groupAddSchema = z.object(groupFields);
export type GroupAdd = z.input<typeof groupAddSchema>;
export const groupEditSchema = z.object({ ...groupFields, id: z.uuid() });

// ── Deputies (/SV) ──

export const deputyTypes = ['USER', 'GROUP'] as const;
export const deputyStatuses = ['PLANNED', 'ACTIVE', 'DONE', 'INACTIVE'] as const;
export type DeputyStatus = (typeof deputyStatuses)[number];

export const deputySchema = z.object({
  id: z.uuid(),
  principalUserId: z.uuid(),
  principalName: z.string(),
  deputyType: z.enum(deputyTypes),
  deputyId: z.uuid(),
  deputyName: z.string(),
  startsAt: z.string(),
  endsAt: z.string().nullable(),
  description: z.string(),
  active: z.boolean(),
  status: z.enum(deputyStatuses),
});
export type Deputy = z.infer<typeof deputySchema>;

export const deputyInputSchema = z.object({
  /** Whose deputy this is; only administrators may name another user. Default: the caller. */
  principalUserId: z.uuid().optional(),
  deputyType: z.enum(deputyTypes),
  deputyId: z.uuid().optional(),
  /** Start date dd.MM.yyyy or yyyy-MM-dd and time HH:mm (both required). */
  startDate: z.string().max(20),
  startTime: z.string().max(8),
  endDate: z.string().max(20).default(''),
  endTime: z.string().max(8).default(''),
  description: z.string().max(999).default(''),
  active: z.boolean().default(true),
  /** The answer to the warning that the deputy's rights differ. */
  confirmRightsDifference: z.boolean().default(false),
});
export type DeputyInput = z.input<typeof deputyInputSchema>;
export const deputyEditSchema = deputyInputSchema.extend({ id: z.uuid() });
export const deputyListQuerySchema = z.object({
  principalUserId: z.uuid().optional(),
  /** "true": every entry of the Kanzlei (administrators). */
  all: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});

export const rightDifferenceSchema = z.object({
  right: z.string(),
  mandantId: z.uuid().nullable(),
  mandantName: z.string().nullable(),
});
export const deputyCheckSchema = z.object({
  differs: z.boolean(),
  missingRights: z.array(rightDifferenceSchema),
  missingMandanten: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type DeputyCheck = z.infer<typeof deputyCheckSchema>;

// ── External workflow users (/mandanten) ──

export const externalUserScopes = ['CROSS_MANDANT', 'USER'] as const;
export const externalUserSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  scope: z.enum(externalUserScopes),
  mandantId: z.uuid().nullable(),
  ownerUserId: z.uuid().nullable(),
});
export type ExternalUser = z.infer<typeof externalUserSchema>;
export const externalUserInputSchema = z.object({
  mandantId: z.uuid(),
  name: z.string().max(1000),
  email: z.string().max(1000),
  scope: z.enum(externalUserScopes).default('USER'),
});
export const externalUserEditSchema = externalUserInputSchema.extend({ id: z.uuid() });

// ── Mandanten ──

export const mandantInfoSchema = z.object({
  id: z.uuid(),
  kanzleiNr: z.number().int(),
  kanzleiName: z.string(),
  mandnr: z.number().int(),
  betriebnr: z.number().int(),
  name: z.string(),
  fibu: z.enum(fibuTypes),
  active: z.boolean(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  countryCode: z.string(),
  taxNumber: z.string(),
  vatId: z.string(),
  fiscalYearStartMonth: z.number().int(),
  accountFrame: z.enum(accountFrames).nullable(),
});
export type MandantInfo = z.infer<typeof mandantInfoSchema>;
const mandantFields = {
  mandnr: z.number().int().min(1).max(9_999_999),
  betriebnr: z.number().int().min(0).max(999_999).default(0),
  name: z.string().max(255),
  fibu: z.enum(fibuTypes),
  active: z.boolean().default(true),
  street: z.string().max(255).default(''),
  zip: z.string().max(20).default(''),
  city: z.string().max(255).default(''),
  countryCode: z.string().max(2).default('DE'),
  taxNumber: z.string().max(30).default(''),
  vatId: z.string().max(20).default(''),
  fiscalYearStartMonth: z.number().int().min(1).max(12).default(1),
};
export const mandantSaveSchema = z.object({ ...mandantFields, id: z.uuid() });
export type MandantSave = z.input<typeof mandantSaveSchema>;
export const mandantCreateSchema = z.object({
  ...mandantFields,
  accountFrame: accountFrameInputSchema.nullable().default(null),
});
export type MandantCreate = z.input<typeof mandantCreateSchema>;
export const mandantSummarySchema = z.object({
  id: z.uuid(),
  mandnr: z.number().int(),
  betriebnr: z.number().int(),
  name: z.string(),
  fibu: z.enum(fibuTypes),
  active: z.boolean(),
});
export type MandantSummary = z.infer<typeof mandantSummarySchema>;
export const fibuQuerySchema = z.object({ fibu: z.enum(fibuTypes) });
export const fibuFieldLengthsSchema = z.object({
  fibu: z.enum(fibuTypes),
  accountLength: z.number().int(),
  personalAccountLength: z.number().int(),
  documentField1: z.number().int(),
  documentField2: z.number().int(),
  bookingText: z.number().int(),
  costCentre: z.number().int(),
  additionalText: z.number().int(),
});
export type FibuFieldLengths = z.infer<typeof fibuFieldLengthsSchema>;
