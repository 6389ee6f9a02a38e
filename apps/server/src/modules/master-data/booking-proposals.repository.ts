import type { BookingProposal } from '@belegfluss/shared';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../kernel/database.js';
import { bookingProposalTable, ledgerAccountTable, personalAccountTable } from './master-data.tables.js';
import { toIso } from '../../kernel/sql.js';

export type BookingProposalValues = {
  accountNumber: number;
  taxCode: string;
  cost1: string;
  cost2: string;
  bookingText: string;
};

/** Booking proposals of personal accounts; queries filter by the Mandant. */
export function createBookingProposalsRepository({ db }: { db: Db }) {
  const t = bookingProposalTable;
  const select = (mandantId: string, personalAccountId: string) =>
    db
      .select({
        id: t.id,
        position: t.position,
        accountNumber: t.accountNumber,
        accountName: ledgerAccountTable.name,
        taxCode: t.taxCode,
        cost1: t.cost1,
        cost2: t.cost2,
        bookingText: t.bookingText,
        usageCount: t.usageCount,
        lastUsedAt: t.lastUsedAt,
      })
      .from(t)
      .leftJoin(
        ledgerAccountTable,
        and(eq(ledgerAccountTable.mandantId, t.mandantId), eq(ledgerAccountTable.number, t.accountNumber)),
      )
      .where(and(eq(t.mandantId, mandantId), eq(t.personalAccountId, personalAccountId)));

  const toProposal = (row: Awaited<ReturnType<typeof select>>[number]): BookingProposal => ({
    ...row,
    lastUsedAt: row.lastUsedAt ? toIso(row.lastUsedAt) : null,
  });

  return {
    async list(mandantId: string, personalAccountId: string) {
      return (await select(mandantId, personalAccountId).orderBy(asc(t.position))).map(toProposal);
    },

    async listByUsage(mandantId: string, personalAccountId: string) {
      return (await select(mandantId, personalAccountId).orderBy(desc(t.usageCount), asc(t.position))).map(
        toProposal,
      );
    },

    /**
     * The proposals of the booking last recorded for the personal account with `number`, in their
     * order: the rows sharing its newest last-use time (one recorded booking writes them with one
     * time). One query through the index on last use, however many proposals the account has.
     */
    async lastUsedByNumber(mandantId: string, number: number): Promise<BookingProposalValues[]> {
      const account = personalAccountTable;
      const other = alias(t, 'other');
      const newest = sql`(SELECT max(${other.lastUsedAt}) FROM ${t} ${other} WHERE ${other.mandantId} = ${mandantId} AND ${other.personalAccountId} = ${account.id})`;
      return db
        .select({
          accountNumber: t.accountNumber,
          taxCode: t.taxCode,
          cost1: t.cost1,
          cost2: t.cost2,
          bookingText: t.bookingText,
        })
        .from(account)
        .innerJoin(t, and(eq(t.mandantId, account.mandantId), eq(t.personalAccountId, account.id)))
        .where(and(eq(account.mandantId, mandantId), eq(account.number, number), eq(t.lastUsedAt, newest)))
        .orderBy(asc(t.position));
    },

    /** Replaces the proposals of an account, keeping usage counts of proposals that stay. */
    async replace(mandantId: string, personalAccountId: string, proposals: BookingProposalValues[]) {
      await db.transaction(async (tx) => {
        const existing = await tx
          .select()
          .from(t)
          .where(and(eq(t.mandantId, mandantId), eq(t.personalAccountId, personalAccountId)));
        const key = (value: BookingProposalValues) =>
          [value.accountNumber, value.taxCode, value.cost1, value.cost2].join('|');
        const usage = new Map(existing.map((row) => [key(row), row]));
        await tx.delete(t).where(and(eq(t.mandantId, mandantId), eq(t.personalAccountId, personalAccountId)));
        if (proposals.length === 0) return;
        await tx.insert(t).values(
          proposals.map((proposal, position) => ({
            ...proposal,
            mandantId,
            personalAccountId,
            position,
            usageCount: usage.get(key(proposal))?.usageCount ?? 0,
            lastUsedAt: usage.get(key(proposal))?.lastUsedAt ?? null,
          })),
        );
      });
    },

    /** Counts one use of a booking for the account, adding it as a proposal when new. */
    async recordUsage(mandantId: string, personalAccountId: string, booking: BookingProposalValues) {
      await db
        .insert(t)
        .values({
          ...booking,
          mandantId,
          personalAccountId,
          position: sql`(SELECT coalesce(max(position) + 1, 0) FROM booking_proposal WHERE personal_account_id = ${personalAccountId})`,
          usageCount: 1,
          lastUsedAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: [t.personalAccountId, t.accountNumber, t.taxCode, t.cost1, t.cost2],
          set: {
            usageCount: sql`${t.usageCount} + 1`,
            lastUsedAt: sql`now()`,
            bookingText: booking.bookingText,
          },
        });
    },
  };
}

export type BookingProposalsRepository = ReturnType<typeof createBookingProposalsRepository>;
