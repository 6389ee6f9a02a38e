import {
  centsToDecimal,
  HistoryEntryType,
  parseAmountToCents,
  type CostAllocation,
  type CostSplitModeValue,
  type SplitCheck,
  type SplitLine,
  type saveCostAllocationSchema,
  type saveSplitLineSchema,
} from '@belegfluss/shared';
import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../kernel/database.js';
import { allocateCosts, checkSplitAmount, percentText, splitRest } from './workflow-booking.models.js';
import {
  createWorkflowBookingRepository,
  type CostAllocationRow,
  type SplitLineRow,
} from './workflow-booking.repository.js';
import { documentValues, findViewable, recordEvent, type WorkflowContext } from './workflow.context.js';
import { workflowError } from './workflow.errors.js';
import { historyText } from './workflow-history.models.js';
import { validateIndexData } from './workflow-index.models.js';
import { isFinished, isLockedByOther } from './workflow.models.js';
import {
  canEditBooking,
  canViewInstance,
  isInquiryRecipient,
  pickActionableTask,
  type WorkflowActor,
} from './workflow.policies.js';
import { createWorkflowRepository, type InstanceRow } from './workflow.repository.js';

const NO_DATE = '1900-01-01';

function toSplitLine(row: SplitLineRow): SplitLine {
  return {
    ID: row.id,
    WF_ID: row.instanceId,
    HEFT_ID: row.documentId,
    UKNR: row.uknr,
    SPLITNR: row.splitnr,
    POS: row.pos,
    BELEGFELD2: row.belegfeld2,
    BRUTTO: centsToDecimal(row.bruttoCents),
    NETTO: centsToDecimal(row.nettoCents),
    MWST: centsToDecimal(row.mwstBasisPoints),
    BUCHFLAG: row.buchflag,
    BUTEXT: row.butext,
    BU_SLPIT_GUID: row.buSplitGuid,
    GKONTO: row.gkonto,
    GKONTO_BEZ_: row.gkontoBez,
    KOST1: row.kost1,
    KOST2: row.kost2,
    KOSTMENGE: row.kostmenge,
    KOST_1_BEZ_: row.kost1Bez,
    KOST_2_BEZ_: row.kost2Bez,
    KST: row.kst,
    KTR: row.ktr,
    SL_BU: row.slBu,
    SYS_STRING: row.sysStrings,
    SYS_DATUM: row.sysDates,
    KUERZEL: row.kuerzel,
    FULLNAME: row.fullname,
    ERSTELLT: row.createdAt,
  };
}

function toCostAllocation(row: CostAllocationRow): CostAllocation {
  return {
    ID: row.id,
    HEFT_ID: row.documentId,
    WF_ID: row.instanceId,
    BU_ID_ART: row.buIdArt,
    BU_ID: row.buId,
    KOST_ART: row.kostArt,
    KOST_NR: row.kostNr,
    KOST_BEZ: row.kostBez,
    MODE: row.mode as CostAllocation['MODE'],
    BETRAG: centsToDecimal(row.betragCents),
    PROZENT: row.prozent,
    MENGE: row.menge,
    KUERZEL: row.kuerzel,
    ERSTELLT: row.createdAt,
  };
}

function padded<T>(values: T[], length: number, filler: T): T[] {
  return [
    ...values.slice(0, length),
    ...Array.from({ length: Math.max(0, length - values.length) }, () => filler),
  ];
}

/** Loads an instance for a booking change: the actor works on it (task or request) and may edit bookings. */
export async function openForBooking(ctx: WorkflowContext, tx: Db, actor: WorkflowActor, instanceId: string) {
  if (!canEditBooking(actor)) throw workflowError.bookingNotAllowed();
  const repository = createWorkflowRepository({ db: tx });
  const instance = await repository.findInstanceForUpdate(instanceId);
  if (!instance || !canViewInstance(actor, instance)) throw workflowError.notAvailable({ instanceId });
  if (isFinished(instance.status as 'COMPLETED')) throw workflowError.finished({ instanceId });
  const tasks = await repository.listTasks(instance.id);
  const inquiry = await repository.findOpenInquiry(instance.id);
  if (!pickActionableTask(actor, tasks) && !isInquiryRecipient(actor, inquiry))
    throw workflowError.notAvailable({ instanceId });
  if (isLockedByOther(instance, actor.userId ?? '', ctx.clock.now()))
    throw workflowError.lockedByOther({ instanceId });
  return instance;
}

