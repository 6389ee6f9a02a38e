import { Alert, Button, Checkbox, FileInput, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesApi, type MaskScope } from '../rules.api.js';

type Props = { mandantId: string; choice: { scope: MaskScope; profileKind: string } };

/** Rule sets and templates: import a rule export, adopt one template into the chosen mask, export, save the mask as a template. */
export function TemplatesPanel({ mandantId, choice }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const templates = useQuery({
    queryKey: ['rules', 'templates', mandantId],
    queryFn: () => rulesApi.templates(mandantId),
  });
  const [selected, setSelected] = useState<string[]>([]);
  const [file, setFile] = useState<File | null>(null);
  const [name, setName] = useState('');
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['rules'] });

  async function run(work: () => Promise<string>) {
    try {
      setMessage({ color: 'green', text: await work() });
      await refresh();
    } catch (failure) {
      setMessage({ color: 'red', text: (failure as Error).message });
    }
  }
  const currentMask = () => rulesApi.mask(mandantId, choice.scope, choice.profileKind, false);

  return (
    <Stack gap="sm" data-testid="rule-templates">
      <Group align="end">
        <FileInput
          label={t('rules.templates.file')}
          accept=".json,application/json"
          value={file}
          onChange={setFile}
          w={300}
          clearable
          data-testid="rule-import-file"
        />
        <Button
          disabled={!file}
          data-testid="rule-import"
          onClick={() =>
            void run(async () => {
              const result = await rulesApi.importFile(mandantId, file as File);
              setFile(null);
              return t('rules.templates.imported', { count: result.templates.length });
            })
          }
        >
          {t('rules.templates.import')}
        </Button>
      </Group>
      <Group>
        <Button
          data-testid="rule-adopt"
          onClick={() =>
            void run(async () => {
              if (selected.length !== 1) throw new Error(t('api-errors.rules.choose_one_template'));
              const mask = await currentMask();
              const filled = await rulesApi.fillMask(mandantId, mask.id, selected, 'append');
              return t('rules.templates.adopted', {
                count: filled.rules.length,
                mask: t(`rules.profile.${filled.profileKind}`),
              });
            })
          }
        >
          {t('rules.templates.adopt')}
        </Button>
        <Button
          variant="default"
          disabled={selected.length === 0}
          data-testid="rule-export-templates"
          onClick={() =>
            void run(async () => {
              await rulesApi.exportFile(mandantId, { templateIds: selected });
              return t('rules.templates.exported');
            })
          }
        >
          {t('rules.templates.export')}
        </Button>
        <Button
          variant="default"
          data-testid="rule-export-mask"
          onClick={() =>
            void run(async () => {
              await rulesApi.exportFile(mandantId, { maskIds: [(await currentMask()).id] });
              return t('rules.templates.exported');
            })
          }
        >
          {t('rules.templates.export-mask')}
        </Button>
        <Button
          color="red"
          variant="subtle"
          disabled={selected.length === 0}
          onClick={() =>
            void run(async () => {
              await rulesApi.deleteTemplates(mandantId, selected);
              setSelected([]);
              return t('rules.templates.deleted');
            })
          }
        >
          {t('rules.templates.delete')}
        </Button>
      </Group>
      <Group align="end">
        <TextInput
          label={t('rules.templates.name')}
          value={name}
          w={300}
          data-testid="rule-template-name"
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <Button
          variant="light"
          disabled={!name.trim()}
          data-testid="rule-save-template"
          onClick={() =>
            void run(async () => {
              await rulesApi.saveAsTemplate(mandantId, (await currentMask()).id, name.trim(), '');
              setName('');
              return t('rules.templates.saved');
            })
          }
        >
          {t('rules.templates.save')}
        </Button>
      </Group>
      {message && (
        <Alert
          color={message.color}
          withCloseButton
          onClose={() => setMessage(null)}
          data-testid="rule-templates-message"
        >
          {message.text}
        </Alert>
      )}
      <Table striped withTableBorder data-testid="rule-template-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th />
            <Table.Th>{t('rules.templates.name')}</Table.Th>
            <Table.Th>{t('rules.overview.mask')}</Table.Th>
            <Table.Th>{t('rules.templates.rules')}</Table.Th>
            <Table.Th>{t('rules.templates.origin')}</Table.Th>
            <Table.Th>{t('rules.templates.created')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(templates.data ?? []).map((template) => (
            <Table.Tr key={template.id}>
              <Table.Td>
                <Checkbox
                  aria-label={template.name}
                  checked={selected.includes(template.id)}
                  onChange={(event) =>
                    setSelected((current) =>
                      event.currentTarget.checked
                        ? [...current, template.id]
                        : current.filter((id) => id !== template.id),
                    )
                  }
                />
              </Table.Td>
              <Table.Td>{template.name}</Table.Td>
              <Table.Td>{t(`rules.profile.${template.profileKind}`)}</Table.Td>
              <Table.Td>{template.ruleCount}</Table.Td>
              <Table.Td>
                {template.imported ? t('rules.templates.from-import') : t('rules.templates.from-mask')}
              </Table.Td>
              <Table.Td>{template.createdByName}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {templates.data?.length === 0 && <Text c="dimmed">{t('rules.templates.empty')}</Text>}
    </Stack>
  );
}
