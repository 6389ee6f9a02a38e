import type { App } from '../../kernel/http.js';
import type { AppModule } from '../../kernel/module.js';
import { Rights } from '@belegfluss/shared';
import { loadActor } from './workflow.context.js';
import type { WorkflowDependencies } from './workflow.dependencies.js';
import { createWorkflowGuards } from './workflow.http.js';
import { registerWfBookingRoutes } from './wf-booking.routes.js';
import { registerWfDocViewerRoutes } from './wf-docviewer.routes.js';
import { registerWfIndexRoutes } from './wf-index.routes.js';
import { registerWorkflowRoutes } from './workflow.routes.js';
import { registerWorkflowMessages } from './workflow.messages.js';
import { registerWorkflowStartRoutes } from './workflow-start.routes.js';
import { createWorkflowContext, createWorkflowUseCases } from './workflow.usecases.js';

function registerRoutes(app: App, deps: WorkflowDependencies) {
  const ctx = createWorkflowContext(deps);
  const useCases = createWorkflowUseCases(ctx);
  const guards = createWorkflowGuards(app, deps, useCases.deepLinks);
  registerWorkflowRoutes(app, ctx, guards, useCases);
  registerWorkflowStartRoutes(app, ctx, guards, useCases);
  registerWfIndexRoutes(app, ctx, guards, useCases);
  registerWfBookingRoutes(app, ctx, guards, useCases);
  registerWfDocViewerRoutes(app, ctx, guards, useCases);
  registerWorkflowMessages(app, deps.appMessages);
  // GET /api/wf/sdk/GetOpenWFRequestsCount is the shell's; it asks the workflow module for the count.
  deps.shellExtensions.setOpenWorkflowRequestsCounter(async (auth) => {
    if (!auth.isAdmin && !auth.rights.has(Rights.canStartWorkflow)) return 0;
    return useCases.lists.openRequestsCount(await loadActor(ctx, auth));
  });
}

/** Approval workflows: the workflow service /api/wf/workflows/*, WFIndex and WFDocViewer. */
export const workflowModule: AppModule<WorkflowDependencies> = { name: 'workflow', registerRoutes };
