import { ActionIcon, Badge, Box, Group, NavLink, ScrollArea, Text, TextInput, Tooltip } from '@mantine/core';
import type { DocumentNode, Stack, StackTree as Tree } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

type Props = {
  stacks: Stack[];
  selectedStackId: string | null;
  tree: Tree | null;
  selectedDocumentId: string | null;
  filterText: string;
  onFilterText: (text: string) => void;
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

/** Stacks of the Mandant and the tree Stapel → Mappe → Heftung of the chosen stack. */
export function StackTree({
  stacks,
  selectedStackId,
  tree,
  selectedDocumentId,
  filterText,
  onFilterText,
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
              />
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
