import { Badge, Stack, Table, Text, Title } from '@mantine/core';
import { formatDateTime, type Language, type WorkflowDetail } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

/** The workflow monitor: every task with its step, recipient, state and result, and the requests. */
export function MonitorPanel({ detail }: { detail: WorkflowDetail }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  return (
    <Stack>
      <Table striped withTableBorder aria-label={t('workflow.monitor.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('workflow.monitor.step')}</Table.Th>
            <Table.Th>{t('workflow.monitor.recipient')}</Table.Th>
            <Table.Th>{t('workflow.monitor.task')}</Table.Th>
            <Table.Th>{t('workflow.monitor.state')}</Table.Th>
            <Table.Th>{t('workflow.monitor.result')}</Table.Th>
            <Table.Th>{t('workflow.monitor.done-by')}</Table.Th>
            <Table.Th>{t('workflow.monitor.note')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.Tasks.map((task) => (
            <Table.Tr key={task.Id}>
              <Table.Td>
                {task.Role === 'step' ? task.StepNo : t(`workflow.monitor.role.${task.Role}`)}
              </Table.Td>
              <Table.Td>{task.Recipient}</Table.Td>
              <Table.Td>{t(`workflow.task.${task.Kind}`)}</Table.Td>
              <Table.Td>
                <Badge size="sm" variant="light">
                  {t(`workflow.task-state.${task.State}`)}
                </Badge>
              </Table.Td>
              <Table.Td>{t(`workflow.result.${task.Result}`)}</Table.Td>
              <Table.Td>
                {task.CompletedBy ? `${task.CompletedBy}, ${formatDateTime(task.CompletedAt, language)}` : ''}
              </Table.Td>
              <Table.Td>{task.Note}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {detail.Inquiries.length > 0 && (
        <>
          <Title order={5}>{t('workflow.monitor.inquiries')}</Title>
          {detail.Inquiries.map((inquiry) => (
            <Text key={inquiry.Id} size="sm">
              {t('workflow.monitor.inquiry-line', {
                from: inquiry.From,
                to: inquiry.To,
                state: t(`workflow.inquiry-state.${inquiry.State}`),
                until: formatDateTime(inquiry.ExpiresAt, language),
              })}
              {' – '}
              {inquiry.Anmerkung}
              {inquiry.Answer ? ` → ${inquiry.Answer}` : ''}
            </Text>
          ))}
        </>
      )}
    </Stack>
  );
}
