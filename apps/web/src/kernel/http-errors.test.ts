import { describe, expect, it } from 'vitest';
import { classifyHttpError, classifyRenewalError, type FailedCall } from './http-errors.js';

const call = (overrides: Partial<FailedCall>): FailedCall => ({
  status: 400,
  code: 'platform.validation_failed',
  message: 'Die Eingaben sind unvollständig oder ungültig.',
  url: '/api/man/x',
  statusText: 'Bad Request',
  ...overrides,
});
const global = { callerHandles: false };

describe('global HTTP error table', () => {
  it('sends instance_locked to the device sessions page', () => {
    expect(classifyHttpError(call({ code: 'auth.instance_locked', status: 409 }), global)).toEqual({
      kind: 'instance-locked',
    });
    expect(classifyHttpError(call({ code: 'instance_locked' }), global).kind).toBe('instance-locked');
  });

  it('ends the session on FORCE_LOGOUT, a missing JWT, a lost message server and a 400 about the token', () => {
    for (const failed of [
      call({ code: 'auth.force_logout', status: 401 }),
      call({ code: 'FORCE_LOGOUT' }),
      call({ code: 'auth.unauthorized', status: 401, message: 'No JWT present or has expired' }),
      call({ message: 'Keine Verbindung zum Nachrichtenserver!', status: 500, code: 'platform.internal' }),
      call({ message: 'Token ungültig' }),
      call({ message: 'RefreshToken abgelaufen' }),
      call({ message: 'invalid access_token' }),
    ]) {
      expect(classifyHttpError(failed, global), failed.message).toEqual({ kind: 'session-expired' });
    }
    expect(classifyHttpError(call({ status: 409, message: 'RefreshToken' }), global).kind).toBe('message');
  });

  it('goes to the root with the licence message on NO_LICENSE', () => {
    expect(classifyHttpError(call({ code: 'auth.no_license', status: 403 }), global).kind).toBe('no-license');
  });

  it('treats maintenance as critical and shows the description', () => {
    expect(
      classifyHttpError(
        call({
          code: 'auth.software_maintenance',
          message: 'Wartung',
          details: { description: 'Update auf 5.1.7' },
        }),
        global,
      ),
    ).toEqual({ kind: 'maintenance', description: 'Update auf 5.1.7' });
  });

  it('words 401, 501, 503, network and job-server failures as the spec says', () => {
    expect(
      classifyHttpError(call({ status: 401, code: 'auth.forbidden', message: 'x' }), global),
    ).toMatchObject({
      textKey: 'common.http-error.401',
      params: { url: '/api/man/x' },
      critical: false,
    });
    expect(
      classifyHttpError(call({ status: 501, code: 'auth.iwa_not_configured', message: 'IWA' }), global),
    ).toMatchObject({
      textKey: 'common.http-error.config',
      critical: true,
    });
    expect(
      classifyHttpError(call({ status: 503, code: 'platform.unavailable', message: 'weg' }), global),
    ).toMatchObject({
      textKey: 'common.http-error.503',
      critical: true,
    });
    expect(classifyHttpError(call({ status: 0, code: 'platform.unavailable' }), global)).toMatchObject({
      textKey: 'common.http-error.no-answer',
      critical: true,
    });
    expect(classifyHttpError(call({ status: 503, code: 'jobs.server_unavailable' }), global)).toMatchObject({
      textKey: 'common.http-error.job-server',
      critical: false,
    });
  });

  it('shows other errors with status, status text and message, unless the caller handles them', () => {
    expect(classifyHttpError(call({ status: 409 }), global)).toMatchObject({
      kind: 'message',
      textKey: 'common.http-error.other',
      params: {
        status: '409',
        statusText: 'Bad Request',
        message: 'Die Eingaben sind unvollständig oder ungültig.',
      },
    });
    expect(classifyHttpError(call({ status: 409 }), { callerHandles: true })).toEqual({ kind: 'caller' });
    // Session and critical errors are handled globally even then.
    expect(classifyHttpError(call({ code: 'auth.force_logout' }), { callerHandles: true }).kind).toBe(
      'session-expired',
    );
  });
});

describe('token renewal failures', () => {
  it('lose the session on invalid_grant, FORCE_LOGOUT and other 400s, and retry network failures', () => {
    expect(classifyRenewalError(400, 'invalid_grant')).toBe('session-lost');
    expect(classifyRenewalError(400, 'FORCE_LOGOUT')).toBe('session-lost');
    expect(classifyRenewalError(400, 'invalid_request')).toBe('session-lost');
    expect(classifyRenewalError(400, 'NO_LICENSE')).toBe('no-license');
    expect(classifyRenewalError(400, 'SOFTWARE_MAINTENANCE')).toBe('maintenance');
    expect(classifyRenewalError(400, 'instance_locked')).toBe('instance-locked');
    expect(classifyRenewalError(0, null)).toBe('retry');
    expect(classifyRenewalError(502, null)).toBe('retry');
  });
});
