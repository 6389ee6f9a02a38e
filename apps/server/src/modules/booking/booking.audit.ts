import type { SaveBooking } from './booking-validation.js';
import type { AuditEvent } from '../audit/index.js';
type BookingActor = { userId: string };

/** The audit-trail entry of a stored booking: creditor, dates and every line's account, key, cost centres and amounts. */
export function bookingAuditEvent(
  actor: BookingActor,
  input: SaveBooking,
  creditorNumber: unknown,
): AuditEvent {
  return {
    mandantId: input.mandantId,
    actorId: actor.userId,
    action: 'booking.saved',
    entityType: 'capture_document',
    entityId: input.documentId,
    data: {
      creditor: creditorNumber ?? null,
      serviceDate: input.serviceDate,
      dueDate: input.dueDate,
      lines: input.lines.map((line) => ({
        account: line.GKONTO,
        taxKey: line.SL_BU,
        net: line.NETTO,
        vat: line.MWST,
        gross: line.BRUTTO,
        kost1: line.KOST1,
        kost2: line.KOST2,
        text: line.BUTEXT,
      })),
    },
  };
}
