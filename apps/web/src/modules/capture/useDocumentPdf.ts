import type { PDFDocumentProxy } from 'pdfjs-dist';
import { useEffect, useState } from 'react';
import { fetchBinary } from './capture.api.js';
import { loadPdf } from './components/PdfPageView.js';

type Loaded = { key: string; pdf: PDFDocumentProxy | null; error: string | null };

/** The PDF of a document's current version, loaded into pdf.js; reloads when the version changes. */
export function useDocumentPdf(
  mandantId: string | null,
  documentId: string | null,
  versionId: string | null,
) {
  const key = mandantId && documentId && versionId ? `${documentId}:${versionId}` : '';
  const [loaded, setLoaded] = useState<Loaded>({ key: '', pdf: null, error: null });
  useEffect(() => {
    if (!key || !mandantId || !documentId) return;
    let cancelled = false;
    let document: PDFDocumentProxy | null = null;
    fetchBinary('/api/cap/CapDocViewer/StreamDocItem', { mandantId, documentId })
      .then((data) => loadPdf(data))
      .then((pdf) => {
        document = pdf;
        if (!cancelled) setLoaded({ key, pdf, error: null });
      })
      .catch((failure: Error) => !cancelled && setLoaded({ key, pdf: null, error: failure.message }));
    return () => {
      cancelled = true;
      void document?.destroy();
    };
  }, [key, mandantId, documentId]);
  return loaded.key === key ? { pdf: loaded.pdf, error: loaded.error } : { pdf: null, error: null };
}
