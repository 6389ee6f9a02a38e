import { z } from 'zod';
import { validateRange } from '../masterdata/masterdata.validation.js';
import { isDigits, issue, type ValidationIssue } from '../validation.js';
import {
  captureFields,
  hotkeyActions,
  normalizeKeyCombination,
  toolbarItems,
  type CaptureField,
} from './capture-fields.js';

/**
 * Every stored setting of spec 002, section 7, with its scope (per user, per Mandant or global),
 * its zod schema, its default and any rule beyond the schema. The server registers a get/set pair
 * per entry (`/api/man/<base>/get<call>` and `/set<call>`); the web client renders the settings
 * dialogs from the same entries.
 */
export type SettingScope = 'global' | 'mandant' | 'user';
export type SettingSection =
  | 'capture'
  | 'view'
  | 'analysis'
  | 'textfield'
  | 'zugferd'
  | 'accounting'
  | 'archive'
  | 'datev'
  | 'jobs'
  | 'keys';

export type SettingDefinition<S extends z.ZodType = z.ZodType> = {
  call: string;
  base: 'settings' | 'mandanten' | 'user';
  scope: SettingScope;
  section: SettingSection;
  schema: S;
  defaultValue: z.output<S>;
  validate?(value: z.output<S>): ValidationIssue[];
};

function defineSetting<S extends z.ZodType>(definition: SettingDefinition<S>): SettingDefinition<S> {
  return definition;
}

const fieldList = z.array(z.enum(captureFields)).max(captureFields.length);

function duplicates<T>(values: readonly T[]): T[] {
  return values.filter((value, index) => values.indexOf(value) !== index);
}

function uniqueFields(path: string) {
  return (value: { fields: readonly string[] }) =>
    duplicates(value.fields).length ? [issue(path, 'settings.fields_duplicate')] : [];
}

/** Key combinations must be valid and must not repeat (spec 002, section 5). */
export function validateKeyCombinations(keys: readonly string[], path: string): ValidationIssue[] {
  const normalized = keys.map(normalizeKeyCombination);
  const issues: ValidationIssue[] = [];
  normalized.forEach((key, index) => {
    if (key === null) issues.push(issue(`${path}.${index}`, 'settings.hotkey_invalid'));
  });
  if (issues.length) return issues;
  normalized.forEach((key, index) => {
    if (normalized.indexOf(key) !== index)
      issues.push(issue(`${path}.${index}`, 'settings.hotkey_duplicate'));
  });
  return issues;
}

/** DATEV booking export settings (spec 002, section 5). */
export function validateDatevOptions(value: {
  adviserNumber: string;
  clientNumber: string;
  identityNumber: string;
  year: string;
  accountingNumber: string;
}): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  const adviser = value.adviserNumber.trim();
  if (!isDigits(adviser)) issues.push(issue('adviserNumber', 'settings.datev_number_invalid'));
  else if (Number(adviser) < 1001 || Number(adviser) > 9_999_999)
    issues.push(issue('adviserNumber', 'settings.datev_adviser_number'));
  const client = value.clientNumber.trim();
  if (!isDigits(client)) issues.push(issue('clientNumber', 'settings.datev_number_invalid'));
  else if (Number(client) < 1 || Number(client) > 99_999)
    issues.push(issue('clientNumber', 'settings.datev_client_number'));
  const identity = value.identityNumber.trim();
  if (identity && !isDigits(identity)) issues.push(issue('identityNumber', 'settings.datev_number_invalid'));
  if (!/^(\d{2}|\d{4})$/.test(value.year.trim())) issues.push(issue('year', 'settings.datev_year'));
  const accounting = value.accountingNumber.trim();
  if (!isDigits(accounting) || Number(accounting) < 1 || Number(accounting) > 69)
    issues.push(issue('accountingNumber', 'settings.datev_accounting_number'));
  return issues;
}

