import { Alert, Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import {
  EINVOICE_NOTE_MAX_LENGTH,
  formatDateTime,
  type EInvoiceNote,
  type Language,
} from '@belegfluss/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createNote, deleteNote, fetchPositionNotes, updateNote, type Viewer } from '../einvoice.api.js';

function NoteItem({
  note,
  onSave,
  onDelete,
}: {
  note: EInvoiceNote;
  onSave: (text: string) => void;
  onDelete: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(note.text);
  return (
    <Paper withBorder p="xs" data-testid="einvoice-note">
      {editing ? (
        <Stack gap="xs">
          <Textarea
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={EINVOICE_NOTE_MAX_LENGTH}
            autosize
            minRows={2}
          />
          <Group gap="xs">
            <Button
              size="xs"
              disabled={text.trim() === ''}
              onClick={() => {
                onSave(text);
                setEditing(false);
              }}
            >
              {t('einvoice.notes.save')}
            </Button>
            <Button size="xs" variant="subtle" onClick={() => setEditing(false)}>
              {t('einvoice.notes.cancel')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <>
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {note.text}
          </Text>
          <Group justify="space-between" mt={4}>
            <Text size="xs" c="dimmed">
              {t('einvoice.notes.by', {
                name: note.createdByName,
                date: formatDateTime(note.updatedAt, i18n.language as Language),
              })}
            </Text>
            {note.editable && (
              <Group gap={4}>
                <Button size="compact-xs" variant="subtle" onClick={() => setEditing(true)}>
                  {t('einvoice.notes.edit')}
                </Button>
                <Button size="compact-xs" variant="subtle" color="red" onClick={onDelete}>
                  {t('einvoice.notes.delete')}
                </Button>
              </Group>
            )}
          </Group>
        </>
      )}
    </Paper>
  );
}

/** Notes on one invoice position: everyone sees them; only the creator edits or deletes. */
export function PositionNotes({
  viewer,
  documentId,
  position,
}: {
  viewer: Viewer;
  documentId: string;
  position: number;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['einvoice', viewer, documentId, 'notes', position];
  const notes = useQuery({ queryKey: key, queryFn: () => fetchPositionNotes(viewer, documentId, position) });
  const [text, setText] = useState('');
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: key }),
      queryClient.invalidateQueries({ queryKey: ['einvoice', viewer, documentId, 'summary'] }),
    ]);
  const add = useMutation({
    mutationFn: () => createNote(viewer, documentId, { positionId: String(position), text }),
    onSuccess: async () => (setText(''), await refresh()),
  });
  const save = useMutation({
    mutationFn: (input: { id: string; text: string }) => updateNote(viewer, documentId, input.id, input.text),
    onSuccess: refresh,
  });
  const remove = useMutation({
    mutationFn: (id: string) => deleteNote(viewer, documentId, id),
    onSuccess: refresh,
  });
  const failure = add.error ?? save.error ?? remove.error ?? notes.error;
  return (
    <Stack gap="xs">
      {failure && <Alert color="red">{failure.message}</Alert>}
      {notes.data?.length === 0 && <Text c="dimmed">{t('einvoice.notes.empty')}</Text>}
      {notes.data?.map((note) => (
        <NoteItem
          key={note.id}
          note={note}
          onSave={(value) => save.mutate({ id: note.id, text: value })}
          onDelete={() => remove.mutate(note.id)}
        />
      ))}
      <Textarea
        label={t('einvoice.notes.new')}
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        maxLength={EINVOICE_NOTE_MAX_LENGTH}
        autosize
        minRows={2}
      />
      <Group>
        <Button size="xs" onClick={() => add.mutate()} disabled={text.trim() === ''} loading={add.isPending}>
          {t('einvoice.notes.add')}
        </Button>
      </Group>
    </Stack>
  );
}
