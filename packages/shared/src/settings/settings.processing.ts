import { z } from 'zod';
import { ocrLanguageSets } from '../ocr/page-text.schemas.js';
import { defineSetting, type SettingDefinition } from './settings.definition.js';

/** Processing of a Mandant's documents: analysis, blank pages, ZUGFeRD, archive. */
export const processingSettings = {
  archiveAsPdf: defineSetting({
    call: 'archiveaspdf',
    base: 'settings',
    scope: 'mandant',
    section: 'archive',
    schema: z.object({ enabled: z.boolean() }),
    defaultValue: { enabled: true },
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
  /**
   * Text recognition of the Mandant's scans: the Tesseract languages (`INSTALLATION`: the
   * installation's OCR_LANGUAGES). Which jobs run after an upload is the stack's choice (auto jobs).
   */
  analysis: defineSetting({
    call: 'analysis',
    base: 'settings',
    scope: 'mandant',
    section: 'analysis',
    schema: z.object({ ocrLanguages: z.enum(['INSTALLATION', ...ocrLanguageSets]) }),
    defaultValue: { ocrLanguages: 'INSTALLATION' },
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
    /** 400 bytes: a blank scan's bitonal thumbnail stays below, a page with a few text lines above. */
    defaultValue: { removeBlankPages: false, thresholdBytes: 400 },
  }),
} satisfies Record<string, SettingDefinition>;
