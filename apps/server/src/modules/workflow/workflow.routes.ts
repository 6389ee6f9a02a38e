import type { App } from '../../kernel/http.js';
import { registerWorkflowActionRoutes, registerWorkflowLockRoutes } from './workflow-actions.routes.js';
import { registerWorkflowInquiryRoutes, registerWorkflowPostbackRoutes } from './workflow-inquiry.routes.js';
import {
  registerWorkflowDetailRoutes,
  registerWorkflowListRoutes,
  registerWorkflowSortConditionRoutes,
} from './workflow-lists.routes.js';
import type { WorkflowContext } from './workflow.context.js';
import type { createWorkflowGuards } from './workflow.http.js';
import type { WorkflowUseCases } from './workflow.usecases.js';

/** /api/wf/workflows/*: lists, counts, chunks, search, one workflow, and the actions on it. */
export function registerWorkflowRoutes(
  app: App,
  ctx: WorkflowContext,
  guards: ReturnType<typeof createWorkflowGuards>,
  useCases: WorkflowUseCases,
) {
  registerWorkflowListRoutes(app, ctx, guards, useCases);
  registerWorkflowDetailRoutes(app, ctx, guards, useCases);
  registerWorkflowSortConditionRoutes(app, ctx, guards, useCases);
  registerWorkflowLockRoutes(app, ctx, guards, useCases);
  registerWorkflowActionRoutes(app, ctx, guards, useCases);
  registerWorkflowInquiryRoutes(app, ctx, guards, useCases);
  registerWorkflowPostbackRoutes(app, ctx, guards, useCases);
}
