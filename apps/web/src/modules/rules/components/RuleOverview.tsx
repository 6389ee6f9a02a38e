import { ActionIcon, Alert, Badge, Button, Group, Select, Stack, Table, Text, Tooltip } from '@mantine/core';
import { mandantProfileKinds, type RuleMask } from '@belegfluss/shared';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesApi, type MaskScope, type RuleFieldType } from '../rules.api.js';
import { draftOf, emptyDraft, ruleInputOf, type DraftRule } from '../rule-editor.model.js';
import { RuleEditor } from './RuleEditor.js';

export type MaskChoice = { scope: MaskScope; profileKind: string };
type Props = {
  mandantId: string;
  isAdmin: boolean;
  choice: MaskChoice;
  onChoice: (choice: MaskChoice) => void;
  fieldTypes: RuleFieldType[];
};

const choiceValue = (choice: MaskChoice) =>
  choice.scope === 'mandant' ? choice.profileKind : choice.scope === 'global' ? 'Global' : 'Mand_Global';
const choiceOf = (value: string): MaskChoice =>
  value === 'Global'
    ? { scope: 'global', profileKind: 'Global' }
    : value === 'Mand_Global'
      ? { scope: 'mandantGlobal', profileKind: 'Mand_Global' }
      : { scope: 'mandant', profileKind: value };

