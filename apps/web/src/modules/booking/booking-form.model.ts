import type {
  Booking,
  BookingLine,
  DocumentBookingProposal,
  FieldIssue,
  WorkflowSaveBookingInput,
} from '@belegfluss/shared';

/** Pure rules of the Kontierung form: German input to wire decimals, the live rest, proposals, errors. */

export type FormLine = {
  key: string;
  ID: string | undefined;
  GKONTO: string;
  SL_BU: string;
  MWST_SATZ: string;
  NETTO: string;
  MWST: string;
  BRUTTO: string;
  KOST1: string;
  KOST2: string;
  BUTEXT: string;
  SOURCE: BookingLine['SOURCE'];
  KUERZEL: string;
  SPLIT: boolean;
};

export type BookingForm = {
  creditor: string;
  serviceDate: string | null;
  dueDate: string | null;
  skonto: Booking['skonto'];
  lines: FormLine[];
};

export type EditableField =
  'GKONTO' | 'SL_BU' | 'MWST_SATZ' | 'NETTO' | 'MWST' | 'BRUTTO' | 'KOST1' | 'KOST2' | 'BUTEXT';

/** A wire decimal ("1234.56") as German input shows it ("1234,56"). */
export const toInput = (wire: string) => wire.replace('.', ',');

/**
 * Typed German (or dotted) input as a wire decimal: "1.234,56" → "1234.56", "19" → "19". Text that
 * is no number passes unchanged, so the server names the fault on the field.
 */
export function toWire(input: string): string {
  const text = input.replace(/[\s\u00a0€]/g, '');
  if (text.includes(',')) return text.replace(/\./g, '').replace(',', '.');
  return text;
}

/** Wire or German input in cents; null when it is no amount with at most two decimals. */
export function centsOf(input: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(toWire(input));
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const cents = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return sign ? -cents : cents;
}

