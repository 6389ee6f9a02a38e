import { Alert, Button } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { archiveApi } from '../archive.api.js';

/** The administrator's alarm: the last check of the audit trail found it altered, cut off or rewound. */
export function AuditAlarm() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const status = useQuery({
    queryKey: ['archive', 'audit-status'],
    queryFn: archiveApi.auditStatus,
    retry: false,
  });
  if (!status.data?.alarm || !status.data.latest) return null;
  return (
    <Alert color="red" title={t('archive.audit.alarm-title')} data-testid="audit-alarm">
      {t('archive.audit.alarm-text', { count: status.data.latest.problems.length })}
      <ul>
        {status.data.latest.problems.slice(0, 5).map((problem, index) => (
          <li key={index}>
            {problem.chainKey}: {problem.detail}
          </li>
        ))}
      </ul>
      <Button
        size="xs"
        color="red"
        variant="light"
        onClick={() =>
          void archiveApi
            .acknowledgeAlarm()
            .then(() => client.invalidateQueries({ queryKey: ['archive', 'audit-status'] }))
        }
      >
        {t('archive.audit.acknowledge')}
      </Button>
    </Alert>
  );
}
