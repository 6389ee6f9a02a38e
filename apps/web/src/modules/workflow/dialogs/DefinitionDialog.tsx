import {
  Alert,
  Button,
  Checkbox,
  Group,
  NumberInput,
  Select,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { Modal } from '../../../ui/modal/Modal.js';
import { useQuery } from '@tanstack/react-query';
import type { AccountRule, BuildApproveWfInput, Recipient } from '@belegfluss/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import type { WorkflowApi } from '../workflow.api.js';
import { participantOptions } from './ActionDialogs.js';

type StepRow = {
  recipient: string | null;
  step: number;
  task: 'Genehmigung' | 'Kenntnisnahme';
  invoiceCapture: boolean;
};

const toRecipient = (value: string | null): Recipient | null => {
  if (!value) return null;
  const [Kind, Id] = value.split(':');
  return { Kind: Kind as Recipient['Kind'], Id: Id as string };
};

/** buildapprovewf: an approval workflow definition with its steps, parallel branches and final recipients. */
export function DefinitionDialog(props: {
  opened: boolean;
  onClose: () => void;
  api: WorkflowApi;
  mandanten: { id: string; label: string }[];
  onSaved: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const [chosenMandant, setMandantId] = useState<string | null>(null);
  const mandantId = chosenMandant ?? props.mandanten[0]?.id ?? null;
  const [name, setName] = useState('');
  const [type, setType] = useState<'General' | 'Wait4Order' | 'Custom'>('General');
  const [dependency, setDependency] = useState<'None' | 'Group' | 'Account'>('None');
  const [split, setSplit] = useState(false);
  const [rows, setRows] = useState<StepRow[]>([
    { recipient: null, step: 1, task: 'Genehmigung', invoiceCapture: false },
  ]);
  const [rules, setRules] = useState<AccountRule[]>([]);
  const [receiver, setReceiver] = useState<string | null>(null);
  const [unreceiver, setUnreceiver] = useState<string | null>(null);
  const [warning, setWarning] = useState<string | null>(null);
  const [confirmed, setConfirmed] = useState(false);
  const enabled = props.opened && Boolean(mandantId);
  const participants = useQuery({
    queryKey: ['workflow', 'participants', mandantId],
    queryFn: () => props.api.participants(mandantId as string),
    enabled,
  });
  const definitions = useQuery({
    queryKey: ['workflow', 'definitions', mandantId],
    queryFn: () => props.api.definitions(mandantId as string),
    enabled,
  });
  const options = participantOptions(participants.data, t);

  function updateRow(index: number, change: Partial<StepRow>) {
    setRows(rows.map((row, position) => (position === index ? { ...row, ...change } : row)));
  }

  async function handleSave() {
    if (!mandantId) return;
    const entries = rows.flatMap((row) => {
      const recipient = toRecipient(row.recipient);
      return recipient
        ? [{ ...recipient, Step: row.step, Task: row.task, InvoiceCapture: row.invoiceCapture }]
        : [];
    });
    const input: BuildApproveWfInput = {
      mandantId,
      Name: name,
      Type: type,
      Dependency: dependency,
      Split: split,
      Users:
        dependency === 'Account'
          ? []
          : entries.filter((entry) => entry.Kind === 'User').map(({ Kind: _kind, ...entry }) => entry),
      Groups:
        dependency === 'Account'
          ? []
          : entries.filter((entry) => entry.Kind === 'Group').map(({ Kind: _kind, ...entry }) => entry),
      Receiver: toRecipient(receiver),
      UnReceiver: toRecipient(unreceiver),
      AccountRules: dependency === 'Account' ? rules : [],
      ConfirmWarnings: confirmed,
    };
    try {
      await props.api.buildApproveWf(input);
      setWarning(null);
      setName('');
      props.onSaved();
    } catch (error) {
      if (error instanceof ApiRequestError && error.code === 'workflow.parallel_capture_conflict')
        setWarning(error.message);
      else props.onError(error);
    }
  }

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('workflow.definition.title')} size="xl">
      <Stack>
        <Group grow>
          <Select
            label={t('workflow.start.mandant')}
            data={props.mandanten.map((mandant) => ({ value: mandant.id, label: mandant.label }))}
            value={mandantId}
            onChange={setMandantId}
            allowDeselect={false}
          />
          <TextInput
            label={t('workflow.definition.name')}
            required
            maxLength={255}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
          />
        </Group>
        <Group grow>
          <Select
            label={t('workflow.definition.type')}
            allowDeselect={false}
            value={type}
            onChange={(value) => value && setType(value as typeof type)}
            data={(['General', 'Wait4Order', 'Custom'] as const).map((value) => ({
              value,
              label: t(`workflow.kind.${value}`),
            }))}
          />
          <Select
            label={t('workflow.definition.dependency')}
            allowDeselect={false}
            value={dependency}
            onChange={(value) => value && setDependency(value as typeof dependency)}
            data={(['None', 'Group', 'Account'] as const).map((value) => ({
              value,
              label: t(`workflow.dependency.${value}`),
            }))}
          />
          <Switch
            mt="lg"
            label={t('workflow.definition.split')}
            checked={split}
            onChange={(event) => setSplit(event.currentTarget.checked)}
          />
        </Group>
        {dependency !== 'Account' &&
          rows.map((row, index) => (
            <Group key={index} align="flex-end" gap="xs" wrap="nowrap">
              <Select
                style={{ flex: 1 }}
                label={t('workflow.definition.recipient')}
                searchable
                data={options}
                value={row.recipient}
                onChange={(value) => updateRow(index, { recipient: value })}
              />
              <NumberInput
                w={80}
                label={t('workflow.definition.step')}
                min={1}
                max={50}
                value={row.step}
                onChange={(value) => updateRow(index, { step: Number(value) || 1 })}
              />
              <Select
                w={170}
                label={t('workflow.definition.task')}
                allowDeselect={false}
                value={row.task}
                onChange={(value) => value && updateRow(index, { task: value as StepRow['task'] })}
                data={(['Genehmigung', 'Kenntnisnahme'] as const).map((value) => ({
                  value,
                  label: t(`workflow.task.${value}`),
                }))}
              />
              <Checkbox
                mb={8}
                label={t('workflow.definition.invoice-capture')}
                checked={row.invoiceCapture}
                onChange={(event) => updateRow(index, { invoiceCapture: event.currentTarget.checked })}
              />
            </Group>
          ))}
        {dependency !== 'Account' && (
          <Button
            variant="subtle"
            size="xs"
            onClick={() =>
              setRows([
                ...rows,
                {
                  recipient: null,
                  step: (rows.at(-1)?.step ?? 0) + (split ? 0 : 1),
                  task: 'Genehmigung',
                  invoiceCapture: false,
                },
              ])
            }
          >
            {t('workflow.definition.add-step')}
          </Button>
        )}
        {dependency === 'Account' && (
          <>
            {rules.map((rule, index) => (
              <Group key={index} gap="xs" grow>
                <TextInput
                  label={t('workflow.definition.account-from')}
                  value={rule.From}
                  onChange={(event) =>
                    setRules(
                      rules.map((candidate, position) =>
                        position === index ? { ...candidate, From: event.currentTarget.value } : candidate,
                      ),
                    )
                  }
                />
                <TextInput
                  label={t('workflow.definition.account-to')}
                  value={rule.To}
                  onChange={(event) =>
                    setRules(
                      rules.map((candidate, position) =>
                        position === index ? { ...candidate, To: event.currentTarget.value } : candidate,
                      ),
                    )
                  }
                />
                <Select
                  label={t('workflow.definition.target')}
                  data={(definitions.data ?? [])
                    .filter((candidate) => candidate.Dependency !== 'Account')
                    .map((candidate) => ({ value: candidate.Id, label: candidate.Name }))}
                  value={rule.DefinitionId || null}
                  onChange={(value) =>
                    setRules(
                      rules.map((candidate, position) =>
                        position === index ? { ...candidate, DefinitionId: value ?? '' } : candidate,
                      ),
                    )
                  }
                />
              </Group>
            ))}
            <Button
              variant="subtle"
              size="xs"
              onClick={() => setRules([...rules, { From: '', To: '', DefinitionId: '' }])}
            >
              {t('workflow.definition.add-rule')}
            </Button>
          </>
        )}
        {dependency === 'Group' && (
          <Text size="xs" c="dimmed">
            {t('workflow.definition.group-hint')}
          </Text>
        )}
        <Group grow>
          <Select
            label={t('workflow.definition.receiver')}
            clearable
            searchable
            data={options}
            value={receiver}
            onChange={setReceiver}
          />
          <Select
            label={t('workflow.definition.unreceiver')}
            clearable
            searchable
            data={options}
            value={unreceiver}
            onChange={setUnreceiver}
          />
        </Group>
        {warning && (
          <Alert color="yellow">
            <Text size="sm">{warning}</Text>
            <Checkbox
              mt="xs"
              label={t('workflow.start.confirm-warning')}
              checked={confirmed}
              onChange={(event) => setConfirmed(event.currentTarget.checked)}
            />
          </Alert>
        )}
      </Stack>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={props.onClose}>
          {t('workflow.common.cancel')}
        </Button>
        <Button onClick={() => void handleSave()} disabled={!name.trim()}>
          {t('workflow.common.save')}
        </Button>
      </Group>
    </Modal>
  );
}
