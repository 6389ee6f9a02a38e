import { MessageType, type MessageTypeValue } from '@belegfluss/shared';
import type { FastifyRequest } from 'fastify';
import type { AppMessages } from '../../kernel/app-messages.js';
import type { App } from '../../kernel/http.js';

/** The workflow actions the user's other instances hear of (spec 002, message types). */
const messageOfRoute: Record<string, MessageTypeValue> = {
  '/api/wf/workflows/submit/:id': MessageType.workflowSubmitted,
  '/api/wf/workflows/redirect': MessageType.workflowRedirected,
  '/api/wf/workflows/rueckfrage': MessageType.workflowInquiry,
  '/api/wf/workflows/completerueckfrage': MessageType.workflowInquiry,
  '/api/wf/workflows/cancelrueckfrage': MessageType.workflowInquiry,
  '/api/wf/workflows/postback': MessageType.workflowPostback,
  '/api/wf/workflows/deletepostback/:id': MessageType.workflowPostback,
  '/api/wf/workflows/pickUpWorkflows': MessageType.processPickedUp,
};

function instanceIdOf(request: FastifyRequest): string | undefined {
  const params = request.params as { id?: unknown } | undefined;
  const body = request.body as { InstanceId?: unknown; InstanceIds?: unknown } | undefined;
  const id =
    params?.id ?? body?.InstanceId ?? (Array.isArray(body?.InstanceIds) ? body.InstanceIds[0] : undefined);
  return typeof id === 'string' ? id : undefined;
}

/**
 * After a workflow action succeeded, the acting user's other instances are told (a capture window
 * refreshes the document's workflow state, a second workflow window its lists).
 */
export function registerWorkflowMessages(app: App, appMessages: AppMessages) {
  app.addHook('onResponse', async (request, reply) => {
    const messageType = messageOfRoute[request.routeOptions.url ?? ''];
    if (messageType === undefined || reply.statusCode >= 300 || !request.auth) return;
    const workflowInstanceID = instanceIdOf(request);
    await appMessages.publish({
      userId: request.auth.userId,
      messageType,
      customData: workflowInstanceID ? { workflowInstanceID } : {},
    });
  });
}
