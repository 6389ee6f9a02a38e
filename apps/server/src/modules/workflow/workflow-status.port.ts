import type { Db } from '../../kernel/database.js';
import { createWorkflowRepository } from './workflow.repository.js';

/** What capture asks the workflow module: which documents a running workflow routes. */
export type WorkflowStatusPort = {
  documentsInRunningWorkflow(db: Db, mandantId: string, documentIds: string[]): Promise<Set<string>>;
  /** The documents whose latest workflow ended rejected ("Abgelehnt"); the export leaves them out. */
  documentsRejectedInWorkflow(db: Db, mandantId: string, documentIds: string[]): Promise<Set<string>>;
};

/** Implements capture's workflow-status port; "running" is any status but completed or cancelled. */
export function createWorkflowStatusPort(): WorkflowStatusPort {
  return {
    async documentsInRunningWorkflow(db, mandantId, documentIds) {
      if (documentIds.length === 0) return new Set();
      return new Set(
        await createWorkflowRepository({ db }).documentsInRunningWorkflow(mandantId, documentIds),
      );
    },
    async documentsRejectedInWorkflow(db, mandantId, documentIds) {
      return new Set(
        await createWorkflowRepository({ db }).documentsRejectedInWorkflow(mandantId, documentIds),
      );
    },
  };
}
