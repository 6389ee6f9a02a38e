import { z } from 'zod';

/**
 * Creditor matching of a captured invoice (Kontierung): what the invoice says about its seller, the
 * Kreditor (personal account) master data matched, how, whether the invoice's IBAN differs from the
 * creditor's stored one, and, when nothing matched, a new creditor prefilled from the invoice.
 */

/** How the creditor was found: the stored booking, the mask's Konto, the VAT ID, the IBAN or the name. */
export const creditorMatchSources = ['booking', 'mask', 'vatId', 'iban', 'name'] as const;
export type CreditorMatchSource = (typeof creditorMatchSources)[number];

export const matchedCreditorSchema = z.object({
  number: z.string(),
  name: z.string(),
  iban: z.string(),
  vatId: z.string(),
  active: z.boolean(),
});
export type MatchedCreditor = z.infer<typeof matchedCreditorSchema>;

/** A new creditor as the invoice describes it, with the next free number of the creditor range. */
export const creditorDraftSchema = z.object({
  /** The next free number in the Mandant's creditor range; empty when the range is full. */
  number: z.string(),
  name: z.string(),
  street: z.string(),
  zip: z.string(),
  city: z.string(),
  countryCode: z.string(),
  iban: z.string(),
  bic: z.string(),
  vatId: z.string(),
});
export type CreditorDraft = z.infer<typeof creditorDraftSchema>;

export const creditorMatchSchema = z.object({
  /** The seller as the invoice names it (capture mask values). */
  invoice: z.object({ name: z.string(), vatId: z.string(), iban: z.string() }),
  creditor: matchedCreditorSchema.nullable(),
  matchedBy: z.enum(creditorMatchSources).nullable(),
  /**
   * The invoice names an IBAN and the matched creditor has a stored IBAN that differs: a possible
   * payment fraud (changed bank details) the user must check.
   */
  ibanDiffers: z.boolean(),
  /** Only when no creditor matched: the data for "Kreditor anlegen". */
  draft: creditorDraftSchema.nullable(),
});
export type CreditorMatch = z.infer<typeof creditorMatchSchema>;
