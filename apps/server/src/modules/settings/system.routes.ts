import {
  adataBetriebSchema,
  mandantQuerySchema,
  sendMailFieldsSchema,
  sendMailResultSchema,
  smtpSettingsSchema,
  smtpUpdateSchema,
  vatRateSchema,
  type VatRate,
} from '@belegfluss/shared';
import { z } from 'zod';
import type { SettingsDependencies } from './settings.dependencies.js';
import { createErrorFactory } from '../../kernel/errors.js';
import { getAuth, requireAdmin, type App } from '../../kernel/http.js';
import { createMandantGuard } from '../tenancy/index.js';
import { readSingleFileUpload } from '../../kernel/upload.js';
import { sendDocumentMail } from './mail.js';
import { createSettingsService } from './settings.service.js';

const functionNotSupported = createErrorFactory('settings.function_not_supported');
const attachmentRequired = createErrorFactory('settings.mail_attachment_required');

/** German VAT rates with DATEV's automatic tax keys (input tax / output tax). */
export const vatRates: VatRate[] = [
  {
    rate: '19.00',
    label: 'Regelsteuersatz 19 %',
    inputTaxCode: '9',
    outputTaxCode: '3',
    validFrom: '2007-01-01',
    validTo: null,
  },
  {
    rate: '7.00',
    label: 'Ermäßigter Steuersatz 7 %',
    inputTaxCode: '8',
    outputTaxCode: '2',
    validFrom: '1983-07-01',
    validTo: null,
  },
  {
    rate: '16.00',
    label: 'Regelsteuersatz 16 % (2. Halbjahr 2020)',
    inputTaxCode: '9',
    outputTaxCode: '3',
    validFrom: '2020-07-01',
    validTo: '2020-12-31',
  },
  {
    rate: '5.00',
    label: 'Ermäßigter Steuersatz 5 % (2. Halbjahr 2020)',
    inputTaxCode: '8',
    outputTaxCode: '2',
    validFrom: '2020-07-01',
    validTo: '2020-12-31',
  },
  {
    rate: '0.00',
    label: 'Steuerfrei / 0 %',
    inputTaxCode: '',
    outputTaxCode: '',
    validFrom: '1968-01-01',
    validTo: null,
  },
];

/** `/api/man/system`: SMTP settings, sending a document by e-mail, ADATA Betriebe, text choices, VAT rates. */
export function registerSystemRoutes(app: App, deps: SettingsDependencies) {
  const guard = createMandantGuard(deps);
  const settings = createSettingsService(deps);
  const tags = ['system'];

  app.get(
    '/api/man/system/getsmtp',
    {
      preHandler: [app.authenticate, requireAdmin],
      schema: {
        summary: 'SMTP settings (the password is never returned)',
        tags,
        response: { 200: smtpSettingsSchema },
      },
    },
    async () => settings.getSmtp(),
  );

  app.post(
    '/api/man/system/updatesmtp',
    {
      preHandler: [app.authenticate, requireAdmin],
      schema: {
        summary: 'Change the SMTP settings',
        tags,
        body: smtpUpdateSchema,
        response: { 200: smtpSettingsSchema },
      },
    },
    async (request) => settings.setSmtp(request.body, getAuth(request).userId),
  );

  app.post(
    '/api/man/system/senddocumentmail',
    {
      preHandler: app.authenticate,
      schema: {
        summary:
          'Send a document as PDF by e-mail: multipart with mandantId, to, subject, message, pdfFileName and one PDF file',
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: sendMailResultSchema },
      },
    },
    async (request) => {
      const upload = await readSingleFileUpload(request, attachmentRequired);
      const fields = sendMailFieldsSchema.parse({
        mandantId: upload.fields.mandantId,
        to: upload.fields.to ?? '',
        subject: upload.fields.subject ?? '',
        message: upload.fields.message ?? '',
        pdfFileName: upload.fields.pdfFileName ?? '',
      });
      await guard.read(getAuth(request), fields.mandantId);
      if (upload.bytes.subarray(0, 5).toString('latin1') !== '%PDF-') throw attachmentRequired();
      return sendDocumentMail({ settings, logger: deps.logger }, { ...fields, pdf: upload.bytes });
    },
  );

  app.get(
    '/api/man/system/getadatabetriebe',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Betriebe (business numbers) of an ADATA Mandant the caller may use',
        tags,
        querystring: mandantQuerySchema,
        response: { 200: z.array(adataBetriebSchema) },
      },
    },
    async (request) => {
      const auth = getAuth(request);
      const mandant = await guard.read(auth, request.query.mandantId);
      if (mandant.fibu !== 'ADATA') throw functionNotSupported();
      const user = await deps.tenancy.findUserById(auth.userId);
      const accessible = user ? await deps.tenancy.listAccessibleMandanten(user) : [];
      return accessible
        .filter(
          (other) =>
            other.kanzleiId === mandant.kanzleiId &&
            other.mandnr === mandant.mandnr &&
            other.fibu === 'ADATA',
        )
        .map((other) => ({
          mandantId: other.id,
          mandnr: other.mandnr,
          betriebnr: other.betriebnr,
          name: other.name,
        }));
    },
  );

  app.get(
    '/api/man/system/getUD_TEXT_AUSWAHL',
    {
      preHandler: app.authenticate,
      schema: {
        summary: 'Booking text choices of the Mandant',
        tags,
        querystring: mandantQuerySchema,
        response: { 200: z.array(z.string()) },
      },
    },
    async (request) => {
      await guard.read(getAuth(request), request.query.mandantId);
      return (await settings.get('textChoices', { mandantId: request.query.mandantId })).texts;
    },
  );

  app.get(
    '/api/man/system/getmwstlist',
    {
      preHandler: app.authenticate,
      schema: { summary: 'VAT rates with DATEV tax keys', tags, response: { 200: z.array(vatRateSchema) } },
    },
    async () => vatRates,
  );
}
