import { afterAll, beforeAll, expect } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { createCapturedInvoice, mandantIdOf, userIdOf } from './workflow.testing.js';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The app the workflow route tests share: signed-in demo users of Mandant 10001, a caller per user,
 * a two-step definition (freigeber, then admin) and a workflow started by the clerk on a captured
 * invoice. Registers its own beforeAll/afterAll; `ready()` gives the app once they ran.
 */
export function workflowRoutesHarness() {
  let t: TestApp | undefined;
  let mandantId = '';
  const auth: Record<string, string> = {};
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestApp();
    mandantId = await mandantIdOf(t, 10001);
    for (const kuerzel of ['admin', 'erfasser', 'freigeber', 'sba', 'mandant']) {
      auth[kuerzel] = await t.login(kuerzel);
      ids[kuerzel] = await userIdOf(t, kuerzel);
    }
  });
  afterAll(async () => t?.close());

  const ready = () => {
    if (!t) throw new Error('workflow test app not started');
    return { t, mandantId };
  };

  const call = (kuerzel: string, method: Method, url: string, payload?: unknown) =>
    ready().t.app.inject({
      method,
      url,
      headers: { authorization: auth[kuerzel] as string },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  async function twoStepDefinition(name: string) {
    const response = await call('admin', 'POST', '/api/wf/workflows/buildapprovewf', {
      mandantId,
      Name: name,
      Type: 'General',
      Users: [
        { Id: ids.freigeber, Step: 1 },
        { Id: ids.admin, Step: 2 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().Id as string;
  }

  async function start(definitionId: string, title: string, index: Record<string, string> = {}) {
    const document = await createCapturedInvoice(ready().t, { mandantId, title, index });
    const response = await call('erfasser', 'POST', '/api/wf/workflows/sendworkflowmulti', {
      mandantId,
      DocIDs: [document.documentId],
      DefinitionId: definitionId,
      sAnmerkung: 'Bitte prüfen',
    });
    expect(response.statusCode, response.body).toBe(200);
    return { documentId: document.documentId, instanceId: response.json().Result[0].WF_INSTANCEID as string };
  }

  return { ready, auth, ids, call, twoStepDefinition, start };
}
