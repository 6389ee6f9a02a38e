import type { DocumentDetail } from '@belegfluss/shared';

const at = '2026-03-05T10:00:00.000Z';

/** A capture document as the server describes it: one imported version, no pages, no values. */
export function documentDetail(changes: Partial<DocumentDetail> = {}): DocumentDetail {
  const version = {
    id: '00000000-0000-4000-8000-0000000000a1',
    versionNo: 1,
    operation: 'import',
    pdfSha256: 'b'.repeat(64),
    pageCount: 0,
    sourceVersionId: null,
    createdBy: null,
    createdAt: at,
  };
  return {
    id: '00000000-0000-4000-8000-0000000000d1',
    mandantId: '00000000-0000-4000-8000-0000000000c1',
    stackId: '00000000-0000-4000-8000-0000000000e1',
    folderId: '00000000-0000-4000-8000-0000000000f1',
    title: 'rechnung.pdf',
    kind: 'pdf',
    status: 'green',
    flags: { locked: false, fibuExported: false, dmsExported: false, archived: false },
    checkout: null,
    inquiryOpen: false,
    originalSha256: 'c'.repeat(64),
    currentVersion: version,
    versions: [version],
    pages: [],
    index: [],
    missingRequiredFields: [],
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}