/** The stored columns of a split line from the request and its checked amounts. */
function splitLineFields(
  input: z.infer<typeof saveSplitLineSchema>,
  amount: { grossCents: number; netCents: number; vatBasisPoints: number },
) {
  return {
    uknr: input.UKNR,
    belegfeld2: input.BELEGFELD2,
    bruttoCents: amount.grossCents,
    nettoCents: amount.netCents,
    mwstBasisPoints: amount.vatBasisPoints,
    buchflag: input.BUCHFLAG,
    butext: input.BUTEXT,
    gkonto: input.GKONTO,
    gkontoBez: input.GKONTO_BEZ_,
    kost1: input.KOST1,
    kost2: input.KOST2,
    kostmenge: input.KOSTMENGE,
    kost1Bez: input.KOST_1_BEZ_,
    kost2Bez: input.KOST_2_BEZ_,
    kst: input.KST,
    ktr: input.KTR,
    slBu: input.SL_BU,
    sysStrings: padded(input.SYS_STRING, 10, ''),
    sysDates: padded(
      input.SYS_DATUM.map((value) => value || NO_DATE),
      5,
      NO_DATE,
    ),
  };
}

/** WFIndex booking data: split lines (editable by their creator only), cost allocation, account helpers. */
export function createWorkflowBookingUseCases(ctx: WorkflowContext) {
  const viewable = (actor: WorkflowActor, instanceId: string) => findViewable(ctx.db, actor, instanceId);
  return {
    ...createSplitLineUseCases(ctx),
    ...createCostAllocationUseCases(ctx),

    /** Accounts and cost centres of the workflow's Mandant (helpers keyed by WF_ID). */
    async lookup(
      actor: WorkflowActor,
      instanceId: string,
      kind: 'accounts' | 'costCentres',
      search: string,
      limit: number,
    ) {
      const instance = await viewable(actor, instanceId);
      const items = await ctx.ports.booking[kind](instance.mandantId, search, limit);
      return items.map((item) => ({ Number: item.number, Name: item.name, Kind: item.kind }));
    },
  };
}

