import type { FastifyRequest } from 'fastify';
import type { App } from '../kernel/http.js';
import { recordAudit } from '../modules/audit/index.js';
import { mandantAccessConfirmed } from '../modules/tenancy/index.js';
import type { Dependencies } from './dependencies.js';

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Calls that only read although they are POSTs (searches, lookups, checks) or are plumbing. */
const READ_ONLY_CALL =
  /^(get|list|search|check|calc|find|is|has|can|test|validate|render|ocrtextselected|extract|listenmessages|sendmessage|writeerrorlog|ping|keepalive)/i;
const SECRET_KEY = /pass|secret|token|pwd|verifier|^code$/i;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The request values as the trail keeps them: secrets masked, long texts and lists cut. */
export function auditedValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return value.length > 500 ? `${value.slice(0, 500)}…` : value;
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value))
    return Buffer.isBuffer(value) ? '[binary]' : value;
  if (depth > 4) return '[…]';
  if (Array.isArray(value)) return value.slice(0, 100).map((entry) => auditedValue(entry, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, entry]) => [
      key,
      SECRET_KEY.test(key) ? '***' : auditedValue(entry, depth + 1),
    ]),
  );
}

function mandantOf(request: FastifyRequest): string | null {
  const body = request.body as { mandantId?: unknown } | undefined;
  const query = request.query as { mandantId?: unknown } | undefined;
  const candidate = (typeof body === 'object' && body?.mandantId) || query?.mandantId;
  return typeof candidate === 'string' && UUID.test(candidate) ? candidate : null;
}

/**
 * Every write over HTTP goes into the audit trail after it succeeded: who, which call, the Mandant
 * and the values sent (secrets masked); sign-ins also when they fail. Use cases add their own
 * entries where the trail needs more than the request (old and new IBAN, index values, bookings).
 */
export function registerWriteAudit(
  app: App,
  deps: Pick<Dependencies, 'db' | 'clock' | 'logger' | 'tenancy'>,
) {
  // Before the answer leaves: a caller that saw its write succeed finds it in the trail.
  app.addHook('onSend', async (request, reply, payload) => {
    await auditWrite(request, reply.statusCode);
    return payload;
  });

  /**
   * The Mandant a write is filed under: the one it names, if the caller may work in it. A call that
   * succeeds without touching the named Mandant (a per-user setting sent with another Mandant's id)
   * must not write into that Mandant's audit chain.
   */
  async function callersMandant(request: FastifyRequest, mandantId: string | null) {
    if (!mandantId) return null;
    // The handler's own gate for this Mandant already answered the question.
    if (request.auth && mandantAccessConfirmed(request.auth, mandantId)) return mandantId;
    const userId = request.auth?.userId;
    if (!userId) return (await deps.tenancy.findMandantById(mandantId)) ? mandantId : null;
    const user = await deps.tenancy.findUserById(userId);
    if (!user) return null;
    const accessible = await deps.tenancy.listAccessibleMandanten(user);
    return accessible.some((mandant) => mandant.id === mandantId) ? mandantId : null;
  }

  async function auditWrite(request: FastifyRequest, statusCode: number) {
    if (!WRITE_METHODS.has(request.method)) return;
    const route = request.routeOptions.url ?? request.url.split('?')[0] ?? '';
    const signIn = route === '/Token';
    if (statusCode >= 400 && !signIn) return;
    if (!signIn && READ_ONLY_CALL.test(route.split('/').pop() ?? '')) return;
    const mandantId = statusCode < 400 ? mandantOf(request) : null;
    const body = (request.body ?? {}) as Record<string, unknown>;
    const action = signIn
      ? statusCode < 400
        ? `auth.token_${String(body.grant_type ?? 'unknown')}`
        : 'auth.sign_in_failed'
      : `http.${request.method.toLowerCase()}`;
    try {
      await recordAudit(
        deps.db,
        {
          mandantId: await callersMandant(request, mandantId),
          actorId: request.auth?.userId ?? null,
          action,
          entityType: 'route',
          entityId: route,
          data: {
            status: statusCode,
            ip: request.ip,
            body: auditedValue(request.isMultipart() ? {} : body),
            query: auditedValue(request.query ?? {}),
          },
        },
        deps.clock.now(),
      );
    } catch (error) {
      deps.logger.error({ err: error, route }, 'audit entry of a write failed');
    }
  }
}
