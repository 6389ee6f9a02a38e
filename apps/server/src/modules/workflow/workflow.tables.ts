import {
  bigint,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { AccountRule, DefinitionStepEntry, Recipient } from '@belegfluss/shared';
import { capDocumentTable } from '../capture/capture.tables.js';
import { groupTable, mandantTable, userTable } from '../tenancy/tenancy.tables.js';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'string' });
const createdAt = () => at('created_at').notNull().defaultNow();
const mandantId = () =>
  uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id, { onDelete: 'cascade' });
const userRef = (name: string) => uuid(name).references(() => userTable.id, { onDelete: 'set null' });
const groupRef = (name: string) => uuid(name).references(() => groupTable.id, { onDelete: 'set null' });
const instanceRef = () =>
  uuid('instance_id')
    .notNull()
    .references(() => wfInstanceTable.id, { onDelete: 'cascade' });

export const wfDefinitionTable = pgTable('wf_definition', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  name: text('name').notNull(),
  modul: text('modul').notNull(),
  kind: text('kind').notNull(),
  dependency: text('dependency').notNull(),
  split: boolean('split').notNull().default(false),
  users: jsonb('users').$type<DefinitionStepEntry[]>().notNull().default([]),
  groups: jsonb('groups').$type<DefinitionStepEntry[]>().notNull().default([]),
  receiver: jsonb('receiver').$type<Recipient>(),
  unreceiver: jsonb('unreceiver').$type<Recipient>(),
  accountRules: jsonb('account_rules').$type<AccountRule[]>().notNull().default([]),
  createdBy: userRef('created_by'),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
  deletedAt: at('deleted_at'),
});

export const wfInstanceTable = pgTable('wf_instance', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  documentId: uuid('document_id').references(() => capDocumentTable.id, { onDelete: 'set null' }),
  definitionId: uuid('definition_id').references(() => wfDefinitionTable.id, { onDelete: 'set null' }),
  definitionName: text('definition_name'),
  kind: text('kind').notNull(),
  split: boolean('split').notNull().default(false),
  header: text('header').notNull(),
  status: text('status').notNull(),
  approveResult: text('approve_result').notNull().default('Keins'),
  wePruefung: boolean('we_pruefung').notNull().default(false),
  receiver: jsonb('receiver').$type<Recipient>(),
  unreceiver: jsonb('unreceiver').$type<Recipient>(),
  chosenGroupId: groupRef('chosen_group_id'),
  startedBy: userRef('started_by'),
  starterKuerzel: text('starter_kuerzel').notNull(),
  startedAt: at('started_at').notNull().defaultNow(),
  completedAt: at('completed_at'),
  pickedUpAt: at('picked_up_at'),
  lockedBy: userRef('locked_by'),
  lockedAt: at('locked_at'),
  version: integer('version').notNull().default(1),
  belegDatum: date('beleg_datum', { mode: 'string' }),
  umsatzCents: bigint('umsatz_cents', { mode: 'number' }),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const wfTaskTable = pgTable('wf_task', {
  id: uuid('id').primaryKey().defaultRandom(),
  instanceId: instanceRef(),
  mandantId: mandantId(),
  stepNo: integer('step_no').notNull(),
  role: text('role').notNull(),
  kind: text('kind').notNull(),
  recipientKind: text('recipient_kind').notNull(),
  recipientUserId: userRef('recipient_user_id'),
  recipientGroupId: groupRef('recipient_group_id'),
  recipientName: text('recipient_name').notNull(),
  invoiceCapture: boolean('invoice_capture').notNull().default(false),
  state: text('state').notNull(),
  result: text('result').notNull().default('Keins'),
  note: text('note').notNull().default(''),
  completedBy: userRef('completed_by'),
  completedByName: text('completed_by_name'),
  completedAt: at('completed_at'),
  onBehalfOf: userRef('on_behalf_of'),
  redirectedFrom: uuid('redirected_from'),
  postbackUntil: at('postback_until'),
  postbackType: text('postback_type'),
  postbackReason: text('postback_reason'),
  postbackTrigger: text('postback_trigger'),
  postbackCustom: text('postback_custom'),
  postbackBy: userRef('postback_by'),
  openedAt: at('opened_at'),
  createdAt: createdAt(),
});

export const wfInquiryTable = pgTable('wf_inquiry', {
  id: uuid('id').primaryKey().defaultRandom(),
  instanceId: instanceRef(),
  mandantId: mandantId(),
  taskId: uuid('task_id').references(() => wfTaskTable.id, { onDelete: 'set null' }),
  senderId: userRef('sender_id'),
  senderName: text('sender_name').notNull(),
  recipientKind: text('recipient_kind').notNull(),
  recipientUserId: userRef('recipient_user_id'),
  recipientGroupId: groupRef('recipient_group_id'),
  recipientName: text('recipient_name').notNull(),
  info: text('info').notNull().default(''),
  anmerkung: text('anmerkung').notNull(),
  expiresAt: at('expires_at').notNull(),
  state: text('state').notNull(),
  takenBy: userRef('taken_by'),
  answer: text('answer'),
  answeredBy: userRef('answered_by'),
  answeredByName: text('answered_by_name'),
  closedAt: at('closed_at'),
  createdAt: createdAt(),
});

export const wfHistoryTable = pgTable('wf_history', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  instanceId: instanceRef(),
  mandantId: mandantId(),
  documentId: uuid('document_id'),
  entryType: integer('entry_type').notNull(),
  userId: userRef('user_id'),
  kuerzel: text('kuerzel').notNull(),
  fullname: text('fullname').notNull(),
  text: text('text').notNull(),
  userInfo: text('user_info').notNull().default(''),
  createdAt: createdAt(),
});

