import type { CheckedBooking, SaveBooking } from './booking-validation.js';
import { padSystemFields } from './booking.models.js';

/** The stored header of a checked booking (Kreditor, dates, Skonto). */
export function headerRow(save: SaveBooking, checked: CheckedBooking) {
  return {
    creditorNumber: checked.creditorNumber,
    serviceDate: save.serviceDate,
    dueDate: save.dueDate,
    skontoRateBp: checked.skontoRateBp,
    skontoDays: save.skonto.days,
    skontoCents: checked.skontoCents,
  };
}

/** The stored fields of line `index` of a checked booking; who created it is the caller's part. */
export function lineRow(save: SaveBooking, checked: CheckedBooking, index: number) {
  const line = save.lines[index] as SaveBooking['lines'][number];
  const { amounts, accountNumber } = checked.lines[index] as CheckedBooking['lines'][number];
  const system = padSystemFields(line.SYS_STRING, line.SYS_DATUM);
  return {
    position: index + 1,
    splitNo: index + 1,
    uknr: line.UKNR,
    accountNumber,
    taxKey: line.SL_BU,
    ...amounts,
    kost1: line.KOST1,
    kost2: line.KOST2,
    kst: line.KST,
    ktr: line.KTR,
    bookingText: line.BUTEXT,
    belegfeld2: line.BELEGFELD2,
    sysStrings: system.strings,
    sysDates: system.dates,
    source: line.SOURCE,
  };
}
