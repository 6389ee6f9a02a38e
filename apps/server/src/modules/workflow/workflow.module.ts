import type { Dependencies } from '../../app/dependencies.js';
import type { App } from '../../kernel/http.js';
import type { AppModule } from '../../kernel/module.js';
import { Rights } from '@belegfluss/shared';
import { loadActor, type WorkflowContext } from './workflow.context.js';
import { createWorkflowActionUseCases } from './workflow-actions.usecases.js';
import { createWorkflowBookingUseCases } from './workflow-booking.usecases.js';
import { createWorkflowDeepLinkUseCases } from './workflow-deeplink.usecases.js';
import { createWorkflowFileUseCases } from './workflow-files.usecases.js';
import { createWorkflowGuards } from './workflow.http.js';
import { createWorkflowIndexUseCases } from './workflow-index.usecases.js';
import { createWorkflowInquiryUseCases } from './workflow-inquiry.usecases.js';
import { createWorkflowListUseCases } from './workflow-lists.usecases.js';
import { createWorkflowLockUseCases } from './workflow-lock.usecases.js';
import { createWorkflowStartUseCases } from './workflow-start.usecases.js';
import { registerWfBookingRoutes } from './wf-booking.routes.js';
import { registerWfDocViewerRoutes } from './wf-docviewer.routes.js';
import { createWorkflowViewerUseCases } from './wf-docviewer.usecases.js';
import { registerWfIndexRoutes } from './wf-index.routes.js';
import { registerWorkflowRoutes } from './workflow.routes.js';
import { registerWorkflowStartRoutes } from './workflow-start.routes.js';
import { createWorkflowPorts } from './workflow.wiring.js';

export function createWorkflowContext(deps: Dependencies): WorkflowContext {
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
    start: createWorkflowStartUseCases(ctx),
    lists: createWorkflowListUseCases(ctx),
    index: createWorkflowIndexUseCases(ctx),
    booking: createWorkflowBookingUseCases(ctx),
    viewer: createWorkflowViewerUseCases(ctx),
    files: createWorkflowFileUseCases(ctx),
    deepLinks: createWorkflowDeepLinkUseCases(ctx),
  };
}
export type WorkflowUseCases = ReturnType<typeof createWorkflowUseCases>;

function registerRoutes(app: App, deps: Dependencies) {
  const ctx = createWorkflowContext(deps);
  const useCases = createWorkflowUseCases(ctx);
  const guards = createWorkflowGuards(app, deps, useCases.deepLinks);
  registerWorkflowRoutes(app, ctx, guards, useCases);
  registerWorkflowStartRoutes(app, ctx, guards, useCases);
  registerWfIndexRoutes(app, ctx, guards, useCases);
  registerWfBookingRoutes(app, ctx, guards, useCases);
  registerWfDocViewerRoutes(app, ctx, guards, useCases);
  // GET /api/wf/sdk/GetOpenWFRequestsCount is the shell's; it asks the workflow module for the count.
  deps.shellExtensions.setOpenWorkflowRequestsCounter(async (auth) => {
    if (!auth.isAdmin && !auth.rights.has(Rights.canStartWorkflow)) return 0;
    return useCases.lists.openRequestsCount(await loadActor(ctx, auth));
  });
}

/** Approval workflows: the workflow service /api/wf/workflows/*, WFIndex and WFDocViewer. */
export const workflowModule: AppModule<Dependencies> = { name: 'workflow', registerRoutes };
