import {
  ActionIcon,
  Badge,
  Box,
  Checkbox,
  Group,
  NavLink,
  ScrollArea,
  Select,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import {
  isSearchTermLongEnough,
  itemFlags,
  type DocumentNode,
  type Stack,
  type StackTree as Tree,
} from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

type Props = {
  stacks: Stack[];
  selectedStackId: string | null;
  tree: Tree | null;
  selectedDocumentId: string | null;
  filterText: string;
  onFilterText: (text: string) => void;
  /** Status (green/flawed) and item-state flag the listing is narrowed to. */
  filter: { status: string | null; flag: string | null };
  onFilter: (filter: { status: string | null; flag: string | null }) => void;
  /** Documents ticked for actions over several documents (zip download). */
  checkedIds: string[];
  onCheck: (documentId: string, checked: boolean) => void;
  onSelectStack: (stackId: string) => void;
  onSelectDocument: (document: DocumentNode) => void;
};

function flagBadges(document: DocumentNode, t: (key: string) => string) {
  return (Object.entries(document.flags) as [string, boolean][])
    .filter(([, value]) => value)
    .map(([flag]) => (
      <Badge key={flag} size="xs" variant="outline" color="gray">
        {t(`capture.flag.${flag}`)}
      </Badge>
    ));
}

/**
 * Stacks of the Mandant and the tree Stapel → Mappe → Heftung of the chosen stack, with full-text,
 * status and flag filters and a tick box per document.
 */
export function StackTree({
  stacks,
  selectedStackId,
  tree,
  selectedDocumentId,
  filterText,
  onFilterText,
  filter,
  onFilter,
  checkedIds,
  onCheck,
  onSelectStack,
  onSelectDocument,
}: Props) {
  const { t } = useTranslation();
  return (
    <ScrollArea h="100%" data-testid="stack-tree">
      {stacks.map((stack) => (
        <NavLink
          key={stack.id}
          active={stack.id === selectedStackId}
          opened={stack.id === selectedStackId}
          onClick={() => onSelectStack(stack.id)}
          label={
            <Group gap={6} wrap="nowrap">
              <Text size="sm" truncate>
                {stack.name}
              </Text>
              {stack.type !== 'standard' && (
                <Badge size="xs" variant="light">
                  {t(`capture.stack.type-${stack.type}`)}
                </Badge>
              )}
            </Group>
          }
          rightSection={
            <Text size="xs" c="dimmed">
              {stack.documentCount}
            </Text>
          }
          childrenOffset={8}
        >
          {stack.id === selectedStackId && tree && (
            <Box>
              <TextInput
                size="xs"
                my={4}
                placeholder={t('capture.tree.search')}
                aria-label={t('capture.tree.search')}
                value={filterText}
                onChange={(event) => onFilterText(event.currentTarget.value)}
                error={
                  filterText.trim() && !isSearchTermLongEnough(filterText)
                    ? t('api-errors.capture.search_term_too_short')
                    : undefined
                }
              />
              <Group gap={4} grow mb={4}>
                <Select
                  size="xs"
                  aria-label={t('capture.tree.status-filter')}
                  placeholder={t('capture.tree.status-all')}
                  clearable
                  value={filter.status}
                  onChange={(status) => onFilter({ ...filter, status })}
                  data={(['green', 'flawed'] as const).map((status) => ({
                    value: status,
                    label: t(`capture.status.${status}`),
                  }))}
                  data-testid="status-filter"
                />
                <Select
                  size="xs"
                  aria-label={t('capture.tree.flag-filter')}
                  placeholder={t('capture.tree.flag-all')}
                  clearable
                  value={filter.flag}
                  onChange={(flag) => onFilter({ ...filter, flag })}
                  data={itemFlags.map((flag) => ({ value: flag, label: t(`capture.flag.${flag}`) }))}
                  data-testid="flag-filter"
                />
              </Group>
              {tree.folders.length === 0 && (
                <Text size="xs" c="dimmed" p={4}>
                  {t('capture.tree.empty')}
                </Text>
              )}
              {tree.folders.map((folder) => (
                <NavLink
                  key={folder.id}
                  label={<Text size="xs">{t('capture.tree.folder', { name: folder.name })}</Text>}
                  defaultOpened
                  childrenOffset={8}
                >
                  {folder.documents.map((document) => (
                    <NavLink
                      key={document.id}
                      data-testid="document-node"
                      active={document.id === selectedDocumentId}
                      onClick={() => onSelectDocument(document)}
                      leftSection={
                        <Group gap={4} wrap="nowrap">
                          <Checkbox
                            size="xs"
                            aria-label={t('capture.tree.check', { title: document.title })}
                            checked={checkedIds.includes(document.id)}
                            onClick={(event) => event.stopPropagation()}
                            onChange={(event) => onCheck(document.id, event.currentTarget.checked)}
                          />
                          <Tooltip label={t(`capture.status.${document.status}`)}>
                            <Box
                              w={10}
                              h={10}
                              style={{
                                borderRadius: 5,
                                background: document.status === 'green' ? '#2f9e44' : '#f76707',
                              }}
                            />
                          </Tooltip>
                        </Group>
                      }
                      label={
                        <Group gap={4} wrap="nowrap">
                          <Text size="xs" truncate>
                            {document.title}
                          </Text>
                          {flagBadges(document, t)}
                          {document.checkedOutBy && (
                            <Tooltip label={t('capture.tree.checked-out', { name: document.checkedOutBy })}>
                              <ActionIcon
                                size="xs"
                                variant="transparent"
                                aria-label={t('capture.tree.checked-out', { name: document.checkedOutBy })}
                              >
                                ✎
                              </ActionIcon>
                            </Tooltip>
                          )}
                        </Group>
                      }
                      description={t('capture.tree.pages', { count: document.pageCount })}
                    />
                  ))}
                </NavLink>
              ))}
            </Box>
          )}
        </NavLink>
      ))}
    </ScrollArea>
  );
}
