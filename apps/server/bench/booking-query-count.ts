import { queriesPerCall, startCountedApp } from './query-count.js';

/**
 * Database statements of one SaveBooking with 10 split lines and of one GetBookingProposal, signed
 * in as the demo capturer: what a call costs in round trips besides the bare writes and query.
 */
export async function bookingQueriesPerCall(
  splitLines: Record<string, string>[],
): Promise<{ save: number; proposal: number }> {
  const counted = await startCountedApp();
  try {
    const one = async (sql: string, values: unknown[] = []) =>
      (await counted.database.execute(sql, values)).rows[0] ?? {};
    const { id: mandantId } = await one(`SELECT id FROM mandant WHERE mandnr = 10001`);
    await one(
      `INSERT INTO ledger_account (mandant_id, kind, number, name) VALUES ($1, 'SACHKONTO', 3400, 'Wareneingang 19 %')`,
      [mandantId],
    );
    const { id: creditorId } = await one(
      `INSERT INTO personal_account (mandant_id, kind, number, name) VALUES ($1, 'KREDITOR', 70500, 'Lieferant') RETURNING id`,
      [mandantId],
    );
    await one(
      `INSERT INTO booking_proposal (mandant_id, personal_account_id, position, account_number, cost1, booking_text, usage_count, last_used_at)
       VALUES ($1, $2, 0, 3400, 'K1', 'Buchung', 1, now())`,
      [mandantId, creditorId],
    );
    const { id: stackId } = await one(
      `INSERT INTO cap_stack (mandant_id, name, type) VALUES ($1, 'Zählung', 'standard') RETURNING id`,
      [mandantId],
    );
    const { id: folderId } = await one(
      `INSERT INTO cap_folder (mandant_id, stack_id, name) VALUES ($1, $2, 'Mappe') RETURNING id`,
      [mandantId, stackId],
    );
    const { id: documentId } = await one(
      `INSERT INTO cap_document (mandant_id, stack_id, folder_id, position, title, kind, status, original_sha256, original_content_type)
       VALUES ($1, $2, $3, 1, 'Rechnung', 'pdf', 'green', repeat('0', 64), 'application/pdf') RETURNING id`,
      [mandantId, stackId, folderId],
    );
    await one(
      `INSERT INTO cap_index_value (document_id, mandant_id, field, value, source)
       SELECT $1, $2, f.field, f.value, 'extraction'
       FROM (VALUES ('Betrag', '1190.00'), ('Netto19', '1000.00'), ('MwSt19', '190.00'), ('Kreditor', '70500')) f (field, value)`,
      [documentId, mandantId],
    );
    const authorization = await counted.login('erfasser');
    const headers = { authorization, 'content-type': 'application/json' };
    const save = await queriesPerCall(counted, () =>
      counted.app.inject({
        method: 'POST',
        url: '/api/cap/CapIndex/SaveBooking',
        headers,
        payload: { mandantId, documentId, creditor: '70500', lines: splitLines },
      }),
    );
    const proposal = await queriesPerCall(counted, () =>
      counted.app.inject({
        method: 'GET',
        url: `/api/cap/CapIndex/GetBookingProposal?mandantId=${String(mandantId)}&documentId=${String(documentId)}`,
        headers: { authorization },
      }),
    );
    return { save, proposal };
  } finally {
    await counted.close();
  }
}