const decimalText = (cents: number) => {
  const abs = Math.abs(cents);
  return `${cents < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

const rateOf = (line: FormLine) => centsOf(line.MWST_SATZ === '' ? '0' : line.MWST_SATZ);

/**
 * A line after the user changed `field` (then typed by the user): net or rate recompute VAT and
 * gross; gross recomputes net and VAT at the rate (to the cent); VAT alone recomputes gross.
 */
export function changeLine(line: FormLine, field: EditableField, value: string): FormLine {
  const next: FormLine = { ...line, [field]: value, SOURCE: 'user' };
  const rate = rateOf(next);
  if (rate === null) return next;
  if (field === 'NETTO' || field === 'MWST_SATZ') {
    const net = centsOf(next.NETTO);
    if (net === null) return next;
    const vat = Math.round((net * rate) / 10_000);
    return { ...next, MWST: decimalText(vat), BRUTTO: decimalText(net + vat) };
  }
  if (field === 'BRUTTO') {
    const gross = centsOf(next.BRUTTO);
    if (gross === null) return next;
    const net = Math.round((gross * 10_000) / (10_000 + rate));
    return { ...next, NETTO: decimalText(net), MWST: decimalText(gross - net) };
  }
  if (field === 'MWST') {
    const net = centsOf(next.NETTO);
    const vat = centsOf(next.MWST);
    if (net === null || vat === null) return next;
    return { ...next, BRUTTO: decimalText(net + vat) };
  }
  return next;
}

let keys = 0;
const newKey = () => `line-${(keys += 1)}`;

export function formLineOf(line: BookingLine, saved: boolean): FormLine {
  return {
    key: newKey(),
    ID: saved ? line.ID : undefined,
    GKONTO: line.GKONTO,
    SL_BU: line.SL_BU,
    MWST_SATZ: toInput(line.MWST_SATZ).replace(/,00$/, ''),
    NETTO: toInput(line.NETTO),
    MWST: toInput(line.MWST),
    BRUTTO: toInput(line.BRUTTO),
    KOST1: line.KOST1,
    KOST2: line.KOST2,
    BUTEXT: line.BUTEXT,
    SOURCE: line.SOURCE,
    KUERZEL: line.KUERZEL,
    SPLIT: line.SPLIT,
  };
}

export function formOf(booking: Booking): BookingForm {
  return {
    creditor: booking.creditor,
    serviceDate: booking.serviceDate,
    dueDate: booking.dueDate,
    skonto: booking.skonto,
    lines: booking.lines.map((line) => formLineOf(line, booking.saved)),
  };
}

/** A new empty line at the standard rate, or carrying what is left over as its gross amount. */
export function newLine(restCents: number): FormLine {
  const blank: FormLine = {
    key: newKey(),
    ID: undefined,
    GKONTO: '',
    SL_BU: '',
    MWST_SATZ: '19',
    NETTO: '0,00',
    MWST: '0,00',
    BRUTTO: '0,00',
    KOST1: '',
    KOST2: '',
    BUTEXT: '',
    SOURCE: 'user',
    KUERZEL: '',
    SPLIT: false,
  };
  return restCents > 0 ? changeLine(blank, 'BRUTTO', decimalText(restCents)) : blank;
}

/** Document gross − the lines' gross, in cents; null while a line's gross is no amount. */
export function liveRest(documentGross: string, lines: FormLine[]): number | null {
  const gross = centsOf(documentGross);
  const sums = lines.map((line) => centsOf(line.BRUTTO));
  if (gross === null || sums.some((cents) => cents === null)) return null;
  return gross - sums.reduce<number>((sum, cents) => sum + (cents ?? 0), 0);
}

/** The proposal's accounts, keys, cost centres and texts on the lines (amounts as the proposal has them). */
export function applyProposal(form: BookingForm, proposal: DocumentBookingProposal): BookingForm {
  return {
    ...form,
    creditor: form.creditor || proposal.creditor,
    lines: proposal.lines.map((line, index) => ({
      ...formLineOf(line, false),
      ID: form.lines[index]?.ID,
    })),
  };
}

export function saveInputOf(form: BookingForm): WorkflowSaveBookingInput {
  return {
    creditor: form.creditor.trim(),
    serviceDate: form.serviceDate,
    dueDate: form.dueDate,
    skonto: { rate: toWire(form.skonto.rate), days: form.skonto.days, amount: toWire(form.skonto.amount) },
    lines: form.lines.map((line) => ({
      ...(line.ID ? { ID: line.ID } : {}),
      GKONTO: line.GKONTO.trim(),
      SL_BU: line.SL_BU.trim(),
      MWST_SATZ: toWire(line.MWST_SATZ) || '0',
      NETTO: toWire(line.NETTO),
      MWST: toWire(line.MWST),
      BRUTTO: toWire(line.BRUTTO),
      KOST1: line.KOST1.trim(),
      KOST2: line.KOST2.trim(),
      BUTEXT: line.BUTEXT,
      SOURCE: line.SOURCE,
    })),
  };
}

/**
 * The server's refusals by place: `lines.<i>.<FIELD>`, `lines.<i>`, `creditor`, `lines`, … (the
 * `body.` prefix dropped), each with its translated message.
 */
export function errorsByPath(fields: FieldIssue[]): Map<string, string> {
  const errors = new Map<string, string>();
  for (const field of fields) {
    const path = field.path.replace(/^body\./, '');
    if (!errors.has(path)) errors.set(path, field.message);
  }
  return errors;
}

/** A line another user split off in a workflow: shown, not changed (spec 001). */
export const isForeignSplit = (line: FormLine, kuerzel: string) => line.SPLIT && line.KUERZEL !== kuerzel;

/** A key event as a canonical combination ("Ctrl+Alt+1", "F5"), as the settings store them. */
export function combinationOf(event: {
  key: string;
  ctrlKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
  metaKey: boolean;
}) {
  const key = event.key.length === 1 ? event.key.toUpperCase() : event.key;
  const modifiers = [
    event.ctrlKey || event.metaKey ? 'Ctrl' : '',
    event.altKey ? 'Alt' : '',
    event.shiftKey ? 'Shift' : '',
  ].filter(Boolean);
  return [...modifiers, key === 'Delete' ? 'Delete' : key].join('+');
}

/** A quick-booking key applied to a line: its account, tax key and booking text. */
export function applyQuickBooking(
  line: FormLine,
  quick: { account: string; taxCode: string; bookingText: string },
): FormLine {
  return { ...line, GKONTO: quick.account, SL_BU: quick.taxCode, BUTEXT: quick.bookingText, SOURCE: 'user' };
}
