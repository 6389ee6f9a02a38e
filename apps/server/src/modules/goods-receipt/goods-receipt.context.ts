import { Rights } from '@belegfluss/shared';
import type { AuthContext } from '../../kernel/auth-context.js';
import type { Clock } from '../../kernel/clock.js';
import type { Db } from '../../kernel/database.js';
import { forbidden } from '../../kernel/errors.js';
import type { BookingDependencies } from '../booking/index.js';
import { createSettingsService } from '../settings/index.js';
import { requireMandantAccess, type TenancyRepository } from '../tenancy/index.js';
import type { GoodsReceiptDependencies } from './goods-receipt.dependencies.js';
import { goodsReceiptError } from './goods-receipt.errors.js';
import type { GoodsReceiptDocuments } from './goods-receipt.ports.js';

/** What the use cases work with: the database, the clock, capture's documents and the booking module. */
export type GoodsReceiptContext = {
  db: Db;
  clock: Clock;
  documents: GoodsReceiptDocuments;
  booking: BookingDependencies;
};

export function createGoodsReceiptContext(deps: GoodsReceiptDependencies): GoodsReceiptContext {
  return { db: deps.db, clock: deps.clock, documents: deps.goodsReceiptDocuments, booking: deps };
}

/** Who calls, for the records (EINLESER, linked by, booking lines' creator). */
export type WawiActor = { userId: string; kuerzel: string; fullName: string };

/** The Mandant's facts a goods-receipt line carries (KANZLEI, MANDNR, BETRIEBNR, FIBU). */
export type MandantFacts = { id: string; kanzlei: number; mandnr: number; betriebnr: number; fibu: string };

/** The workflow screen's panel, capture and the administration (imports) may use goods-receipt matching. */
const wawiRights = [
  Rights.canStartWorkflow,
  Rights.canStartUnides,
  Rights.canStartUnicapture,
  Rights.canStartVerwaltung,
];

/** The gate of every /wawi call: access to the Mandant and one of the rights of the areas that use it. */
export async function requireWawiAccess(
  tenancy: TenancyRepository,
  auth: AuthContext,
  mandantId: string,
): Promise<{ actor: WawiActor; mandant: MandantFacts }> {
  const mandant = await requireMandantAccess(tenancy, auth, mandantId);
  if (!auth.isAdmin) {
    const held = await tenancy.listRights(auth.userId, mandant.id);
    if (!wawiRights.some((right) => held.includes(right))) throw forbidden({ rights: wawiRights });
  }
  const kanzlei = await tenancy.findKanzleiById(mandant.kanzleiId);
  return {
    actor: { userId: auth.userId, kuerzel: auth.kuerzel, fullName: auth.fullName },
    mandant: {
      id: mandant.id,
      kanzlei: kanzlei?.nr ?? 0,
      mandnr: mandant.mandnr,
      betriebnr: mandant.betriebnr,
      fibu: mandant.fibu,
    },
  };
}

/** The Mandant a caller names by Kanzlei, Mandant and Betrieb number (SetNewDocumentAndRebuildState). */
export async function mandantByNumbers(
  tenancy: TenancyRepository,
  auth: AuthContext,
  numbers: { kanzlei: number; mandnr: number; betriebnr: number },
): Promise<string> {
  const user = await tenancy.findUserById(auth.userId);
  if (!user) throw forbidden();
  const kanzlei = await tenancy.findKanzleiById(user.kanzleiId);
  const mandanten = await tenancy.listAccessibleMandanten(user);
  const found = mandanten.find(
    (mandant) =>
      kanzlei?.nr === numbers.kanzlei &&
      mandant.mandnr === numbers.mandnr &&
      mandant.betriebnr === numbers.betriebnr,
  );
  if (!found) throw goodsReceiptError.mandantNotFound(numbers);
  return found.id;
}

/** The Mandant's goods-receipt (receipt workflow) option. */
export async function receiptOptionOn(db: Db, mandantId: string): Promise<boolean> {
  return (await createSettingsService({ db }).get('goodsReceipt', { mandantId })).receiptWorkflow;
}

/** The document's capture-mask values, or the spec's "document not found". */
export async function documentValuesOrThrow(
  ctx: GoodsReceiptContext,
  db: Db,
  mandantId: string,
  documentId: string,
) {
  const values = await ctx.documents.values(db, mandantId, documentId);
  if (!values) throw goodsReceiptError.documentNotFound({ documentId });
  return values;
}
