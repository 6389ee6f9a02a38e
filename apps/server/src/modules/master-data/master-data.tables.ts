import { sql } from 'drizzle-orm';
import { bigint, boolean, integer, pgTable, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { jobTable } from '../jobs/jobs.tables.js';
import { mandantTable, userTable } from '../tenancy/tenancy.tables.js';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
};
const mandantId = () =>
  uuid('mandant_id')
    .notNull()
    .references(() => mandantTable.id, { onDelete: 'cascade' });

export const ledgerAccountTable = pgTable('ledger_account', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  kind: text('kind').notNull(),
  number: bigint('number', { mode: 'number' }).notNull(),
  parentNumber: bigint('parent_number', { mode: 'number' }),
  name: text('name').notNull(),
  nameLong: text('name_long').notNull().default(''),
  active: boolean('active').notNull().default(true),
  origin: text('origin').notNull().default('manual'),
  ...timestamps,
});

export const personalAccountTable = pgTable('personal_account', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  kind: text('kind').notNull(),
  number: bigint('number', { mode: 'number' }).notNull(),
  name: text('name').notNull(),
  active: boolean('active').notNull().default(true),
  origin: text('origin').notNull().default('manual'),
  shortName: text('short_name').notNull().default(''),
  company: text('company').notNull().default(''),
  street: text('street').notNull().default(''),
  zip: text('zip').notNull().default(''),
  city: text('city').notNull().default(''),
  poBox: text('po_box').notNull().default(''),
  countryCode: text('country_code').notNull().default(''),
  phone1: text('phone1').notNull().default(''),
  phone2: text('phone2').notNull().default(''),
  email: text('email').notNull().default(''),
  bankCode1: text('bank_code1').notNull().default(''),
  bankCode2: text('bank_code2').notNull().default(''),
  accountNumber1: text('account_number1').notNull().default(''),
  accountNumber2: text('account_number2').notNull().default(''),
  iban: text('iban').notNull().default(''),
  bic: text('bic').notNull().default(''),
  taxNumber: text('tax_number').notNull().default(''),
  vatId: text('vat_id').notNull().default(''),
  invoiceNumberPattern: text('invoice_number_pattern').notNull().default(''),
  euSupplier: boolean('eu_supplier').notNull().default(false),
  creditForNegativeAmount: boolean('credit_for_negative_amount').notNull().default(false),
  contraAccount: bigint('contra_account', { mode: 'number' }),
  cost1: text('cost1').notNull().default(''),
  cost2: text('cost2').notNull().default(''),
  alternativeBookingAccount: bigint('alternative_booking_account', { mode: 'number' }),
  section13bCheck: boolean('section13b_check').notNull().default(false),
  differentBillingAddress: boolean('different_billing_address').notNull().default(false),
  billingName: text('billing_name').notNull().default(''),
  billingStreet: text('billing_street').notNull().default(''),
  billingZip: text('billing_zip').notNull().default(''),
  billingCity: text('billing_city').notNull().default(''),
  billingCountryCode: text('billing_country_code').notNull().default(''),
  searchText: text('search_text').generatedAlwaysAs(
    sql`lower(name || ' ' || short_name || ' ' || company || ' ' || city || ' ' || iban || ' ' || vat_id)`,
  ),
  ...timestamps,
});

export const bookingProposalTable = pgTable('booking_proposal', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  personalAccountId: uuid('personal_account_id')
    .notNull()
    .references(() => personalAccountTable.id, { onDelete: 'cascade' }),
  position: integer('position').notNull().default(0),
  accountNumber: bigint('account_number', { mode: 'number' }).notNull(),
  taxCode: text('tax_code').notNull().default(''),
  cost1: text('cost1').notNull().default(''),
  cost2: text('cost2').notNull().default(''),
  bookingText: text('booking_text').notNull().default(''),
  usageCount: integer('usage_count').notNull().default(0),
  lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'string' }),
});

export const costCentreTable = pgTable('cost_centre', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  kind: smallint('kind').notNull().default(1),
  number: text('number').notNull(),
  name: text('name').notNull().default(''),
  active: boolean('active').notNull().default(true),
  origin: text('origin').notNull().default('manual'),
  ...timestamps,
});

export const tagTable = pgTable('tag', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  name: text('name').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const vorgangTypeTable = pgTable('vorgang_type', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  kuerzel: text('kuerzel').notNull(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  prefix: text('prefix').notNull().default(''),
  nextNumber: bigint('next_number', { mode: 'number' }).notNull().default(1),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

export const mandantBankAccountTable = pgTable('mandant_bank_account', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  accountName: text('account_name').notNull(),
  iban: text('iban').notNull(),
  bic: text('bic').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  ...timestamps,
});

export const masterdataImportTable = pgTable('masterdata_import', {
  id: uuid('id').primaryKey().defaultRandom(),
  mandantId: mandantId(),
  kind: text('kind').notNull(),
  format: text('format').notNull(),
  fileName: text('file_name').notNull(),
  objectSha256: text('object_sha256').notNull(),
  jobId: uuid('job_id')
    .notNull()
    .references(() => jobTable.id, { onDelete: 'cascade' }),
  createdBy: uuid('created_by').references(() => userTable.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});

/** The chart of accounts a Mandant books in: SKR03 or SKR04. */
export const accountChartTable = pgTable('masterdata_account_chart', {
  mandantId: uuid('mandant_id')
    .primaryKey()
    .references(() => mandantTable.id, { onDelete: 'cascade' }),
  frame: text('frame').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
});