/** Split lines: a document's amount booked in parts, each changed only by its creator. */
function createSplitLineUseCases(ctx: WorkflowContext) {
  const viewable = (actor: WorkflowActor, instanceId: string) => findViewable(ctx.db, actor, instanceId);

  async function splitCheck(db: Db, instance: InstanceRow): Promise<SplitCheck> {
    const values = await documentValues(ctx.ports.documents, db, instance);
    const lines = await createWorkflowBookingRepository({ db }).listSplitLines(instance.id);
    const origin = values.get('Betrag') ? parseAmountToCents(values.get('Betrag') as string) : null;
    const split = lines.map((line) => line.bruttoCents);
    const rest = splitRest(origin, split);
    const issues = validateIndexData({ values, required: [], splitCents: split }).filter(
      (issue) => issue.Field === 'Split' || (issue.Field === 'Betrag' && issue.Severity === 'error'),
    );
    return {
      Origin: origin === null ? null : centsToDecimal(origin),
      Split: centsToDecimal(split.reduce((sum, cents) => sum + cents, 0)),
      Rest: rest === null ? null : centsToDecimal(rest),
      Valid: issues.length === 0,
      Issues: issues,
    };
  }

  return {
    async splitCheck(actor: WorkflowActor, instanceId: string): Promise<SplitCheck> {
      return splitCheck(ctx.db, await viewable(actor, instanceId));
    },

    async listSplitLines(actor: WorkflowActor, instanceId: string): Promise<SplitLine[]> {
      await viewable(actor, instanceId);
      return (await createWorkflowBookingRepository({ db: ctx.db }).listSplitLines(instanceId)).map(
        toSplitLine,
      );
    },

    /** Creates or changes a split line; only its creator may change it; the amount must stay below the origin's. */
    async saveSplitLine(
      actor: WorkflowActor,
      input: z.infer<typeof saveSplitLineSchema>,
    ): Promise<SplitLine> {
      return ctx.db.transaction(async (tx) => {
        const instance = await openForBooking(ctx, tx, actor, input.WF_ID);
        const booking = createWorkflowBookingRepository({ db: tx });
        const lines = await booking.listSplitLines(instance.id);
        const existing = input.ID ? lines.find((line) => line.id === input.ID) : undefined;
        if (input.ID && !existing) throw workflowError.notAvailable({ splitLineId: input.ID });
        if (existing && existing.createdBy !== actor.userId)
          throw workflowError.splitNotCreator({ splitLineId: existing.id });
        const values = await documentValues(ctx.ports.documents, tx, instance);
        const origin = values.get('Betrag') ? parseAmountToCents(values.get('Betrag') as string) : null;
        const others = lines
          .filter((line) => line.id !== existing?.id)
          .reduce((sum, line) => sum + line.bruttoCents, 0);
        const amount = checkSplitAmount({
          brutto: input.BRUTTO,
          mwst: input.MWST,
          originCents: origin,
          otherSplitsCents: others,
        });
        if (!amount.ok) throw workflowError.splitAmountInvalid({ reason: amount.reason });
        const fields = splitLineFields(input, amount);
        const next = lines.reduce((max, line) => Math.max(max, line.pos), 0) + 1;
        const row = existing
          ? await booking.updateSplitLine(existing.id, fields)
          : await booking.insertSplitLine({
              ...fields,
              instanceId: instance.id,
              mandantId: instance.mandantId,
              documentId: instance.documentId,
              splitnr: next,
              pos: next,
              buSplitGuid: randomUUID(),
              createdBy: actor.userId,
              kuerzel: actor.kuerzel,
              fullname: actor.fullName,
            });
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.SystemNote,
          text: historyText.bookingChanged(
            `Splitbuchung ${existing ? 'geändert' : 'angelegt'}: ${centsToDecimal(amount.grossCents)}${input.GKONTO ? ` auf ${input.GKONTO}` : ''}`,
          ),
          action: existing ? 'workflow.split_changed' : 'workflow.split_added',
          data: { splitLineId: row.id, brutto: centsToDecimal(amount.grossCents), gkonto: input.GKONTO },
        });
        return toSplitLine(row);
      });
    },

    async deleteSplitLine(actor: WorkflowActor, instanceId: string, splitLineId: string): Promise<void> {
      await ctx.db.transaction(async (tx) => {
        const instance = await openForBooking(ctx, tx, actor, instanceId);
        const booking = createWorkflowBookingRepository({ db: tx });
        const line = await booking.findSplitLine(instance.id, splitLineId);
        if (!line) throw workflowError.notAvailable({ splitLineId });
        if (line.createdBy !== actor.userId) throw workflowError.splitNotCreator({ splitLineId });
        await booking.deleteSplitLine(line.id);
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.SystemNote,
          text: historyText.bookingChanged(`Splitbuchung gelöscht: ${centsToDecimal(line.bruttoCents)}`),
          action: 'workflow.split_deleted',
          data: { splitLineId },
        });
      });
    },
  };
}

type AllocationDraft = Pick<
  CostAllocationRow,
  | 'id'
  | 'buIdArt'
  | 'buId'
  | 'kostArt'
  | 'kostNr'
  | 'kostBez'
  | 'mode'
  | 'value'
  | 'menge'
  | 'createdBy'
  | 'kuerzel'
  | 'createdAt'
>;

