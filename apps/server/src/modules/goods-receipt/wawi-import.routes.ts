import {
  importDeliveryNoteSchema,
  wawiImportListSchema,
  importOrdersSchema,
  wawiImportResultSchema,
} from '@belegfluss/shared';
import { z } from 'zod';
import { getAuth, requestLanguage, type App } from '../../kernel/http.js';
import { validationFailed } from '../../kernel/errors.js';
import { toIso } from '../../kernel/sql.js';
import { readSingleFileUpload } from '../../kernel/upload.js';
import { createGoodsReceiptContext, requireWawiAccess } from './goods-receipt.context.js';
import type { GoodsReceiptDependencies } from './goods-receipt.dependencies.js';
import { goodsReceiptError } from './goods-receipt.errors.js';
import { readCsvFile } from './import/csv-file.js';
import { importDeliveryNote } from './import/delivery-note.usecases.js';
import type { CanonicalRow } from './import/import-formats.js';
import { importLines } from './import/import.usecases.js';
import { createPanelRepository } from './panel.repository.js';
import { WAWI_BASE, wawiTags } from './wawi-view.routes.js';

/** An ERP's JSON line in the import's column shape (numbers as text, flags as 1/0). */
function erpRow(line: z.output<typeof importOrdersSchema>['Lines'][number]): CanonicalRow {
  const { DELETE_FLAG, ...fields } = line;
  return {
    ...(fields as Record<string, string>),
    DELETE_FLAG: DELETE_FLAG === true || DELETE_FLAG === 1 ? '1' : '',
  };
}

/** Getting orders and receipts in: CSV/ORDERS/DESADV files, an ERP's JSON, captured delivery notes. */
export function registerWawiImportRoutes(app: App, deps: GoodsReceiptDependencies) {
  const ctx = createGoodsReceiptContext(deps);
  const pre = { preHandler: app.authenticate };

  app.post(
    `${WAWI_BASE}/ImportCsv`,
    {
      ...pre,
      schema: {
        summary:
          'Import goods-receipt lines from a CSV file (own columns, ORDERS or DESADV): multipart with mandantId and one file',
        tags: wawiTags,
        consumes: ['multipart/form-data'],
        response: { 200: wawiImportResultSchema },
      },
    },
    async (request) => {
      const upload = await readSingleFileUpload(request, goodsReceiptError.importMissingFile);
      const parsed = z.object({ mandantId: z.uuid() }).safeParse({ mandantId: upload.fields.mandantId });
      if (!parsed.success)
        throw validationFailed([{ path: 'body.mandantId', issue: 'invalid', message: '' }]);
      const { actor, mandant } = await requireWawiAccess(
        deps.tenancy,
        getAuth(request),
        parsed.data.mandantId,
      );
      const file = readCsvFile(upload.bytes);
      return importLines(
        ctx,
        actor,
        mandant,
        {
          format: file.format,
          origin: file.origin,
          fileName: upload.fileName.slice(0, 255),
          priceRequired: file.format !== 'DESADV',
        },
        file.lines,
        requestLanguage(request),
      );
    },
  );

  app.post(
    `${WAWI_BASE}/ImportOrders`,
    {
      ...pre,
      schema: {
        summary: 'Import goods-receipt lines from an ERP (JSON, the spec field names)',
        tags: wawiTags,
        body: importOrdersSchema,
        response: { 200: wawiImportResultSchema },
      },
    },
    async (request) => {
      const { actor, mandant } = await requireWawiAccess(
        deps.tenancy,
        getAuth(request),
        request.body.mandantId,
      );
      const lines = request.body.Lines.map((line, index) => ({ line: index + 1, row: erpRow(line) }));
      return importLines(
        ctx,
        actor,
        mandant,
        { format: 'API', origin: 'API', fileName: request.body.Quelle, priceRequired: true },
        lines,
        requestLanguage(request),
      );
    },
  );

  app.post(
    `${WAWI_BASE}/ImportDeliveryNote`,
    {
      ...pre,
      schema: {
        summary: 'Take a captured delivery note (Lieferschein) as goods receipt',
        tags: wawiTags,
        body: importDeliveryNoteSchema,
        response: { 200: wawiImportResultSchema },
      },
    },
    async (request) => {
      const { actor, mandant } = await requireWawiAccess(
        deps.tenancy,
        getAuth(request),
        request.body.mandantId,
      );
      return importDeliveryNote(ctx, actor, mandant, request.body.documentId, requestLanguage(request));
    },
  );

  app.get(
    `${WAWI_BASE}/ListImports`,
    {
      ...pre,
      schema: {
        summary: 'The last imports of goods-receipt lines of a Mandant',
        tags: wawiTags,
        querystring: z.object({ mandantId: z.uuid() }),
        response: { 200: wawiImportListSchema },
      },
    },
    async (request) => {
      await requireWawiAccess(deps.tenancy, getAuth(request), request.query.mandantId);
      const rows = await createPanelRepository({ db: deps.db }).imports(request.query.mandantId, 50);
      return rows.map((row) => ({
        Id: row.id,
        Format: row.format,
        FileName: row.fileName,
        Lines: row.lineCount,
        Imported: row.importedCount,
        Received: row.receivedCount,
        Duplicates: row.duplicateCount,
        CreatedBy: row.createdByName,
        CreatedAt: toIso(row.createdAt),
      }));
    },
  );
}
