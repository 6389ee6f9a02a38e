import { BOOKING_UNSET_DATE, centsToDecimal, type Booking, type BookingLine } from '@belegfluss/shared';
import { toIso } from '../../kernel/sql.js';
import {
  creditorOfValues,
  defaultLines,
  documentGrossCents,
  isComplete,
  isCreditNote,
  percentText,
  restCents,
  type DefaultLine,
  type DocumentValues,
} from './booking.models.js';
import type { EInvoiceLine } from './booking-einvoice.models.js';
import type { BookingHeaderRow, BookingLineRow } from './booking.repository.js';

/** Stored and default booking lines in the wire shape. */

export function lineView(row: BookingLineRow): BookingLine {
  return {
    ID: row.id,
    POS: row.position,
    SPLITNR: row.splitNo,
    UKNR: row.uknr,
    GKONTO: row.accountNumber === null ? '' : String(row.accountNumber),
    SL_BU: row.taxKey,
    MWST_SATZ: percentText(row.vatRateBp),
    NETTO: centsToDecimal(row.netCents),
    MWST: centsToDecimal(row.vatCents),
    BRUTTO: centsToDecimal(row.grossCents),
    KOST1: row.kost1,
    KOST2: row.kost2,
    KST: row.kst,
    KTR: row.ktr,
    BUTEXT: row.bookingText,
    BELEGFELD2: row.belegfeld2,
    SYS_STRING: row.sysStrings,
    SYS_DATUM: row.sysDates,
    KUERZEL: row.createdByKuerzel,
    FULLNAME: row.createdByName,
    ERSTELLT: toIso(row.createdAt),
    SOURCE: row.source as BookingLine['SOURCE'],
    SPLIT: row.createdIn === 'workflow',
  };
}

/** A line not stored yet (a default or a proposal): a fresh id, nobody's creation. */
export function unsavedLineView(line: DefaultLine, position: number, id: string): BookingLine {
  return {
    ID: id,
    POS: position,
    SPLITNR: position,
    UKNR: -1,
    GKONTO: '',
    SL_BU: '',
    MWST_SATZ: percentText(line.vatRateBp),
    NETTO: centsToDecimal(line.netCents),
    MWST: centsToDecimal(line.vatCents),
    BRUTTO: centsToDecimal(line.grossCents),
    KOST1: '',
    KOST2: '',
    KST: '',
    KTR: '',
    BUTEXT: '',
    BELEGFELD2: '',
    SYS_STRING: Array.from({ length: 10 }, () => ''),
    SYS_DATUM: Array.from({ length: 5 }, () => BOOKING_UNSET_DATE),
    KUERZEL: '',
    FULLNAME: '',
    ERSTELLT: '',
    SOURCE: line.source,
    SPLIT: false,
  };
}

/** The booking as read and saved: the stored record, or the defaults from the document's values. */
export function bookingView(input: {
  documentId: string;
  values: DocumentValues;
  stored: { header: BookingHeaderRow; lines: BookingLineRow[] } | null;
  newId: () => string;
  /** The Kreditor of an unsaved booking when creditor matching found one. */
  matchedCreditor?: string | undefined;
  /** Lines of an unsaved booking from the e-invoice's XML (setting zugferdBookingInfo). */
  einvoiceLines?: EInvoiceLine[] | undefined;
}): Booking {
  const { stored, values } = input;
  const fromXml = !stored && input.einvoiceLines?.length ? input.einvoiceLines : null;
  const gross = documentGrossCents(values);
  const defaults = fromXml ?? defaultLines(values);
  const lines = stored
    ? stored.lines.map(lineView)
    : fromXml
      ? fromXml.map((line, index) => ({
          ...unsavedLineView(line, index + 1, input.newId()),
          GKONTO: line.account,
          SL_BU: line.taxKey,
          BUTEXT: line.text,
        }))
      : defaults.map((line, index) => unsavedLineView(line, index + 1, input.newId()));
  const lineAccounts = stored
    ? stored.lines.map((line) => ({ accountNumber: line.accountNumber }))
    : lines.map((line) => ({ accountNumber: line.GKONTO === '' ? null : Number(line.GKONTO) }));
  const lineGross = stored
    ? stored.lines.map((line) => line.grossCents)
    : defaults.map((line) => line.grossCents);
  const rest = restCents(gross, lineGross);
  const header = stored?.header;
  return {
    documentId: input.documentId,
    saved: stored !== null,
    creditor: header
      ? String(header.creditorNumber ?? '')
      : input.matchedCreditor || creditorOfValues(values),
    serviceDate: header ? header.serviceDate : (values.Lieferdatum ?? null) || null,
    dueDate: header ? header.dueDate : (values.Faelligkeit ?? null) || null,
    skonto: {
      rate: header?.skontoRateBp != null ? percentText(header.skontoRateBp) : '',
      days: header?.skontoDays ?? null,
      amount: header?.skontoCents != null ? centsToDecimal(header.skontoCents) : '',
    },
    creditNote: isCreditNote(values),
    documentGross: centsToDecimal(gross),
    lines,
    rest: centsToDecimal(rest),
    complete: isComplete(rest, lineAccounts),
    updatedAt: header ? toIso(header.updatedAt) : null,
    updatedBy: header ? header.updatedByName : null,
    warnings: [],
  };
}
