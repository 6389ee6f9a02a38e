import type { WorkflowContext } from './workflow.context.js';
import type { WorkflowDependencies } from './workflow.dependencies.js';
import { createWorkflowActionUseCases } from './workflow-actions.usecases.js';
import { createWorkflowBookingUseCases } from './workflow-booking.usecases.js';
import { createWorkflowDocumentBookingUseCases } from './workflow-document-booking.usecases.js';
import { createWorkflowDefinitionUseCases } from './workflow-definitions.usecases.js';
import { createWorkflowDeepLinkUseCases } from './workflow-deeplink.usecases.js';
import { createWorkflowFileUseCases } from './workflow-files.usecases.js';
import { createWorkflowIndexUseCases } from './workflow-index.usecases.js';
import { createWorkflowInquiryUseCases } from './workflow-inquiry.usecases.js';
import { createWorkflowListUseCases } from './workflow-lists.usecases.js';
import { createWorkflowLockUseCases } from './workflow-lock.usecases.js';
import { createWorkflowStartUseCases } from './workflow-start.usecases.js';
import { createWorkflowViewerUseCases } from './wf-docviewer.usecases.js';
import { createWorkflowPorts } from './workflow.wiring.js';

export function createWorkflowContext(deps: WorkflowDependencies): WorkflowContext {
  return {
    db: deps.db,
    clock: deps.clock,
    logger: deps.logger,
    storage: deps.storage,
    tenancy: deps.tenancy,
    tokens: deps.tokens,
    ports: createWorkflowPorts(deps),
    accessTokenTtlSeconds: deps.config.accessTokenTtlSeconds,
  };
}

export function createWorkflowUseCases(ctx: WorkflowContext) {
  return {
    actions: createWorkflowActionUseCases(ctx),
    locks: createWorkflowLockUseCases(ctx),
    inquiries: createWorkflowInquiryUseCases(ctx),
    start: { ...createWorkflowDefinitionUseCases(ctx), ...createWorkflowStartUseCases(ctx) },
    lists: createWorkflowListUseCases(ctx),
    index: createWorkflowIndexUseCases(ctx),
    booking: createWorkflowBookingUseCases(ctx),
    documentBooking: createWorkflowDocumentBookingUseCases(ctx),
    viewer: createWorkflowViewerUseCases(ctx),
    files: createWorkflowFileUseCases(ctx),
    deepLinks: createWorkflowDeepLinkUseCases(ctx),
  };
}
export type WorkflowUseCases = ReturnType<typeof createWorkflowUseCases>;
