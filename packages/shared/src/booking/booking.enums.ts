/** Where a booking line came from: typed by a user, taken from a proposal, from the extracted values or from an e-invoice. */
export const BookingLineSource = {
  user: 'user',
  proposal: 'proposal',
  extraction: 'extraction',
  einvoice: 'einvoice',
} as const;
export type BookingLineSourceValue = (typeof BookingLineSource)[keyof typeof BookingLineSource];
export const bookingLineSources = Object.values(BookingLineSource) as [
  BookingLineSourceValue,
  ...BookingLineSourceValue[],
];
