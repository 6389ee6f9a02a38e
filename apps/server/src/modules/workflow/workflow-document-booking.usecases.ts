import {
  HistoryEntryType,
  type Booking,
  type DocumentBookingProposal,
  type workflowSaveBookingSchema,
} from '@belegfluss/shared';
import type { z } from 'zod';
import { findViewable, recordEvent, type WorkflowContext } from './workflow.context.js';
import { openForBooking } from './workflow-booking.usecases.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import type { WorkflowActor } from './workflow.policies.js';
import type { InstanceRow } from './workflow.repository.js';

/** The workflow's document; a workflow whose document was deleted has no booking. */
function documentOf(instance: InstanceRow): string {
  if (!instance.documentId) throw workflowError.notAvailable({ instanceId: instance.id });
  return instance.documentId;
}

/**
 * The document's booking record (Kontierung) in the workflow's Buchung tab: the same record as in
 * capture, through the booking module's port; the approver changes it, lines added here are splits
 * only their creator changes.
 */
export function createWorkflowDocumentBookingUseCases(ctx: WorkflowContext) {
  const viewable = (actor: WorkflowActor, instanceId: string) => findViewable(ctx.db, actor, instanceId);
  return {
    /** The document's booking record (Kontierung) as the workflow shows it. */
    async getBooking(actor: WorkflowActor, instanceId: string): Promise<Booking> {
      const instance = await viewable(actor, instanceId);
      return ctx.ports.documentBooking.get(ctx.db, instance.mandantId, documentOf(instance));
    },

    /** The proposal from the creditor's last booking for the workflow's document. */
    async getBookingProposal(actor: WorkflowActor, instanceId: string): Promise<DocumentBookingProposal> {
      const instance = await viewable(actor, instanceId);
      return ctx.ports.documentBooking.proposal(ctx.db, instance.mandantId, documentOf(instance));
    },

    /**
     * The approver changes the document's booking: all its checks, lines entered in the workflow
     * become splits only their creator changes; the change is written to the history in the same
     * transaction.
     */
    async saveBooking(
      actor: WorkflowActor,
      instanceId: string,
      input: z.output<typeof workflowSaveBookingSchema>,
    ): Promise<Booking> {
      return ctx.db.transaction(async (tx) => {
        const instance = await openForBooking(ctx, tx, actor, instanceId);
        const saved = await ctx.ports.documentBooking.save(
          tx,
          { userId: actor.userId ?? '', kuerzel: actor.kuerzel, fullName: actor.fullName },
          { ...input, mandantId: instance.mandantId, documentId: documentOf(instance) },
        );
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.SystemNote,
          text: historyText.bookingChanged(
            `Kontierung geändert: ${saved.lines.length} Zeile(n), Rest ${saved.rest.replace('.', ',')}`,
          ),
          action: 'workflow.booking_saved',
          data: { lines: saved.lines.length, rest: saved.rest, complete: saved.complete },
        });
        return saved;
      });
    },
  };
}

export type WorkflowDocumentBookingUseCases = ReturnType<typeof createWorkflowDocumentBookingUseCases>;
