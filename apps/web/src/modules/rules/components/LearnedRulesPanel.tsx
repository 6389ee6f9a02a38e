import { Alert, Button, Group, Stack, Table, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesApi } from '../rules.api.js';

/** The rules learned from corrections, per creditor, with "übernehmen" and "löschen". */
export function LearnedRulesPanel({ mandantId }: { mandantId: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const learned = useQuery({
    queryKey: ['rules', 'learned', mandantId],
    queryFn: () => rulesApi.learned(mandantId),
  });
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);

  async function run(work: () => Promise<unknown>, done: string) {
    try {
      await work();
      setMessage({ color: 'green', text: done });
      await queryClient.invalidateQueries({ queryKey: ['rules'] });
    } catch (failure) {
      setMessage({ color: 'red', text: (failure as Error).message });
    }
  }

  return (
    <Stack gap="sm" data-testid="rule-learned">
      <Text size="sm" c="dimmed">
        {t('rules.learned.intro')}
      </Text>
      {message && (
        <Alert
          color={message.color}
          withCloseButton
          onClose={() => setMessage(null)}
          data-testid="rule-learned-message"
        >
          {message.text}
        </Alert>
      )}
      <Table striped withTableBorder data-testid="rule-learned-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rules.learned.creditor')}</Table.Th>
            <Table.Th>{t('rules.editor.field-kind')}</Table.Th>
            <Table.Th>{t('rules.learned.anchor')}</Table.Th>
            <Table.Th>{t('rules.learned.direction')}</Table.Th>
            <Table.Th>{t('rules.learned.sample')}</Table.Th>
            <Table.Th>{t('rules.learned.hits')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(learned.data ?? []).map((rule) => (
            <Table.Tr key={rule.id} data-testid="rule-learned-row">
              <Table.Td>{rule.creditorLabel}</Table.Td>
              <Table.Td>{rule.fieldKind}</Table.Td>
              <Table.Td>{rule.anchorText}</Table.Td>
              <Table.Td>
                {rule.direction
                  .split(',')
                  .map((direction) => t(`rules.direction.${direction}`))
                  .join(', ')}
              </Table.Td>
              <Table.Td>{rule.sampleValue}</Table.Td>
              <Table.Td>{rule.hits}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    onClick={() =>
                      void run(() => rulesApi.adoptLearned(mandantId, rule.id), t('rules.learned.adopted'))
                    }
                  >
                    {t('rules.learned.adopt')}
                  </Button>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="subtle"
                    data-testid="rule-learned-delete"
                    onClick={() =>
                      void run(() => rulesApi.deleteLearned(mandantId, rule.id), t('rules.learned.deleted'))
                    }
                  >
                    {t('rules.learned.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {learned.data?.length === 0 && <Text c="dimmed">{t('rules.learned.empty')}</Text>}
    </Stack>
  );
}
