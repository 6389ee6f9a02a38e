import { useEffect } from 'react';
import { useSearchParams } from 'react-router';

export type CaptureLink = { mandantId: string | null; stackId: string; documentId: string };

/**
 * `#/MainFrame/Unides?mandantId=…&stackId=…&documentId=…` opens that document (links from the export's
 * pre-export check). The parameters are taken once and removed, so the same link works again.
 */
export function useCaptureDeepLink(open: (link: CaptureLink) => void) {
  const [params, setParams] = useSearchParams();
  const stackId = params.get('stackId');
  const documentId = params.get('documentId');
  const mandantId = params.get('mandantId');
  useEffect(() => {
    if (!stackId || !documentId) return;
    open({ mandantId, stackId, documentId });
    setParams({}, { replace: true });
  }, [mandantId, stackId, documentId, open, setParams]);
}
