import type { Dependencies } from '../app/dependencies.js';
import type { TestApp } from '../test/test-app.js';
import { createCapturedInvoice } from '../modules/workflow/workflow.testing.js';

/**
 * A captured invoice: a generated PDF stored as the original and current version, its capture-mask
 * values set, status green (as the capture mask leaves a document whose required fields are filled).
 */
export async function createSampleInvoice(
  deps: Dependencies,
  mandantId: string,
  title: string,
  values: Record<string, string>,
): Promise<string> {
  const { documentId } = await createCapturedInvoice({ deps } as TestApp, {
    mandantId,
    title,
    index: values,
    stackName: 'Export-Beispiel',
  });
  return documentId;
}
