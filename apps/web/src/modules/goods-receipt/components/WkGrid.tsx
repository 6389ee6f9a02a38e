import { ScrollArea, Table, Text, UnstyledButton } from '@mantine/core';
import type {
  BuWkData,
  SortDescriptor,
  WkColumnDefinition,
  WkGridField,
  WkOrderRow,
} from '@belegfluss/shared';
import { useRef, useState, type MouseEvent as ReactMouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { moveColumn } from '../goods-receipt.view-model.js';
import { useCellFormat } from './cell-format.js';

const DEFAULT_WIDTH = 120;
const MIN_WIDTH = 50;

type Props = {
  rows: WkOrderRow[];
  columns: WkColumnDefinition[];
  rowKey: (row: BuWkData) => string;
  selected: string[];
  onSelect: (keys: string[]) => void;
  sort: SortDescriptor | null;
  onSort: (sort: SortDescriptor) => void;
  /** A column was moved or resized: the new order and widths (saved per user). */
  onColumnsChange: (columns: WkColumnDefinition[]) => void;
  label: string;
  emptyText: string;
  testId: string;
};

/**
 * The 36-column goods-receipt grid: a click on a title sorts (again: the other way), a title dragged
 * onto another moves the column, the edge of a title resizes it. A click selects one row,
 * Ctrl/⌘-click adds or removes rows.
 */
export function WkGrid(props: Props) {
  const { t } = useTranslation();
  const format = useCellFormat();
  const dragged = useRef<WkGridField | null>(null);
  const [widths, setWidths] = useState<Partial<Record<WkGridField, number>>>({});
  const widthOf = (column: WkColumnDefinition) => widths[column.FieldName] ?? column.Width ?? DEFAULT_WIDTH;

  function drop(target: WkGridField) {
    const field = dragged.current;
    dragged.current = null;
    if (field && field !== target) props.onColumnsChange(moveColumn(props.columns, field, target));
  }

  function startResize(event: ReactMouseEvent, column: WkColumnDefinition) {
    event.preventDefault();
    event.stopPropagation();
    const startX = event.clientX;
    const startWidth = widthOf(column);
    let width = startWidth;
    const move = (moveEvent: MouseEvent) => {
      width = Math.max(MIN_WIDTH, Math.round(startWidth + moveEvent.clientX - startX));
      setWidths((current) => ({ ...current, [column.FieldName]: width }));
    };
    const up = () => {
      window.removeEventListener('mousemove', move);
      window.removeEventListener('mouseup', up);
      if (width !== startWidth)
        props.onColumnsChange(
          props.columns.map((each) =>
            each.FieldName === column.FieldName ? { ...each, Width: width } : each,
          ),
        );
    };
    window.addEventListener('mousemove', move);
    window.addEventListener('mouseup', up);
  }

  function clickRow(event: ReactMouseEvent, key: string) {
    if (event.ctrlKey || event.metaKey) {
      props.onSelect(
        props.selected.includes(key)
          ? props.selected.filter((each) => each !== key)
          : [...props.selected, key],
      );
    } else props.onSelect([key]);
  }

  const totalWidth = props.columns.reduce((sum, column) => sum + widthOf(column), 0);
  return (
    <ScrollArea h={280} type="auto" data-testid={props.testId}>
      <Table
        striped
        highlightOnHover
        withColumnBorders
        stickyHeader
        aria-label={props.label}
        style={{ tableLayout: 'fixed', width: totalWidth }}
        fz="xs"
      >
        <Table.Thead>
          <Table.Tr>
            {props.columns.map((column) => {
              const sorted = props.sort?.SortField === column.FieldName ? props.sort : null;
              return (
                <Table.Th
                  key={column.FieldName}
                  style={{ width: widthOf(column), position: 'relative' }}
                  draggable
                  data-field={column.FieldName}
                  aria-sort={sorted ? (sorted.Ascending ? 'ascending' : 'descending') : 'none'}
                  onDragStart={() => (dragged.current = column.FieldName)}
                  onDragOver={(event) => event.preventDefault()}
                  onDrop={(event) => {
                    event.preventDefault();
                    drop(column.FieldName);
                  }}
                >
                  <UnstyledButton
                    fz="xs"
                    fw={600}
                    onClick={() =>
                      props.onSort({
                        SortField: column.FieldName,
                        Ascending: sorted ? !sorted.Ascending : true,
                      })
                    }
                  >
                    {t(`goods-receipt.column.${column.FieldName}`)}
                    {sorted ? (sorted.Ascending ? ' ▲' : ' ▼') : ''}
                  </UnstyledButton>
                  <span
                    aria-hidden
                    onMouseDown={(event) => startResize(event, column)}
                    style={{
                      position: 'absolute',
                      right: 0,
                      top: 0,
                      bottom: 0,
                      width: 6,
                      cursor: 'col-resize',
                    }}
                  />
                </Table.Th>
              );
            })}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.rows.map((row) => {
            const key = props.rowKey(row.BuWkData);
            const selected = props.selected.includes(key);
            return (
              <Table.Tr
                key={key}
                aria-selected={selected}
                bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
                onClick={(event) => clickRow(event, key)}
                style={{ cursor: 'pointer' }}
              >
                {props.columns.map((column) => (
                  <Table.Td key={column.FieldName} style={{ overflow: 'hidden', whiteSpace: 'nowrap' }}>
                    {format(row.BuWkData, column.FieldName)}
                  </Table.Td>
                ))}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {props.rows.length === 0 && (
        <Text size="sm" c="dimmed" p="sm">
          {props.emptyText}
        </Text>
      )}
    </ScrollArea>
  );
}
