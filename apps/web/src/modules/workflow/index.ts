/** What other screens embed from the workflow module, and its pages. */
export { SendToWorkflowButton } from './components/SendToWorkflowButton.js';
export { DeepLinkPage } from './pages/DeepLinkPage.js';
export { WorkflowSearchPage } from './pages/WorkflowSearchPage.js';
export { WorkflowsPage } from './pages/WorkflowsPage.js';
