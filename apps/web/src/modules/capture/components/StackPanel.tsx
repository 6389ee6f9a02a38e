import { Button, Group, Paper, Select } from '@mantine/core';
import type { CurrentUser, DocumentNode, Stack, StackTree as Tree } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ExportDialog } from '../../export/index.js';
import type { StackDialog } from './StackDialogs.js';
import { StackTree } from './StackTree.js';
import { UploadZone } from './UploadZone.js';

type Props = {
  mandanten: CurrentUser['mandanten'];
  mandantId: string | null;
  onMandant: (mandantId: string) => void;
  stacks: Stack[];
  /** The chosen stack; `stack` is its record once the stack list has it. */
  stackId: string | null;
  stack: Stack | null;
  onStack: (stackId: string) => void;
  tree: Tree | null;
  documentId: string | null;
  onDocument: (document: DocumentNode) => void;
  filterText: string;
  onFilterText: (text: string) => void;
  filter: { status: string | null; flag: string | null };
  onFilter: (filter: { status: string | null; flag: string | null }) => void;
  checkedIds: string[];
  onCheck: (documentId: string, checked: boolean) => void;
  onDialog: (dialog: StackDialog) => void;
  onInfo: () => void;
  onUploaded: () => void;
  /** After an export: documents are "FiBu exportiert" now. */
  onChanged: () => void;
};

/** The left column: Mandant, stack actions, the stack tree with its filters, and the upload zone. */
export function StackPanel(props: Props) {
  const { t } = useTranslation();
  const { stack } = props;
  const [exporting, setExporting] = useState(false);
  return (
    <Paper
      withBorder
      p="xs"
      style={{ gridRow: '1', display: 'flex', flexDirection: 'column', gap: 6, minHeight: 0 }}
    >
      <Select
        size="xs"
        label={t('capture.page.mandant')}
        value={props.mandantId}
        allowDeselect={false}
        data={props.mandanten.map((mandant) => ({
          value: mandant.id,
          label: `${mandant.mandnr} ${mandant.name}`,
        }))}
        onChange={(value) => value && props.onMandant(value)}
      />
      <Group gap={4}>
        {/* A stack belongs to a Mandant: until one is known the dialog could not store it. */}
        <Button
          size="compact-xs"
          disabled={!props.mandantId}
          onClick={() => props.onDialog({ kind: 'create' })}
        >
          {t('capture.stack.new')}
        </Button>
        {stack &&
          (['rename', 'properties', 'transfer', 'empty', 'delete'] as const).map((kind) => (
            <Button
              key={kind}
              size="compact-xs"
              variant="default"
              onClick={() => props.onDialog({ kind, stack })}
            >
              {t(`capture.stack.action-${kind}`)}
            </Button>
          ))}
        {stack && (
          <Button size="compact-xs" variant="default" onClick={props.onInfo}>
            {t('capture.stack.action-info')}
          </Button>
        )}
        {stack && props.mandantId && (
          <Button
            size="compact-xs"
            variant="default"
            onClick={() => setExporting(true)}
            data-testid="stack-export"
          >
            {t('capture.stack.action-export')}
          </Button>
        )}
      </Group>
      <div style={{ flex: 1, minHeight: 0 }}>
        <StackTree
          stacks={props.stacks}
          selectedStackId={props.stackId}
          tree={props.tree}
          selectedDocumentId={props.documentId}
          filterText={props.filterText}
          onFilterText={props.onFilterText}
          filter={props.filter}
          onFilter={props.onFilter}
          checkedIds={props.checkedIds}
          onCheck={props.onCheck}
          onSelectStack={props.onStack}
          onSelectDocument={props.onDocument}
        />
      </div>
      {exporting && stack && props.mandantId && (
        <ExportDialog
          mandantId={props.mandantId}
          stackId={stack.id}
          stackName={stack.name}
          onClose={() => setExporting(false)}
          onOpenDocument={() => setExporting(false)}
          onExported={props.onChanged}
        />
      )}
      {props.mandantId && (
        <UploadZone mandantId={props.mandantId} stackId={props.stackId} onUploaded={props.onUploaded} />
      )}
    </Paper>
  );
}
