import { Alert, Badge, Button, Group, Loader, Stack, Text, TextInput } from '@mantine/core';
import { formatAmount, normalizeKeyCombination, type Language } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { bookingApi, type BookingSource } from './booking.api.js';
import { centsOf, combinationOf } from './booking-form.model.js';
import { BookingLinesTable } from './BookingLinesTable.js';
import { CreditorSection } from './CreditorSection.js';
import { useBookingEditor } from './useBookingEditor.js';

/**
 * The Kontierung of a document, for the capture view and the workflow's Buchung tab: Kreditor, lines
 * (add, edit, delete), the rest live, the creditor's last booking as "Vorschlag". Keyboard only:
 * Tab through the fields, F8 takes the proposal, Alt+N adds a line, Alt+Entf deletes the current
 * one, Strg+S saves, and the Mandant's quick-booking keys (setting `quickBookingKeys`) put their
 * account, tax key and text on the current line.
 */
export function BookingEditor(props: { source: BookingSource; readOnly: boolean; currentKuerzel: string }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const editor = useBookingEditor(props.source);
  const quickKeys = useQuery({
    queryKey: ['booking', 'quick-keys', props.source.mandantId],
    queryFn: () => bookingApi.quickBookingKeys(props.source.mandantId),
    staleTime: 60_000,
  });
  const [focusLine, setFocusLine] = useState<number | null>(null);
  const [currentLine, setCurrentLine] = useState(0);
  const { form, booking } = editor;
  if (booking.error) return <Alert color="red">{String((booking.error as Error).message)}</Alert>;
  if (!form || !booking.data) return <Loader size="sm" />;
  const readOnly = props.readOnly;
  const money = (cents: number | null) => (cents === null ? '–' : formatAmount(cents, language));
  // Complete is what the server said of the stored booking; unsaved changes are never "complete".
  const state = editor.dirty ? 'unsaved' : booking.data.complete ? 'complete' : 'incomplete';

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (readOnly || !form) return;
    const handled = () => {
      event.preventDefault();
      event.stopPropagation();
    };
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      handled();
      void editor.save();
    } else if (event.key === 'F8' && editor.proposal) {
      handled();
      editor.acceptProposal();
    } else if (event.altKey && event.key.toLowerCase() === 'n') {
      handled();
      setFocusLine(form.lines.length);
      editor.addLine();
    } else if (event.altKey && event.key === 'Delete' && form.lines[currentLine]) {
      handled();
      editor.deleteLine(currentLine);
    } else {
      const combination = combinationOf(event);
      const quick = quickKeys.data?.keys.find((entry) => normalizeKeyCombination(entry.key) === combination);
      if (quick && form.lines[currentLine]) {
        handled();
        editor.applyQuick(currentLine, quick);
      }
    }
  }

  return (
    <Stack gap="xs" onKeyDown={handleKeyDown} data-testid="booking-editor">
      {editor.failure && <Alert color="red">{editor.failure}</Alert>}
      {booking.data.warnings.length > 0 && !editor.dirty && (
        <Alert color="yellow" data-testid="booking-warnings">
          {booking.data.warnings.map((warning) => (
            <Text key={warning.path} size="sm">
              {warning.message}
            </Text>
          ))}
        </Alert>
      )}
      {props.source.creditorMatch ? (
        <CreditorSection
          source={props.source}
          creditor={form.creditor}
          error={editor.errors.get('creditor')}
          readOnly={readOnly}
          onCreditor={editor.setCreditor}
        />
      ) : (
        <TextInput
          size="xs"
          w={130}
          label={t('booking.creditor.label')}
          value={form.creditor}
          error={editor.errors.get('creditor')}
          disabled={readOnly}
          data-testid="booking-creditor"
          onChange={(event) => editor.setCreditor(event.currentTarget.value)}
        />
      )}
      {editor.proposal && !readOnly && (
        <Alert color="grape" variant="light" data-testid="booking-proposal">
          <Group justify="space-between">
            <Text size="sm">
              {t('booking.proposal.offer', {
                accounts: editor.proposal.lines.map((line) => line.GKONTO).join(', '),
                text: editor.proposal.lines[0]?.BUTEXT ?? '',
              })}
            </Text>
            <Button size="xs" variant="light" color="grape" onClick={editor.acceptProposal}>
              {t('booking.proposal.accept')}
            </Button>
          </Group>
        </Alert>
      )}
      <BookingLinesTable
        mandantId={props.source.mandantId}
        lines={form.lines}
        errors={editor.errors}
        readOnly={readOnly}
        currentKuerzel={props.currentKuerzel}
        focusLine={focusLine}
        onChange={editor.changeLine}
        onDelete={editor.deleteLine}
        onFocusLine={setCurrentLine}
      />
      {editor.errors.get('lines') && (
        <Text size="xs" c="red">
          {editor.errors.get('lines')}
        </Text>
      )}
      <Group justify="space-between">
        <Group gap="md">
          <Text size="sm">
            {t('booking.gross')}: {money(centsOf(booking.data.documentGross))}
          </Text>
          <Text size="sm" fw={600} c={editor.rest === 0 ? 'green' : 'red'} data-testid="booking-rest">
            {t('booking.rest')}: {money(editor.rest)}
          </Text>
          <Badge color={state === 'complete' ? 'green' : 'gray'} data-testid="booking-complete">
            {t(`booking.${state}`)}
          </Badge>
          {booking.data.updatedBy && !editor.dirty && (
            <Text size="xs" c="dimmed">
              {t('booking.saved-by', { name: booking.data.updatedBy })}
            </Text>
          )}
        </Group>
        {!readOnly && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              onClick={() => {
                setFocusLine(form.lines.length);
                editor.addLine();
              }}
            >
              {t('booking.add-line')}
            </Button>
            {editor.dirty && (
              <Button size="xs" variant="subtle" onClick={editor.reset}>
                {t('booking.discard')}
              </Button>
            )}
            <Button size="xs" loading={editor.saving} onClick={() => void editor.save()}>
              {t('booking.save')}
            </Button>
          </Group>
        )}
      </Group>
      <Text size="10px" c="dimmed">
        {t('booking.shortcuts')}
      </Text>
    </Stack>
  );
}