export const settingDefinitions = {
  requiredFields: defineSetting({
    call: 'requiredfields',
    base: 'settings',
    scope: 'mandant',
    section: 'capture',
    schema: z.object({ fields: fieldList }),
    defaultValue: { fields: ['Datum', 'Belegnummer', 'Umsatz'] as CaptureField[] },
    validate: uniqueFields('fields'),
  }),
  activeFields: defineSetting({
    call: 'activefields',
    base: 'settings',
    scope: 'mandant',
    section: 'capture',
    schema: z.object({ fields: fieldList }),
    defaultValue: { fields: [...captureFields] },
    validate: uniqueFields('fields'),
  }),
  tabOrder: defineSetting({
    call: 'taborder',
    base: 'settings',
    scope: 'user',
    section: 'capture',
    schema: z.object({ fields: fieldList }),
    defaultValue: { fields: [...captureFields] },
    validate: uniqueFields('fields'),
  }),
  storageType: defineSetting({
    call: 'storagetype',
    base: 'settings',
    scope: 'mandant',
    section: 'archive',
    schema: z.object({ storageType: z.enum(['ARCHIV', 'EXTERNES_DMS', 'ARCHIV_UND_DMS']) }),
    defaultValue: { storageType: 'ARCHIV' },
  }),
  archiveAsPdf: defineSetting({
    call: 'archiveaspdf',
    base: 'settings',
    scope: 'mandant',
    section: 'archive',
    schema: z.object({ enabled: z.boolean() }),
    defaultValue: { enabled: true },
  }),
  colourOption: defineSetting({
    call: 'colouroption',
    base: 'settings',
    scope: 'user',
    section: 'capture',
    schema: z.object({ colour: z.enum(['ORIGINAL', 'GRAUSTUFEN', 'BITONAL', 'FRAGEN']) }),
    defaultValue: { colour: 'ORIGINAL' },
  }),
  projectField: defineSetting({
    call: 'projectfield',
    base: 'settings',
    scope: 'mandant',
    section: 'capture',
    schema: z.object({ enabled: z.boolean(), label: z.string().min(1).max(40), required: z.boolean() }),
    defaultValue: { enabled: false, label: 'Projekt', required: false },
  }),
  zugferdOptions: defineSetting({
    call: 'zugferdoptions',
    base: 'settings',
    scope: 'mandant',
    section: 'zugferd',
    schema: z.object({
      readEmbeddedXml: z.boolean(),
      preferXmlValues: z.boolean(),
      showValidationReport: z.boolean(),
      archiveXml: z.boolean(),
    }),
    defaultValue: {
      readEmbeddedXml: true,
      preferXmlValues: true,
      showValidationReport: true,
      archiveXml: true,
    },
  }),
  zugferdBookingInfo: defineSetting({
    call: 'zugferdbookinginfo',
    base: 'settings',
    scope: 'mandant',
    section: 'zugferd',
    schema: z.object({
      bookingTextSource: z.enum(['LIEFERANT', 'RECHNUNGSNUMMER', 'ERSTE_POSITION', 'KEINE']),
      bookLineItemsSeparately: z.boolean(),
      defaultTaxCode: z.string().max(4),
    }),
    defaultValue: { bookingTextSource: 'LIEFERANT', bookLineItemsSeparately: false, defaultTaxCode: '' },
  }),
  autosave: defineSetting({
    call: 'autosave',
    base: 'settings',
    scope: 'user',
    section: 'capture',
    schema: z.object({ mode: z.enum(['NICHT_SPEICHERN', 'IMMER_SPEICHERN', 'IMMER_FRAGEN']) }),
    defaultValue: { mode: 'IMMER_FRAGEN' },
  }),
  sortCondition: defineSetting({
    call: 'sortcondition',
    base: 'settings',
    scope: 'user',
    section: 'capture',
    schema: z.object({ field: z.enum(['DATUM', 'UMSATZ', 'CREATION_DATE']), ascending: z.boolean() }),
    defaultValue: { field: 'CREATION_DATE', ascending: true },
  }),
  standardView: defineSetting({
    call: 'standardview',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({
      view: z.enum(['PDF', 'VOLLTEXT', 'INDEXDATEN']),
      size: z.enum(['GANZE_HOEHE', 'VOLLE_BREITE', 'EINPASSEN']),
    }),
    defaultValue: { view: 'PDF', size: 'EINPASSEN' },
  }),
  jobsOnStart: defineSetting({
    call: 'jobsonstart',
    base: 'settings',
    scope: 'user',
    section: 'jobs',
    schema: z.object({ showJobList: z.boolean(), pickUpFinishedJobs: z.boolean() }),
    defaultValue: { showJobList: true, pickUpFinishedJobs: false },
  }),
  highlightSearchArea: defineSetting({
    call: 'highlightsearcharea',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({ enabled: z.boolean() }),
    defaultValue: { enabled: true },
  }),
  takeoverOptions: defineSetting({
    call: 'takeoveroptions',
    base: 'settings',
    scope: 'mandant',
    section: 'capture',
    schema: z.object({
      account: z.boolean(),
      contraAccount: z.boolean(),
      costCentres: z.boolean(),
      bookingText: z.boolean(),
      taxCode: z.boolean(),
    }),
    defaultValue: {
      account: true,
      contraAccount: true,
      costCentres: true,
      bookingText: false,
      taxCode: true,
    },
  }),
  accountNumberCheck: defineSetting({
    call: 'accountnumbercheck',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({ enabled: z.boolean(), mode: z.enum(['WARNEN', 'SPERREN']) }),
    defaultValue: { enabled: true, mode: 'WARNEN' },
  }),
  invoiceCheckOnInput: defineSetting({
    call: 'invoicecheckoninput',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      duplicateInvoiceNumber: z.boolean(),
      invoiceNumberPattern: z.boolean(),
      vatId: z.boolean(),
    }),
    defaultValue: { duplicateInvoiceNumber: true, invoiceNumberPattern: true, vatId: false },
  }),
  additionalFields: defineSetting({
    call: 'additionalfields',
    base: 'settings',
    scope: 'mandant',
    section: 'capture',
    schema: z.object({
      fields: z
        .array(
          z.object({
            name: z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,29}$/),
            label: z.string().min(1).max(40),
            type: z.enum(['TEXT', 'ZAHL', 'DATUM']),
            maxLength: z.number().int().min(1).max(255),
          }),
        )
        .max(10),
    }),
    defaultValue: { fields: [] },
    validate: (value) =>
      duplicates(value.fields.map((field) => field.name.toLowerCase())).length
        ? [issue('fields', 'settings.additional_field_duplicate')]
        : [],
  }),
  quickBookingKeys: defineSetting({
    call: 'quickbookingkeys',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      keys: z
        .array(
          z.object({
            key: z.string().min(1).max(30),
            account: z.string().max(9),
            taxCode: z.string().max(4),
            bookingText: z.string().max(60),
          }),
        )
        .max(24),
    }),
    defaultValue: { keys: [] },
    validate: (value) => [
      ...validateKeyCombinations(
        value.keys.map((entry) => entry.key),
        'keys',
      ),
      ...value.keys.flatMap((entry, index) =>
        isDigits(entry.account)
          ? []
          : [issue(`keys.${index}.account`, 'masterdata.account_number_not_numeric')],
      ),
    ],
  }),
  vorgangSettings: defineSetting({
    call: 'vorgangsettings',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      enabled: z.boolean(),
      requireVorgang: z.boolean(),
      defaultVorgangKuerzel: z.string().max(20),
    }),
    defaultValue: { enabled: false, requireVorgang: false, defaultVorgangKuerzel: '' },
  }),
  toolbar: defineSetting({
    call: 'toolbar',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({
      items: z.array(z.enum(toolbarItems)).max(toolbarItems.length),
      showLabels: z.boolean(),
    }),
    defaultValue: { items: [...toolbarItems], showLabels: true },
  }),
  correctionMode: defineSetting({
    call: 'correctionmode',
    base: 'settings',
    scope: 'user',
    section: 'capture',
    schema: z.object({ enabled: z.boolean() }),
    defaultValue: { enabled: false },
  }),
  textField: defineSetting({
    call: 'textfield',
    base: 'settings',
    scope: 'user',
    section: 'textfield',
    schema: z.object({
      autoComplete: z.boolean(),
      maxSuggestions: z.number().int().min(1).max(50),
      upperCase: z.boolean(),
      trimWhitespace: z.boolean(),
    }),
    defaultValue: { autoComplete: true, maxSuggestions: 10, upperCase: false, trimWhitespace: true },
  }),
  analysis: defineSetting({
    call: 'analysis',
    base: 'settings',
    scope: 'mandant',
    section: 'analysis',
    schema: z.object({
      autoAnalysis: z.boolean(),
      ocrLanguages: z
        .array(z.enum(['deu', 'eng', 'rus']))
        .min(1)
        .max(3),
      dataExtraction: z.boolean(),
      detectBarcodes: z.boolean(),
      splitOnBarcode: z.boolean(),
    }),
    defaultValue: {
      autoAnalysis: true,
      ocrLanguages: ['deu', 'eng'],
      dataExtraction: true,
      detectBarcodes: true,
      splitOnBarcode: false,
    },
  }),
  blankPages: defineSetting({
    call: 'blankpages',
    base: 'settings',
    scope: 'mandant',
    section: 'analysis',
    schema: z.object({
      removeBlankPages: z.boolean(),
      thresholdBytes: z.number().int().min(100).max(1_000_000),
    }),
    defaultValue: { removeBlankPages: false, thresholdBytes: 2500 },
  }),
  thumbMode: defineSetting({
    call: 'thumbmode',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({ mode: z.enum(['AUS', 'KLEIN', 'MITTEL', 'GROSS']) }),
    defaultValue: { mode: 'MITTEL' },
  }),
  previewZoom: defineSetting({
    call: 'previewzoom',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({
      zoomPercent: z.number().int().min(10).max(400),
      tooltipMagnification: z.number().int().min(1).max(5),
    }),
    defaultValue: { zoomPercent: 100, tooltipMagnification: 2 },
  }),
  saveAs: defineSetting({
    call: 'saveas',
    base: 'settings',
    scope: 'user',
    section: 'view',
    schema: z.object({
      format: z.enum(['PDF', 'TIF']),
      fileNamePattern: z.string().min(1).max(100),
      includeAnnotations: z.boolean(),
    }),
    defaultValue: { format: 'PDF', fileNamePattern: '{Belegnummer}_{Datum}', includeAnnotations: false },
  }),
  datevConnectExportOptions: defineSetting({
    call: 'datevconnectexportoptions',
    base: 'settings',
    scope: 'mandant',
    section: 'datev',
    schema: z.object({
      enabled: z.boolean(),
      transferDocuments: z.boolean(),
      transferBookings: z.boolean(),
      dataService: z.enum(['RECHNUNGSDATENSERVICE_1', 'BUCHUNGSDATENSERVICE']),
    }),
    defaultValue: {
      enabled: false,
      transferDocuments: true,
      transferBookings: true,
      dataService: 'RECHNUNGSDATENSERVICE_1',
    },
  }),
  outgoingInvoiceCaptions: defineSetting({
    call: 'outgoinginvoicecaptions',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      captions: z
        .array(z.object({ field: z.enum(captureFields), caption: z.string().min(1).max(40) }))
        .max(30),
    }),
    defaultValue: {
      captions: [
        { field: 'Konto', caption: 'Debitor' },
        { field: 'Gegenkonto', caption: 'Erlöskonto' },
      ] as { field: CaptureField; caption: string }[],
    },
    validate: (value) =>
      duplicates(value.captions.map((caption) => caption.field)).length
        ? [issue('captions', 'settings.fields_duplicate')]
        : [],
  }),
  textChoices: defineSetting({
    call: 'textchoices',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({ texts: z.array(z.string().min(1).max(60)).max(200) }),
    defaultValue: { texts: ['Wareneingang', 'Bürobedarf', 'Porto', 'Telefon', 'Reisekosten', 'Bewirtung'] },
  }),
  personalAccountRanges: defineSetting({
    call: 'personalaccountranges',
    base: 'settings',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      debitorFrom: z.string().max(9),
      debitorTo: z.string().max(9),
      kreditorFrom: z.string().max(9),
      kreditorTo: z.string().max(9),
    }),
    defaultValue: { debitorFrom: '10000', debitorTo: '69999', kreditorFrom: '70000', kreditorTo: '99999' },
    validate: (value) => [
      ...validateRange({ from: value.debitorFrom, to: value.debitorTo }).map((found) => ({
        ...found,
        path: found.path === 'from' ? 'debitorFrom' : 'debitorTo',
      })),
      ...validateRange({ from: value.kreditorFrom, to: value.kreditorTo }).map((found) => ({
        ...found,
        path: found.path === 'from' ? 'kreditorFrom' : 'kreditorTo',
      })),
    ],
  }),
  datevOptions: defineSetting({
    call: 'datevudoptions',
    base: 'mandanten',
    scope: 'mandant',
    section: 'datev',
    schema: z.object({
      adviserNumber: z.string().max(10),
      clientNumber: z.string().max(10),
      identityNumber: z.string().max(10),
      year: z.string().max(4),
      accountingNumber: z.string().max(4),
      accountLength: z.number().int().min(4).max(8),
      costSystems: z.enum(['KEINE', 'KOST1', 'KOST1_KOST2']),
      lockBookings: z.boolean(),
    }),
    defaultValue: {
      adviserNumber: '1001',
      clientNumber: '1',
      identityNumber: '',
      year: String(new Date().getFullYear()),
      accountingNumber: '1',
      accountLength: 4,
      costSystems: 'KOST1_KOST2',
      lockBookings: false,
    },
    validate: validateDatevOptions,
  }),
  addisonOptions: defineSetting({
    call: 'addisonudoptions',
    base: 'mandanten',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      companyNumber: z.string().max(10),
      bookingCircle: z.string().max(20),
      transferDocumentImages: z.boolean(),
    }),
    defaultValue: { companyNumber: '', bookingCircle: '', transferDocumentImages: true },
    validate: (value) =>
      value.companyNumber && !isDigits(value.companyNumber)
        ? [issue('companyNumber', 'masterdata.account_number_not_numeric')]
        : [],
  }),
  adataOptions: defineSetting({
    call: 'adataudoptions',
    base: 'mandanten',
    scope: 'mandant',
    section: 'accounting',
    schema: z.object({
      databaseName: z.string().max(100),
      decoupledStart: z.boolean(),
      transferDocumentImages: z.boolean(),
    }),
    defaultValue: { databaseName: '', decoupledStart: false, transferDocumentImages: true },
  }),
  hotkeys: defineSetting({
    call: 'hotkeys',
    base: 'user',
    scope: 'user',
    section: 'keys',
    schema: z.object({
      bindings: z.array(z.object({ action: z.enum(hotkeyActions), keys: z.string().min(1).max(30) })).max(50),
    }),
    defaultValue: {
      bindings: [
        { action: 'SPEICHERN', keys: 'Ctrl+S' },
        { action: 'NAECHSTES_DOKUMENT', keys: 'Ctrl+Pagedown' },
        { action: 'VORHERIGES_DOKUMENT', keys: 'Ctrl+Pageup' },
        { action: 'ANALYSE_STARTEN', keys: 'F5' },
      ] as { action: (typeof hotkeyActions)[number]; keys: string }[],
    },
    validate: (value) =>
      validateKeyCombinations(
        value.bindings.map((binding) => binding.keys),
        'bindings',
      ),
  }),
} satisfies Record<string, SettingDefinition>;

export type SettingKey = keyof typeof settingDefinitions;
export type SettingValue<K extends SettingKey> = z.output<(typeof settingDefinitions)[K]['schema']>;
export const settingKeys = Object.keys(settingDefinitions) as SettingKey[];
