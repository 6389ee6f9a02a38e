import { ActionIcon, Badge, Table, Text, TextInput, Tooltip } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AccountInput } from './AccountInput.js';
import { isForeignSplit, type EditableField, type FormLine } from './booking-form.model.js';

const textFields: { field: EditableField; width: number }[] = [
  { field: 'SL_BU', width: 56 },
  { field: 'MWST_SATZ', width: 56 },
  { field: 'NETTO', width: 92 },
  { field: 'MWST', width: 84 },
  { field: 'BRUTTO', width: 92 },
  { field: 'KOST1', width: 72 },
  { field: 'KOST2', width: 72 },
  { field: 'BUTEXT', width: 180 },
];

/**
 * The booking lines as a grid of inputs, in the order one books them (account, tax key, rate, net,
 * VAT, gross, cost centres, text); each refusal stands under its field. Splits of other users are
 * shown read-only.
 */
export function BookingLinesTable(props: {
  mandantId: string;
  lines: FormLine[];
  errors: Map<string, string>;
  readOnly: boolean;
  currentKuerzel: string;
  focusLine: number | null;
  onChange: (index: number, field: EditableField, value: string) => void;
  onDelete: (index: number) => void;
  onFocusLine: (index: number) => void;
}) {
  const { t } = useTranslation();
  return (
    <Table withRowBorders={false} verticalSpacing={2} horizontalSpacing={4} data-testid="booking-lines">
      <Table.Tbody>
        {props.lines.map((line, index) => {
          const locked = props.readOnly || isForeignSplit(line, props.currentKuerzel);
          const error = (field: string) => props.errors.get(`lines.${index}.${field}`);
          const lineError = props.errors.get(`lines.${index}`);
          return (
            <Table.Tr
              key={line.key}
              data-testid={`booking-line-${index}`}
              onFocus={() => props.onFocusLine(index)}
              style={{ verticalAlign: 'top' }}
            >
              <Table.Td>
                <Text size="xs" c="dimmed" mt={22}>
                  {index + 1}
                </Text>
              </Table.Td>
              <Table.Td>
                <AccountInput
                  mandantId={props.mandantId}
                  label={t('booking.field.GKONTO')}
                  value={line.GKONTO}
                  error={error('GKONTO')}
                  disabled={locked}
                  autoFocus={props.focusLine === index}
                  onChange={(value) => props.onChange(index, 'GKONTO', value)}
                />
              </Table.Td>
              {textFields.map(({ field, width }) => (
                <Table.Td key={field}>
                  <TextInput
                    size="xs"
                    w={width}
                    label={t(`booking.field.${field}`)}
                    value={line[field]}
                    error={error(field)}
                    disabled={locked}
                    data-field={field}
                    onChange={(event) => props.onChange(index, field, event.currentTarget.value)}
                  />
                </Table.Td>
              ))}
              <Table.Td>
                <Badge
                  mt={22}
                  size="xs"
                  variant="light"
                  color={line.SOURCE === 'proposal' ? 'grape' : 'gray'}
                  data-testid={`booking-source-${index}`}
                >
                  {t(`booking.source.${line.SOURCE}`)}
                </Badge>
                {line.SPLIT && (
                  <Text size="10px" c="dimmed">
                    {t('booking.split-by', { kuerzel: line.KUERZEL })}
                  </Text>
                )}
                {lineError && (
                  <Text size="xs" c="red">
                    {lineError}
                  </Text>
                )}
              </Table.Td>
              <Table.Td>
                <Tooltip label={t('booking.delete-line')}>
                  <ActionIcon
                    mt={20}
                    size="sm"
                    color="red"
                    variant="subtle"
                    aria-label={t('booking.delete-line')}
                    disabled={locked}
                    onClick={() => props.onDelete(index)}
                  >
                    ×
                  </ActionIcon>
                </Tooltip>
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
