import { waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, NO_JWT_MESSAGE } from '../../kernel/api-client.js';
import { reportApiError } from '../../kernel/global-errors.js';
import { initI18n } from '../../i18n/index.js';
import { renderInApp, signedInManager } from '../../test/harness.js';
import { useGlobalErrorHandling } from './useGlobalErrorHandling.js';

const reloads = vi.hoisted(() => [] as string[]);
vi.mock('../../kernel/reload.js', () => ({ reloadAtRoute: (route: string) => reloads.push(route) }));

beforeAll(async () => {
  await initI18n('de');
});
afterEach(() => {
  reloads.length = 0;
});

function ErrorHandling() {
  useGlobalErrorHandling();
  return null;
}

const refused = () =>
  new ApiRequestError(401, 'auth.unauthorized', NO_JWT_MESSAGE, [], undefined, undefined, '/x');

describe('global error handling of a refused session', () => {
  it('reloads to SessionExpired while the user is signed in', async () => {
    renderInApp(<ErrorHandling />, { manager: signedInManager(['Erfassung']) });
    reportApiError(refused(), {});
    await waitFor(() => expect(reloads).toEqual(['/SessionExpired']));
  });

  it('stays on the start page when the user already signed out here', () => {
    const manager = signedInManager(['Erfassung']);
    renderInApp(<ErrorHandling />, { manager });
    manager.logout({ notifyServer: false });
    reportApiError(refused(), {});
    reportApiError(refused(), {});
    // The handler acts synchronously (see the test above): nothing may have been reloaded.
    expect(reloads).toEqual([]);
  });
});
