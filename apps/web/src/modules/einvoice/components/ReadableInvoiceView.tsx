import { Alert, Badge, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import {
  buildReadableInvoice,
  type EInvoiceView,
  type Language,
  type ReadableAttachment,
  type ReadableSection,
} from '@belegfluss/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Sections shown side by side, as the official view pairs them. */
const PAIRS: Record<string, string> = { seller: 'buyer', payee: 'representative', vat: 'totals' };

function FieldList({ section }: { section: ReadableSection }) {
  if (section.fields.length === 0) return null;
  return (
    <Table withRowBorders={false} verticalSpacing={2}>
      <Table.Tbody>
        {section.fields.map((field, index) => (
          <Table.Tr key={`${field.label}-${index}`}>
            <Table.Td w="40%" valign="top">
              <Text size="sm" c="dimmed">
                {field.label}
              </Text>
            </Table.Td>
            <Table.Td>
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {field.value}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function SectionTable({ section }: { section: ReadableSection }) {
  const table = section.table;
  if (!table || table.rows.length === 0) return null;
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table striped data-testid={`einvoice-readable-table-${section.key}`}>
        <Table.Thead>
          <Table.Tr>
            {table.columns.map((column) => (
              <Table.Th key={column.label} ta={column.align}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {table.rows.map((row, rowIndex) => (
            <Table.Tr key={rowIndex}>
              {row.map((cell, index) => (
                <Table.Td key={index} ta={table.columns[index]!.align} style={{ whiteSpace: 'pre-wrap' }}>
                  {cell}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type OpenAttachment = (attachment: ReadableAttachment) => Promise<void>;

function Attachments({
  attachments,
  onOpen,
}: {
  attachments: ReadableAttachment[];
  onOpen?: OpenAttachment;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  return (
    <Stack gap={4}>
      {attachments.map((attachment) => (
        <Group key={attachment.index} gap="xs" data-testid="einvoice-attachment">
          <Text size="sm">{attachment.label}</Text>
          {attachment.fileName && (
            <Text size="xs" c="dimmed">
              {attachment.fileName}
              {attachment.mimeCode ? ` (${attachment.mimeCode})` : ''}
            </Text>
          )}
          {attachment.openable && onOpen && (
            <Button
              size="compact-xs"
              variant="light"
              onClick={() => {
                setError(null);
                onOpen(attachment).catch((failure: unknown) =>
                  setError(failure instanceof Error ? failure.message : String(failure)),
                );
              }}
            >
              {t('einvoice.readable.open')}
            </Button>
          )}
          {attachment.uri && <Text size="xs">{attachment.uri}</Text>}
        </Group>
      ))}
      {error && <Alert color="red">{error}</Alert>}
    </Stack>
  );
}

function SectionCard({
  section,
  onOpenAttachment,
}: {
  section: ReadableSection;
  onOpenAttachment?: OpenAttachment;
}) {
  return (
    <Card withBorder padding="sm" data-testid={`einvoice-readable-${section.key}`}>
      <Title order={5} mb="xs">
        {section.title}
      </Title>
      <FieldList section={section} />
      <SectionTable section={section} />
      {section.attachments && <Attachments attachments={section.attachments} onOpen={onOpenAttachment} />}
    </Card>
  );
}

/**
 * The readable e-invoice as a person reads an invoice (after the official XRechnung visualisation):
 * overview, seller and buyer side by side, lines, allowances and charges, VAT next to the totals,
 * payment, notes and the attached files, in the UI language. The PDF download renders the same
 * structure.
 */
export function ReadableInvoiceView({
  invoice,
  onOpenAttachment,
}: {
  invoice: EInvoiceView;
  onOpenAttachment?: OpenAttachment;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language as Language;
  const readable = useMemo(() => buildReadableInvoice(invoice, language), [invoice, language]);
  const byKey = new Map(readable.sections.map((section) => [section.key, section]));
  const pairedFirst = Object.keys(PAIRS).filter((first) => byKey.has(first) && byKey.has(PAIRS[first]!));
  const pairedSecond = new Set(pairedFirst.map((first) => PAIRS[first]!));
  const card = (section: ReadableSection) => (
    <SectionCard key={section.key} section={section} onOpenAttachment={onOpenAttachment} />
  );
  return (
    <Stack gap="md" data-testid="einvoice-readable">
      <Group justify="space-between" align="baseline">
        <Title order={3}>{readable.title}</Title>
        {readable.payable && (
          <Badge size="xl" variant="light" tt="none" data-testid="einvoice-readable-payable">
            {readable.payable}
          </Badge>
        )}
      </Group>
      {readable.sections.map((section) => {
        if (pairedSecond.has(section.key)) return null;
        if (!pairedFirst.includes(section.key)) return card(section);
        return (
          <SimpleGrid key={section.key} cols={{ base: 1, md: 2 }}>
            {card(section)}
            {card(byKey.get(PAIRS[section.key]!)!)}
          </SimpleGrid>
        );
      })}
    </Stack>
  );
}
