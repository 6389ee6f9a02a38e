/** What other screens embed from the workflow module. */
export { SendToWorkflowButton } from './components/SendToWorkflowButton.js';
