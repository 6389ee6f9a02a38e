/**
 * The global HTTP error table of spec 000, section 8, as a pure decision: what the client does
 * with a failed call. The shell carries the action out (dialogs, navigation, reload).
 */
export type HttpErrorAction =
  | { kind: 'ignore' }
  | { kind: 'instance-locked' }
  | { kind: 'session-expired' }
  | { kind: 'no-license' }
  | { kind: 'maintenance'; description: string }
  | { kind: 'instance-terminated' }
  | { kind: 'message'; textKey: string; params: Record<string, string>; critical: boolean }
  | { kind: 'caller' };

export type FailedCall = {
  status: number;
  code: string;
  message: string;
  url: string;
  statusText?: string;
  details?: Record<string, unknown> | undefined;
};

const SESSION_LOST_MESSAGES = ['No JWT present or has expired', 'Keine Verbindung zum Nachrichtenserver!'];
const is = (code: string, ...candidates: string[]) => candidates.includes(code);

export function classifyHttpError(call: FailedCall, options: { callerHandles: boolean }): HttpErrorAction {
  if (call.code === 'AbortError') return { kind: 'ignore' };
  if (is(call.code, 'auth.instance_locked', 'instance_locked')) return { kind: 'instance-locked' };
  if (
    is(call.code, 'auth.force_logout', 'FORCE_LOGOUT', 'messaging.no_connection') ||
    SESSION_LOST_MESSAGES.some((text) => call.message.includes(text))
  ) {
    return { kind: 'session-expired' };
  }
  if (is(call.code, 'auth.no_license', 'NO_LICENSE')) return { kind: 'no-license' };
  if (call.status === 400 && is(call.code, 'auth.software_maintenance', 'SOFTWARE_MAINTENANCE')) {
    const description =
      typeof call.details?.description === 'string' ? call.details.description : call.message;
    return { kind: 'maintenance', description };
  }
  // "mentions Token": also inside a word (RefreshToken, access_token).
  if (call.status === 400 && /token/i.test(call.message)) return { kind: 'session-expired' };
  if (is(call.code, 'auth.instance_terminated')) return { kind: 'instance-terminated' };
  if (call.status === 501) {
    return {
      kind: 'message',
      textKey: 'common.http-error.config',
      params: { message: call.message },
      critical: true,
    };
  }
  if (is(call.code, 'jobs.server_unavailable')) {
    return { kind: 'message', textKey: 'common.http-error.job-server', params: {}, critical: false };
  }
  if (call.status === 503) {
    return {
      kind: 'message',
      textKey: 'common.http-error.503',
      params: { message: call.message },
      critical: true,
    };
  }
  if (call.status === 0) {
    return { kind: 'message', textKey: 'common.http-error.no-answer', params: {}, critical: true };
  }
  if (options.callerHandles) return { kind: 'caller' };
  if (call.status === 401) {
    return { kind: 'message', textKey: 'common.http-error.401', params: { url: call.url }, critical: false };
  }
  return {
    kind: 'message',
    textKey: 'common.http-error.other',
    params: { status: String(call.status), statusText: call.statusText ?? '', message: call.message },
    critical: false,
  };
}

/**
 * Token renewal (spec 000, section 8): invalid_grant or FORCE_LOGOUT means the session is lost,
 * NO_LICENSE raises NO_LICENSE, a network failure is tried again later; any other 400 that is not
 * instance_locked ends the session as well.
 */
export type RenewalOutcome = 'session-lost' | 'no-license' | 'maintenance' | 'retry' | 'instance-locked';

export function classifyRenewalError(status: number, error: string | null): RenewalOutcome {
  if (status === 0 || status >= 500 || status === 429) return 'retry';
  if (error === 'instance_locked') return 'instance-locked';
  if (error === 'NO_LICENSE') return 'no-license';
  if (error === 'SOFTWARE_MAINTENANCE') return 'maintenance';
  return 'session-lost';
}
