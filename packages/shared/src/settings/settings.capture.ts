import { z } from 'zod';
import { issue } from '../validation.js';
import { captureFields, type CaptureField } from './capture-fields.js';
import { defineSetting, fieldList, requiredText, type SettingDefinition } from './settings.definition.js';
import { duplicates, uniqueFields } from './settings.rules.js';

/** Settings of the capture screen and the job list on start (per Mandant: fields and takeover; per user: habits). */
export const captureSettings = {
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
    /** Newest first, as the workflow lists always opened. */
    defaultValue: { field: 'CREATION_DATE', ascending: false },
  }),
  jobsOnStart: defineSetting({
    call: 'jobsonstart',
    base: 'settings',
    scope: 'user',
    section: 'jobs',
    /** Whether the capture screen shows its job list (the same switch as the job list's own). */
    schema: z.object({ showJobList: z.boolean() }),
    defaultValue: { showJobList: true },
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
            label: requiredText(40),
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
  correctionMode: defineSetting({
    call: 'correctionmode',
    base: 'settings',
    scope: 'user',
    section: 'capture',
    schema: z.object({ enabled: z.boolean() }),
    defaultValue: { enabled: false },
  }),
} satisfies Record<string, SettingDefinition>;
