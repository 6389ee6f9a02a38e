import type { Booking, DocumentBookingProposal } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { ApiRequestError } from '../../kernel/api-client.js';
import type { BookingSource, QuickBookingKey } from './booking.api.js';
import {
  applyProposal,
  applyQuickBooking,
  changeLine,
  errorsByPath,
  formOf,
  liveRest,
  newLine,
  saveInputOf,
  type BookingForm,
  type EditableField,
} from './booking-form.model.js';

/** A form kept for the booking it was made from; a new read (other document, saved) starts afresh. */
type Draft = { basis: Booking; form: BookingForm };

/** The state of a Kontierung: the stored booking, the edited form, the live rest, proposal and save. */
export function useBookingEditor(source: BookingSource) {
  const queryClient = useQueryClient();
  const booking = useQuery({ queryKey: source.key, queryFn: source.load });
  const proposal = useQuery({
    queryKey: [...source.key, 'proposal', booking.data?.creditor ?? ''],
    queryFn: source.proposal,
    enabled: !!booking.data,
  });
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Map<string, string>>(new Map());
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const basis = booking.data;
  // One form per read: its line keys stay the same across renders, so the row being typed in is not
  // mounted afresh (and does not lose the focus) when the first keystroke turns it into a draft.
  const initial = useMemo(() => (basis ? formOf(basis) : null), [basis]);
  const form = draft && draft.basis === basis ? draft.form : initial;
  const dirty = !!basis && draft?.basis === basis;
  const update = useCallback(
    (change: (form: BookingForm) => BookingForm) => {
      if (!basis || !initial) return;
      setDraft((current) => ({
        basis,
        form: change(current?.basis === basis ? current.form : initial),
      }));
    },
    [basis, initial],
  );

  const rest = form && basis ? liveRest(basis.documentGross, form.lines) : null;
  const offered: DocumentBookingProposal | null = proposal.data?.found ? proposal.data : null;

  async function save() {
    if (!form) return;
    setSaving(true);
    try {
      const saved = await source.save(saveInputOf(form));
      queryClient.setQueryData(source.key, saved);
      setDraft(null);
      setErrors(new Map());
      setFailure(null);
    } catch (error) {
      if (error instanceof ApiRequestError) {
        setErrors(errorsByPath(error.fields));
        setFailure(error.message);
      } else setFailure(String(error));
    } finally {
      setSaving(false);
    }
  }

  return {
    booking,
    form,
    dirty,
    rest,
    proposal: offered,
    errors,
    failure,
    saving,
    save,
    reset: () => {
      setDraft(null);
      setErrors(new Map());
      setFailure(null);
    },
    setCreditor: (creditor: string) => update((current) => ({ ...current, creditor })),
    changeLine: (index: number, field: EditableField, value: string) =>
      update((current) => ({
        ...current,
        lines: current.lines.map((line, at) => (at === index ? changeLine(line, field, value) : line)),
      })),
    addLine: () => update((current) => ({ ...current, lines: [...current.lines, newLine(rest ?? 0)] })),
    deleteLine: (index: number) =>
      update((current) => ({ ...current, lines: current.lines.filter((_, at) => at !== index) })),
    acceptProposal: () => offered && update((current) => applyProposal(current, offered)),
    applyQuick: (index: number, quick: QuickBookingKey) =>
      update((current) => ({
        ...current,
        lines: current.lines.map((line, at) => (at === index ? applyQuickBooking(line, quick) : line)),
      })),
  };
}

export type BookingEditorState = ReturnType<typeof useBookingEditor>;
