import { Alert, List, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { IndexFieldDefinition, ValidationReport, WorkflowIndexEntry } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

/** The input (capture) mask of the workflow's document with its validation report. */
export function IndexPanel(props: {
  definitions: IndexFieldDefinition[] | undefined;
  entries: WorkflowIndexEntry[] | undefined;
  report: ValidationReport | undefined;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const values = new Map(props.entries?.map((entry) => [entry.FeldID, entry.VALUE]));
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-label={t('workflow.index.title')}>
        {props.definitions?.map((field) => (
          <TextInput
            key={field.FeldID}
            label={t(`workflow.index.field.${field.FeldID}`)}
            withAsterisk={field.Required}
            value={values.get(field.FeldID) ?? ''}
            readOnly
            disabled={props.disabled}
          />
        ))}
      </SimpleGrid>
      {props.report && props.report.Issues.length > 0 && (
        <Alert color={props.report.Valid ? 'yellow' : 'red'} title={t('workflow.index.validation')}>
          <List size="sm">
            {props.report.Issues.map((issue) => (
              <List.Item key={`${issue.Field}:${issue.Message}`}>{issue.Message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {props.report?.Issues.length === 0 && (
        <Alert color="green" title={t('workflow.index.validation')}>
          {t('workflow.index.valid')}
        </Alert>
      )}
    </Stack>
  );
}