export const wfIndexHistoryTable = pgTable('wf_index_history', {
  id: uuid('id').primaryKey().defaultRandom(),
  seq: bigint('seq', { mode: 'number' }).notNull().generatedAlwaysAsIdentity(),
  instanceId: instanceRef(),
  mandantId: mandantId(),
  field: text('field').notNull(),
  oldValue: text('old_value').notNull(),
  newValue: text('new_value').notNull(),
  userId: userRef('user_id'),
  kuerzel: text('kuerzel').notNull(),
  fullname: text('fullname').notNull(),
  createdAt: createdAt(),
});

export const wfSplitLineTable = pgTable('wf_split_line', {
  id: uuid('id').primaryKey().defaultRandom(),
  instanceId: instanceRef(),
  mandantId: mandantId(),
  documentId: uuid('document_id'),
  uknr: integer('uknr').notNull().default(-1),
  splitnr: integer('splitnr').notNull(),
  pos: integer('pos').notNull(),
  belegfeld2: text('belegfeld2').notNull().default(''),
  bruttoCents: bigint('brutto_cents', { mode: 'number' }).notNull(),
  nettoCents: bigint('netto_cents', { mode: 'number' }).notNull(),
  mwstBasisPoints: integer('mwst_basis_points').notNull().default(0),
  buchflag: integer('buchflag').notNull().default(0),
  butext: text('butext').notNull().default(''),
  buSplitGuid: text('bu_split_guid').notNull(),
  gkonto: text('gkonto').notNull().default(''),
  gkontoBez: text('gkonto_bez').notNull().default(''),
  kost1: text('kost1').notNull().default(''),
  kost2: text('kost2').notNull().default(''),
  kostmenge: text('kostmenge').notNull().default(''),
  kost1Bez: text('kost1_bez').notNull().default(''),
  kost2Bez: text('kost2_bez').notNull().default(''),
  kst: text('kst').notNull().default(''),
  ktr: text('ktr').notNull().default(''),
  slBu: text('sl_bu').notNull().default(''),
  sysStrings: text('sys_strings').array().notNull(),
  sysDates: date('sys_dates', { mode: 'string' }).array().notNull(),
  createdBy: userRef('created_by'),
  kuerzel: text('kuerzel').notNull(),
  fullname: text('fullname').notNull(),
  createdAt: createdAt(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

export const wfCostAllocationTable = pgTable('wf_cost_allocation', {
  id: uuid('id').primaryKey().defaultRandom(),
  instanceId: instanceRef(),
  mandantId: mandantId(),
  documentId: uuid('document_id'),
  buIdArt: text('bu_id_art').notNull(),
  buId: text('bu_id').notNull().default(''),
  kostArt: text('kost_art').notNull(),
  kostNr: text('kost_nr').notNull(),
  kostBez: text('kost_bez').notNull().default(''),
  mode: text('mode').notNull(),
  value: text('value').notNull().default('0'),
  betragCents: bigint('betrag_cents', { mode: 'number' }).notNull(),
  prozent: text('prozent').notNull(),
  menge: text('menge').notNull().default(''),
  position: integer('position').notNull(),
  createdBy: userRef('created_by'),
  kuerzel: text('kuerzel').notNull(),
  createdAt: createdAt(),
});

export const wfFileTable = pgTable('wf_file', {
  id: uuid('id').primaryKey().defaultRandom(),
  instanceId: instanceRef(),
  mandantId: mandantId(),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  sha256: text('sha256').notNull(),
  size: bigint('size', { mode: 'number' }).notNull(),
  colourType: integer('colour_type').notNull().default(1),
  source: text('source').notNull().default('web'),
  addedBy: userRef('added_by'),
  addedByName: text('added_by_name').notNull(),
  createdAt: createdAt(),
  deletedAt: at('deleted_at'),
  deletedBy: userRef('deleted_by'),
});

export const wfStampTable = pgTable('wf_stamp', {
  id: uuid('id').primaryKey().defaultRandom(),
  instanceId: instanceRef(),
  mandantId: mandantId(),
  documentId: uuid('document_id'),
  taskId: uuid('task_id').references(() => wfTaskTable.id, { onDelete: 'set null' }),
  signal: text('signal').notNull(),
  pageIndex: integer('page_index').notNull(),
  x: real('x').notNull(),
  y: real('y').notNull(),
  userId: userRef('user_id'),
  kuerzel: text('kuerzel').notNull(),
  fullname: text('fullname').notNull(),
  createdAt: createdAt(),
});

export const wfDeepLinkTable = pgTable('wf_deep_link', {
  id: uuid('id').primaryKey().defaultRandom(),
  kind: text('kind').notNull(),
  instanceId: instanceRef(),
  mandantId: mandantId(),
  externalUserId: uuid('external_user_id'),
  name: text('name').notNull(),
  email: text('email').notNull().default(''),
  createdBy: userRef('created_by'),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  revokedAt: at('revoked_at'),
});

export const wfDeepLinkSessionTable = pgTable('wf_deep_link_session', {
  id: uuid('id').primaryKey().defaultRandom(),
  linkId: uuid('link_id')
    .notNull()
    .references(() => wfDeepLinkTable.id, { onDelete: 'cascade' }),
  instanceId: instanceRef(),
  mandantId: mandantId(),
  createdAt: createdAt(),
  expiresAt: at('expires_at').notNull(),
  endedAt: at('ended_at'),
});
