import {
  Alert,
  Button,
  Checkbox,
  Group,
  SegmentedControl,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import type { DocumentNode, ViewCommandResult } from '@belegfluss/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { rulesApi, type RuleFieldType } from '../rules.api.js';
import {
  allDirections,
  ruleAreas,
  ruleInputOf,
  type Direction,
  type DraftRule,
} from '../rule-editor.model.js';
import { DocumentPicker } from './DocumentPicker.js';
import { RulePageCanvas, type PageBox } from './RulePageCanvas.js';

type Mode = 'anchor' | 'value' | 'searchArea';
type Props = {
  mandantId: string;
  fieldTypes: RuleFieldType[];
  initial: DraftRule;
  readOnly: boolean;
  onSave: (draft: DraftRule) => void;
  onCancel: () => void;
};

/**
 * The rule editor: the rule's fields beside a real page. Dragging on the page picks the anchor text,
 * the value (patterns proposed by the server) or the search area; the rule runs on the document at
 * once and its hits are drawn into the page.
 */
export function RuleEditor({ mandantId, fieldTypes, initial, readOnly, onSave, onCancel }: Props) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<DraftRule>(initial);
  const [mode, setMode] = useState<Mode>('anchor');
  const [document, setDocument] = useState<DocumentNode | null>(null);
  const [pageIndex, setPageIndex] = useState(0);
  const [anchorBox, setAnchorBox] = useState<PageBox | null>(null);
  const [result, setResult] = useState<ViewCommandResult | null>(null);
  const [error, setError] = useState<string | null>(null);
  const page = document?.pages[pageIndex] ?? null;
  const change = (patch: Partial<DraftRule>) => setDraft((current) => ({ ...current, ...patch }));

  const testKey = JSON.stringify([document?.id, ruleInputOf(draft)]);
  useEffect(() => {
    if (!document || !draft.searchPattern || (draft.type === 'Anchor' && !draft.anchorPattern)) return;
    const timer = setTimeout(() => {
      rulesApi
        .testRule(mandantId, document.id, { ...ruleInputOf(draft), name: draft.name || 'Test' })
        .then((next) => {
          setResult(next);
          setError(null);
        })
        .catch((failure: Error) => {
          setResult(null);
          setError(failure.message);
        });
    }, 300);
    return () => clearTimeout(timer);
    // testKey stands for the draft and the document.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [testKey, mandantId]);

  async function handleDraw(box: PageBox) {
    if (!page) return;
    try {
      if (mode === 'anchor') {
        const part = await rulesApi.createRulePart(mandantId, page.id, 'anchor', box);
        setAnchorBox(part.box ?? box);
        change({ type: 'Anchor', anchorPattern: part.pattern });
      } else if (mode === 'value') {
        const proposal = await rulesApi.searchPattern(mandantId, page.id, draft.fieldKind, box, anchorBox);
        change({
          type: proposal.type,
          searchPattern: proposal.searchPattern,
          ...(proposal.anchorPattern && !draft.anchorPattern
            ? { anchorPattern: proposal.anchorPattern }
            : {}),
        });
      } else {
        const part = await rulesApi.createRulePart(mandantId, page.id, 'searchArea', box);
        change({ region: part.region });
      }
      setError(null);
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  const missing = !draft.searchPattern.trim() || (draft.type === 'Anchor' && !draft.anchorPattern.trim());
  return (
    <Group align="flex-start" gap="lg" wrap="nowrap" data-testid="rule-editor">
      <Stack gap="xs" w={380}>
        <TextInput
          label={t('rules.editor.name')}
          value={draft.name}
          data-testid="rule-name"
          readOnly={readOnly}
          onChange={(event) => change({ name: event.currentTarget.value })}
        />
        <Select
          label={t('rules.editor.field-kind')}
          value={draft.fieldKind}
          data-testid="rule-field-kind"
          disabled={readOnly}
          allowDeselect={false}
          data={fieldTypes.map((type) => ({
            value: type.fieldKind,
            label: `${type.fieldKind}${type.amount ? ` (${t('rules.editor.amount')})` : ''}${type.extracted ? '' : ` – ${t('rules.editor.not-extracted')}`}`,
          }))}
          onChange={(value) => value && change({ fieldKind: value })}
        />
        <SegmentedControl
          value={draft.type}
          disabled={readOnly}
          data={[
            { value: 'Anchor', label: t('rules.type.Anchor') },
            { value: 'Pattern', label: t('rules.type.Pattern') },
          ]}
          onChange={(value) => change({ type: value as DraftRule['type'] })}
        />
        {draft.type === 'Anchor' && (
          <TextInput
            label={t('rules.editor.anchor-pattern')}
            value={draft.anchorPattern}
            data-testid="rule-anchor"
            readOnly={readOnly}
            onChange={(event) => change({ anchorPattern: event.currentTarget.value })}
          />
        )}
        <TextInput
          label={t('rules.editor.search-pattern')}
          value={draft.searchPattern}
          data-testid="rule-search"
          readOnly={readOnly}
          onChange={(event) => change({ searchPattern: event.currentTarget.value })}
        />
        {draft.type === 'Anchor' && (
          <Checkbox.Group
            label={t('rules.editor.directions')}
            value={draft.directions}
            onChange={(value) => change({ directions: value as Direction[] })}
          >
            <Group gap="sm">
              {allDirections.map((direction) => (
                <Checkbox
                  key={direction}
                  value={direction}
                  label={t(`rules.direction.${direction}`)}
                  disabled={readOnly}
                />
              ))}
            </Group>
          </Checkbox.Group>
        )}
        <Group gap="xs">
          <Text size="sm">{draft.region ? t('rules.editor.region-set') : t('rules.editor.region-none')}</Text>
          {draft.region && !readOnly && (
            <Button size="compact-xs" variant="subtle" onClick={() => change({ region: null })}>
              {t('rules.editor.region-clear')}
            </Button>
          )}
        </Group>
        <Switch
          label={t('rules.editor.active')}
          checked={draft.active}
          disabled={readOnly}
          onChange={(event) => change({ active: event.currentTarget.checked })}
        />
        {missing && (
          <Text size="xs" c="orange">
            {t('api-errors.rules.anchor_and_search_required')}
          </Text>
        )}
        {error && (
          <Alert color="red" data-testid="rule-error">
            {error}
          </Alert>
        )}
        {result && (
          <Alert color={result.hits.length ? 'green' : 'gray'} data-testid="rule-hit">
            {result.hits.length
              ? t('rules.editor.hits', { count: result.hits.length, value: result.hits[0]!.value })
              : t('rules.editor.no-hits')}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('rules.editor.cancel')}
          </Button>
          <Button
            disabled={readOnly || missing || !draft.name.trim()}
            onClick={() => onSave(draft)}
            data-testid="rule-apply"
          >
            {t('rules.editor.apply')}
          </Button>
        </Group>
      </Stack>
      <Stack gap="xs">
        <DocumentPicker
          mandantId={mandantId}
          document={document}
          pageIndex={pageIndex}
          onPick={(next, index) => {
            setDocument(next);
            setPageIndex(index);
            setResult(null);
          }}
        />
        {page && (
          <>
            <SegmentedControl
              value={mode}
              data-testid="rule-draw-mode"
              onChange={(value) => setMode(value as Mode)}
              data={[
                { value: 'anchor', label: t('rules.editor.pick-anchor') },
                { value: 'value', label: t('rules.editor.pick-value') },
                { value: 'searchArea', label: t('rules.editor.pick-area') },
              ]}
            />
            <RulePageCanvas
              mandantId={mandantId}
              page={page}
              areas={ruleAreas(page, { anchor: anchorBox }, draft.region, result)}
              onDraw={(box) => void handleDraw(box)}
            />
          </>
        )}
        {!document && <Text c="dimmed">{t('rules.editor.choose-document')}</Text>}
      </Stack>
    </Group>
  );
}