/** Cost allocation: the lines of each booking, computed again in order against its gross amount. */
function createCostAllocationUseCases(ctx: WorkflowContext) {
  const now = () => ctx.clock.now();
  const viewable = (actor: WorkflowActor, instanceId: string) => findViewable(ctx.db, actor, instanceId);

  /** Computes every line of each booking (document or split line) in order against its gross amount and stores them. */
  async function persistAllocations(tx: Db, instance: InstanceRow, lines: AllocationDraft[]) {
    const booking = createWorkflowBookingRepository({ db: tx });
    const documentGross = async () => {
      const amount = (await documentValues(ctx.ports.documents, tx, instance)).get('Betrag');
      return amount ? parseAmountToCents(amount) : null;
    };
    const computed = new Map<string, { betragCents: number; prozent: string }>();
    for (const key of new Set(lines.map((line) => `${line.buIdArt}:${line.buId}`))) {
      const group = lines.filter((line) => `${line.buIdArt}:${line.buId}` === key);
      const first = group[0] as AllocationDraft;
      const gross =
        first.buIdArt === 'SPLIT'
          ? ((await booking.findSplitLine(instance.id, first.buId))?.bruttoCents ?? null)
          : await documentGross();
      if (gross === null) throw workflowError.costAllocationInvalid({ reason: 'no_amount' });
      const result = allocateCosts(
        gross,
        group.map((line) => ({ mode: line.mode as CostSplitModeValue, value: line.value })),
      );
      if (!result.ok)
        throw workflowError.costAllocationInvalid({ reason: result.reason, line: result.index + 1 });
      group.forEach((line, index) => {
        const cents = result.amounts[index] ?? 0;
        computed.set(line.id, { betragCents: cents, prozent: percentText(cents, gross) });
      });
    }
    await booking.replaceCostAllocations(
      instance.id,
      lines.map((line, index) => ({
        ...line,
        instanceId: instance.id,
        mandantId: instance.mandantId,
        documentId: instance.documentId,
        betragCents: computed.get(line.id)?.betragCents ?? 0,
        prozent: computed.get(line.id)?.prozent ?? '0.00',
        position: index + 1,
      })),
    );
  }

  return {
    async listCostAllocations(actor: WorkflowActor, instanceId: string): Promise<CostAllocation[]> {
      await viewable(actor, instanceId);
      return (await createWorkflowBookingRepository({ db: ctx.db }).listCostAllocations(instanceId)).map(
        toCostAllocation,
      );
    },

    /**
     * Adds or changes a cost allocation line; all lines of the same booking (the document or one split
     * line) are computed again in their order against its gross amount.
     */
    async saveCostAllocation(
      actor: WorkflowActor,
      input: z.infer<typeof saveCostAllocationSchema>,
    ): Promise<CostAllocation[]> {
      return ctx.db.transaction(async (tx) => {
        const instance = await openForBooking(ctx, tx, actor, input.WF_ID);
        const booking = createWorkflowBookingRepository({ db: tx });
        const all = await booking.listCostAllocations(instance.id);
        if (input.ID && !all.some((line) => line.id === input.ID))
          throw workflowError.notAvailable({ costAllocationId: input.ID });
        const edited = {
          id: input.ID ?? randomUUID(),
          buIdArt: input.BU_ID_ART,
          buId: input.BU_ID_ART === 'HEFTUNG' ? '' : input.BU_ID,
          kostArt: input.KOST_ART,
          kostNr: input.KOST_NR,
          kostBez: input.KOST_BEZ,
          mode: input.MODE,
          value: input.VALUE,
          menge: input.MENGE,
        };
        const merged = input.ID
          ? all.map((line) => (line.id === input.ID ? { ...line, ...edited } : line))
          : [
              ...all,
              { ...edited, createdBy: actor.userId, kuerzel: actor.kuerzel, createdAt: now().toISOString() },
            ];
        await persistAllocations(tx, instance, merged);
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.SystemNote,
          text: historyText.bookingChanged(
            `Kostenaufteilung ${input.ID ? 'geändert' : 'angelegt'}: ${input.KOST_ART} ${input.KOST_NR}`,
          ),
          action: 'workflow.cost_allocation_saved',
          data: { costAllocationId: edited.id, kostNr: input.KOST_NR, mode: input.MODE },
        });
        return (await booking.listCostAllocations(instance.id)).map(toCostAllocation);
      });
    },

    async deleteCostAllocation(
      actor: WorkflowActor,
      instanceId: string,
      id: string,
    ): Promise<CostAllocation[]> {
      return ctx.db.transaction(async (tx) => {
        const instance = await openForBooking(ctx, tx, actor, instanceId);
        const booking = createWorkflowBookingRepository({ db: tx });
        const all = await booking.listCostAllocations(instance.id);
        const line = all.find((candidate) => candidate.id === id);
        if (!line) throw workflowError.notAvailable({ costAllocationId: id });
        await persistAllocations(
          tx,
          instance,
          all.filter((candidate) => candidate.id !== id),
        );
        await recordEvent(tx, ctx, actor, {
          instance,
          entryType: HistoryEntryType.SystemNote,
          text: historyText.bookingChanged(`Kostenaufteilung gelöscht: ${line.kostArt} ${line.kostNr}`),
          action: 'workflow.cost_allocation_deleted',
          data: { costAllocationId: id },
        });
        return (await booking.listCostAllocations(instance.id)).map(toCostAllocation);
      });
    },
  };
}

export type WorkflowBookingUseCases = ReturnType<typeof createWorkflowBookingUseCases>;
