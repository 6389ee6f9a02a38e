import { Alert, Button, Group, List, SimpleGrid, Stack, TextInput } from '@mantine/core';
import type { IndexFieldDefinition, ValidationReport, WorkflowIndexEntry } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';
import { isValidMaskValue, maskDisplayValue } from '../workflow-mask.model.js';

/**
 * The input (capture) mask of the workflow's document with its validation report. Fields the user
 * may not change now (no open task, or Konto without the right to edit accounts) are read-only;
 * while a stamp is being saved the whole mask is disabled.
 */
export function IndexPanel(props: {
  definitions: IndexFieldDefinition[] | undefined;
  entries: WorkflowIndexEntry[] | undefined;
  report: ValidationReport | undefined;
  edits: Record<string, string>;
  dirty: boolean;
  saving: boolean;
  disabled: boolean;
  onChange: (field: string, value: string) => void;
  onSave: () => void;
}) {
  const { t } = useTranslation();
  const stored = new Map(props.entries?.map((entry) => [entry.FeldID, entry.VALUE]));
  const editable = props.definitions?.some((field) => field.Editable) ?? false;
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 2 }} aria-label={t('workflow.index.title')}>
        {props.definitions?.map((field) => {
          const value =
            props.edits[field.FeldID] ?? maskDisplayValue(field.FELDART, stored.get(field.FeldID) ?? '');
          return (
            <TextInput
              key={field.FeldID}
              label={t(`workflow.index.field.${field.FeldID}`)}
              withAsterisk={field.Required}
              value={value}
              data-field={field.FeldID}
              readOnly={!field.Editable}
              disabled={props.disabled}
              error={
                value && !isValidMaskValue(field.FeldID, value)
                  ? t(`workflow.index.invalid-${field.FELDART}`)
                  : undefined
              }
              onChange={(event) => props.onChange(field.FeldID, event.currentTarget.value)}
            />
          );
        })}
      </SimpleGrid>
      {editable && (
        <Group justify="flex-end">
          <Button
            size="xs"
            onClick={props.onSave}
            disabled={props.disabled || !props.dirty}
            loading={props.saving}
          >
            {t('workflow.index.save')}
          </Button>
        </Group>
      )}
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
