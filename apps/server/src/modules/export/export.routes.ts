import {
  exportCheckRequestSchema,
  exportCheckResultSchema,
  exportOptionsSchema,
  exportPeriodCheckResultSchema,
  exportPeriodCheckSchema,
  exportResetRequestSchema,
  exportStartRequestSchema,
  exportStartResultSchema,
  exportStateQuerySchema,
  exportStateSchema,
  extfImportResultSchema,
  mandantQuerySchema,
  Rights,
} from '@belegfluss/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { getAuth, requestLanguage, type App } from '../../kernel/http.js';
import { readSingleFileUpload } from '../../kernel/upload.js';
import { readExtf } from '../master-data/index.js';
import { requireMandantAccess } from '../tenancy/index.js';
import type { ExportDependencies } from './export.dependencies.js';
import { exportError } from './export.errors.js';
import { fiscalYearStart, periodBounds, periodOf, periodProblems } from './export.period.js';
import { checkExport, checkResult, todayOf } from './export-check.usecases.js';
import { startExport } from './export-start.usecases.js';
import { exportOptions, exportState, resetExport } from './export-state.usecases.js';
import { checkExtfFile } from './extf/extf-rules.js';

const base = '/api/man/externfibu';

/** Signed in, the capture right (or Verwaltung for resets), access to the Mandant named in the call. */
async function exportActor(
  deps: ExportDependencies,
  request: FastifyRequest,
  mandantId: string,
  right: string,
) {
  const auth = getAuth(request);
  await requireMandantAccess(deps.tenancy, auth, mandantId, right);
  return { userId: auth.userId, name: auth.fullName };
}

/** The months from `from` to `to` (YYYY-MM). */
function periodsBetween(from: string, to: string): string[] {
  const periods: string[] = [];
  for (let period = periodOf(from); period <= periodOf(to) && periods.length < 600;) {
    periods.push(period);
    const next = new Date(`${periodBounds(period).to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    period = next.toISOString().slice(0, 7);
  }
  return periods;
}

/** `/api/man/externfibu/*`: DATEV checks, export, state, options, period check, reading EXTF files, reset. */
export function registerExportRoutes(app: App, deps: ExportDependencies) {
  const pre = { preHandler: app.authenticate };
  const schema = (summary: string) => ({ summary, tags: ['export'] });

  app.post(
    `${base}/datevchecks`,
    {
      ...pre,
      schema: {
        ...schema('Pre-export check: every problem before writing, in DATEV’s words'),
        body: exportCheckRequestSchema,
        response: { 200: exportCheckResultSchema },
      },
    },
    async (request) => {
      await exportActor(deps, request, request.body.mandantId, Rights.canStartUnides);
      return checkResult(await checkExport(deps, request.body), requestLanguage(request));
    },
  );
  app.post(
    `${base}/export`,
    {
      ...pre,
      schema: {
        ...schema('Start the booking export job (after the pre-export check)'),
        body: exportStartRequestSchema,
        response: { 200: exportStartResultSchema },
      },
    },
    async (request) => {
      const actor = await exportActor(deps, request, request.body.mandantId, Rights.canStartUnides);
      return startExport(deps, actor, request.body);
    },
  );
  app.get(
    `${base}/state`,
    {
      ...pre,
      schema: {
        ...schema('Latest export runs and the export state of documents'),
        querystring: exportStateQuerySchema,
        response: { 200: exportStateSchema },
      },
    },
    async (request) => {
      await exportActor(deps, request, request.query.mandantId, Rights.canStartUnides);
      return exportState(deps, request.query.mandantId, request.query.documentIds);
    },
  );
  app.get(
    `${base}/exportoptions`,
    {
      ...pre,
      schema: {
        ...schema('The accounting settings the export writes with'),
        querystring: mandantQuerySchema,
        response: { 200: exportOptionsSchema },
      },
    },
    async (request) => {
      await exportActor(deps, request, request.query.mandantId, Rights.canStartUnides);
      return exportOptions(deps, request.query.mandantId);
    },
  );
  app.get(
    `${base}/periodcheck`,
    {
      ...pre,
      schema: {
        ...schema('Whether a period may be exported and its booking periods'),
        querystring: exportPeriodCheckSchema,
        response: { 200: exportPeriodCheckResultSchema },
      },
    },
    async (request) => {
      const { mandantId, from, to } = request.query;
      await exportActor(deps, request, mandantId, Rights.canStartUnides);
      const codes = periodProblems(from, to, todayOf(deps));
      return { ok: codes.length === 0, codes, periods: codes.length ? [] : periodsBetween(from, to) };
    },
  );
  app.post(
    `${base}/reset`,
    {
      ...pre,
      schema: {
        ...schema('Take documents back from "FiBu exportiert" (reason required, audited)'),
        body: exportResetRequestSchema,
        response: { 200: z.object({ reset: z.number() }) },
      },
    },
    async (request) => {
      const actor = await exportActor(deps, request, request.body.mandantId, Rights.canStartVerwaltung);
      return resetExport(deps, actor, request.body);
    },
  );
  app.post(
    `${base}/import`,
    {
      ...pre,
      schema: {
        ...schema('Read an EXTF file (multipart: mandantId, one file) and check it against DATEV’s rules'),
        consumes: ['multipart/form-data'],
        response: { 200: extfImportResultSchema },
      },
    },
    async (request) => {
      const upload = await readSingleFileUpload(request, () => exportError.importNotExtf());
      const { mandantId } = mandantQuerySchema.parse({ mandantId: upload.fields.mandantId });
      await exportActor(deps, request, mandantId, Rights.canStartUnides);
      const file = readExtf(upload.bytes);
      if (!file) throw exportError.importNotExtf({ fileName: upload.fileName });
      return {
        category: file.header.category,
        formatName: file.header.formatName,
        formatVersion: file.header.formatVersion,
        rows: file.rows.length,
        problems: checkExtfFile(upload.bytes).map(
          (finding) => `Zeile ${finding.line}, ${finding.field}: ${finding.rule}`,
        ),
      };
    },
  );
  app.get(
    `${base}/fiscalyear`,
    {
      ...pre,
      schema: {
        ...schema('The fiscal year start (WJ-Beginn) a date lies in'),
        querystring: z.object({ mandantId: z.uuid(), date: z.iso.date() }),
        response: { 200: z.object({ fiscalYearStart: z.string() }) },
      },
    },
    async (request) => {
      await exportActor(deps, request, request.query.mandantId, Rights.canStartUnides);
      const options = await exportOptions(deps, request.query.mandantId);
      return { fiscalYearStart: fiscalYearStart(request.query.date, options.fiscalYearStartMonth) };
    },
  );
}
