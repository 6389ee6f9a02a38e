import { describe, expect, it } from 'vitest';
import type { BookingHeaderRow } from './booking.repository.js';
import { bookingView } from './booking.views.js';

const header: BookingHeaderRow = {
  id: 'b1',
  mandantId: 'm1',
  documentId: 'd1',
  creditorNumber: null,
  serviceDate: null,
  dueDate: null,
  skontoRateBp: null,
  skontoDays: null,
  skontoCents: null,
  updatedBy: null,
  updatedByName: 'Erik Erfasser',
  createdAt: '2026-01-01T10:00:00Z',
  updatedAt: '2026-01-01T10:00:00Z',
};
const view = (stored: Parameters<typeof bookingView>[0]['stored']) =>
  bookingView({
    documentId: 'd1',
    values: { Kreditor: '70001', Betrag: '119.00' },
    stored,
    newId: () => 'new',
  });

describe('bookingView', () => {
  it("takes the capture mask's Kreditor only while nothing is stored", () => {
    expect(view(null).creditor).toBe('70001');
    expect(view({ header, lines: [] }).creditor).toBe('');
    expect(view({ header: { ...header, creditorNumber: 70002 }, lines: [] }).creditor).toBe('70002');
  });

  it('reports the whole gross as rest for a stored booking without lines', () => {
    expect(view({ header, lines: [] })).toMatchObject({ saved: true, rest: '119.00', complete: false });
  });
});