/** The rule overview: a mask's rules in order, edited under the mask's lock; a rule opens in the editor. */
export function RuleOverview({ mandantId, isAdmin, choice, onChoice, fieldTypes }: Props) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = ['rules', 'mask', mandantId, choice.scope, choice.profileKind];
  const mask = useQuery({
    queryKey: key,
    queryFn: () => rulesApi.mask(mandantId, choice.scope, choice.profileKind, false),
  });
  const [editing, setEditing] = useState<DraftRule | null>(null);
  const [message, setMessage] = useState<{ color: string; text: string } | null>(null);
  const current = mask.data;
  const canChange = choice.scope !== 'global' || isAdmin;

  const report = (failure: unknown) => setMessage({ color: 'red', text: (failure as Error).message });
  const store = (next: RuleMask) => queryClient.setQueryData(key, next);

  async function lockAndEdit(draft: DraftRule) {
    try {
      store(await rulesApi.mask(mandantId, choice.scope, choice.profileKind, true));
      setEditing(draft);
      setMessage(null);
    } catch (failure) {
      report(failure);
    }
  }
  async function saveRules(rules: DraftRule[], base: RuleMask) {
    const saved = await rulesApi.saveRules({
      mandantId,
      maskId: base.id,
      version: base.version,
      maskData: base.maskData,
      basicRules: base.basicRules,
      splitRules: base.splitRules,
      costSplitRules: base.costSplitRules,
      rules: rules.map(ruleInputOf),
    });
    store(saved);
    return saved;
  }
  async function handleApply(draft: DraftRule) {
    const base = queryClient.getQueryData<RuleMask>(key);
    if (!base) return;
    const drafts = base.rules.map(draftOf);
    const index = draft.id ? drafts.findIndex((rule) => rule.id === draft.id) : -1;
    if (index >= 0) drafts[index] = draft;
    else drafts.push(draft);
    try {
      await saveRules(drafts, base);
      await rulesApi.unlock(mandantId, base.id);
      store(await rulesApi.mask(mandantId, choice.scope, choice.profileKind, false));
      setEditing(null);
      setMessage({ color: 'green', text: t('rules.overview.saved') });
      void queryClient.invalidateQueries({ queryKey: ['rules', 'infos', mandantId] });
    } catch (failure) {
      report(failure);
    }
  }
  async function handleCancel() {
    if (current) await rulesApi.unlock(mandantId, current.id).catch(() => undefined);
    setEditing(null);
    void mask.refetch();
  }
  async function handleDelete(ruleId: string) {
    if (!current) return;
    try {
      store(await rulesApi.deleteRules(mandantId, current.id, [ruleId]));
    } catch (failure) {
      report(failure);
    }
  }
  async function handleMove(index: number, step: number) {
    if (!current) return;
    const drafts = current.rules.map(draftOf);
    const [moved] = drafts.splice(index, 1);
    drafts.splice(index + step, 0, moved!);
    try {
      const locked = await rulesApi.mask(mandantId, choice.scope, choice.profileKind, true);
      await saveRules(drafts, locked);
      await rulesApi.unlock(mandantId, locked.id);
      void mask.refetch();
    } catch (failure) {
      report(failure);
    }
  }
  async function handleRerun() {
    try {
      const result = await rulesApi.rerunExtraction(mandantId);
      setMessage({ color: 'green', text: t('rules.overview.rerun-started', { count: result.documents }) });
    } catch (failure) {
      report(failure);
    }
  }

  if (editing)
    return (
      <RuleEditor
        mandantId={mandantId}
        fieldTypes={fieldTypes}
        initial={editing}
        readOnly={!canChange}
        onSave={(draft) => void handleApply(draft)}
        onCancel={() => void handleCancel()}
      />
    );
  return (
    <Stack gap="sm" data-testid="rule-overview">
      <Group align="end">
        <Select
          label={t('rules.overview.mask')}
          w={260}
          data-testid="rule-mask-select"
          value={choiceValue(choice)}
          allowDeselect={false}
          data={[...mandantProfileKinds, 'Mand_Global', 'Global'].map((kind) => ({
            value: kind,
            label: t(`rules.profile.${kind}`),
          }))}
          onChange={(value) => value && onChoice(choiceOf(value))}
        />
        <Button onClick={() => void lockAndEdit(emptyDraft())} disabled={!canChange} data-testid="rule-new">
          {t('rules.overview.new')}
        </Button>
        <Button variant="default" onClick={() => void handleRerun()} data-testid="rule-rerun">
          {t('rules.overview.rerun')}
        </Button>
      </Group>
      {current?.lockedBy && !current.lockedByMe && (
        <Badge color="orange">{t('rules.overview.locked-by', { name: current.lockedBy.name })}</Badge>
      )}
      {message && (
        <Alert
          color={message.color}
          withCloseButton
          onClose={() => setMessage(null)}
          data-testid="rule-message"
        >
          {message.text}
        </Alert>
      )}
      {mask.error && <Alert color="red">{(mask.error as Error).message}</Alert>}
      <Table striped withTableBorder data-testid="rule-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rules.editor.name')}</Table.Th>
            <Table.Th>{t('rules.editor.field-kind')}</Table.Th>
            <Table.Th>{t('rules.overview.type')}</Table.Th>
            <Table.Th>{t('rules.editor.anchor-pattern')}</Table.Th>
            <Table.Th>{t('rules.editor.search-pattern')}</Table.Th>
            <Table.Th>{t('rules.editor.active')}</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {(current?.rules ?? []).map((rule, index) => (
            <Table.Tr key={rule.id}>
              <Table.Td>{rule.name}</Table.Td>
              <Table.Td>{rule.fieldKind}</Table.Td>
              <Table.Td>{t(`rules.type.${rule.type}`)}</Table.Td>
              <Table.Td>
                <code>{rule.anchorPattern}</code>
              </Table.Td>
              <Table.Td>
                <code>{rule.searchPattern}</code>
              </Table.Td>
              <Table.Td>{rule.active ? t('rules.overview.yes') : t('rules.overview.no')}</Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button
                    size="compact-xs"
                    variant="light"
                    disabled={!canChange}
                    onClick={() => void lockAndEdit(draftOf(rule))}
                  >
                    {t('rules.overview.edit')}
                  </Button>
                  <Tooltip label={t('rules.overview.up')}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      disabled={!canChange || index === 0}
                      onClick={() => void handleMove(index, -1)}
                    >
                      ↑
                    </ActionIcon>
                  </Tooltip>
                  <Tooltip label={t('rules.overview.down')}>
                    <ActionIcon
                      size="sm"
                      variant="subtle"
                      disabled={!canChange || index === (current?.rules.length ?? 0) - 1}
                      onClick={() => void handleMove(index, 1)}
                    >
                      ↓
                    </ActionIcon>
                  </Tooltip>
                  <Button
                    size="compact-xs"
                    color="red"
                    variant="subtle"
                    disabled={!canChange}
                    onClick={() => void handleDelete(rule.id)}
                  >
                    {t('rules.overview.delete')}
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {current && current.rules.length === 0 && <Text c="dimmed">{t('rules.overview.empty')}</Text>}
    </Stack>
  );
}
