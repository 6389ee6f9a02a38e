import {
  ActionIcon,
  Badge,
  Group,
  Loader,
  Paper,
  ScrollArea,
  SegmentedControl,
  Select,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import {
  formatAmount,
  formatDate,
  parseAmountToCents,
  type Language,
  type SortCondition,
  type WorkflowCounts,
  type WorkflowListItem,
} from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

export type ListFilter = 'InvitedWorkflows' | 'InvitedPostBackWorkflows' | 'Rueckfrage';
export type MailboxValue = 'Inbox' | 'Sent';

type Props = {
  filter: ListFilter;
  mailbox: MailboxValue;
  onFilter: (filter: ListFilter) => void;
  onMailbox: (mailbox: MailboxValue) => void;
  items: WorkflowListItem[] | undefined;
  total: number;
  counts: WorkflowCounts | undefined;
  loading: boolean;
  selectedId: string | null;
  onSelect: (id: string) => void;
  sort: SortCondition | null;
  onSort: ((sort: SortCondition) => void) | null;
  disabled: boolean;
};

/** The workflow list: lists and mailboxes with counts, the sort condition and the rows. */
export function WorkflowListPane(props: Props) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const count = (key: keyof WorkflowCounts) => (props.counts ? ` (${props.counts[key]})` : '');
  return (
    <Stack
      gap="xs"
      w="100%"
      style={{ opacity: props.disabled ? 0.6 : 1, pointerEvents: props.disabled ? 'none' : 'auto' }}
      aria-disabled={props.disabled}
    >
      <SegmentedControl
        size="xs"
        fullWidth
        value={props.mailbox}
        onChange={(value) => props.onMailbox(value as MailboxValue)}
        data={[
          { value: 'Inbox', label: t('workflow.list.inbox') },
          { value: 'Sent', label: `${t('workflow.list.sent')}${count('Sent')}` },
        ]}
      />
      <SegmentedControl
        size="xs"
        fullWidth
        value={props.filter}
        onChange={(value) => props.onFilter(value as ListFilter)}
        data={[
          {
            value: 'InvitedWorkflows',
            label: `${t('workflow.list.invited')}${props.mailbox === 'Inbox' ? count('InvitedWorkflows') : ''}`,
          },
          {
            value: 'InvitedPostBackWorkflows',
            label: `${t('workflow.list.postponed')}${props.mailbox === 'Inbox' ? count('InvitedPostBackWorkflows') : ''}`,
          },
          {
            value: 'Rueckfrage',
            label: `${t('workflow.list.inquiries')}${props.mailbox === 'Inbox' ? count('Rueckfrage') : ''}`,
          },
        ]}
      />
      {props.sort && props.onSort && (
        <Group gap="xs" wrap="nowrap">
          <Select
            size="xs"
            aria-label={t('workflow.list.sort')}
            value={props.sort.SortField}
            allowDeselect={false}
            data={[
              { value: 'DATUM', label: t('workflow.sort.DATUM') },
              { value: 'UMSATZ', label: t('workflow.sort.UMSATZ') },
              { value: 'CREATION_DATE', label: t('workflow.sort.CREATION_DATE') },
            ]}
            onChange={(value) =>
              value &&
              props.onSort?.({
                ...(props.sort as SortCondition),
                SortField: value as SortCondition['SortField'],
              })
            }
          />
          <Tooltip
            label={props.sort.Ascending ? t('workflow.sort.ascending') : t('workflow.sort.descending')}
          >
            <ActionIcon
              variant="light"
              aria-label={props.sort.Ascending ? t('workflow.sort.ascending') : t('workflow.sort.descending')}
              onClick={() =>
                props.onSort?.({ ...(props.sort as SortCondition), Ascending: !props.sort?.Ascending })
              }
            >
              {props.sort.Ascending ? '↑' : '↓'}
            </ActionIcon>
          </Tooltip>
          <Text size="xs" c="dimmed">
            {t('workflow.list.total', { count: props.total })}
          </Text>
        </Group>
      )}
      {props.loading && <Loader size="sm" />}
      {!props.loading && props.items?.length === 0 && <Text c="dimmed">{t('workflow.list.empty')}</Text>}
      <ScrollArea.Autosize mah="calc(100vh - 260px)">
        <Stack gap={6} role="list" aria-label={t('workflow.list.title')}>
          {props.items?.map((item) => {
            const cents = item.Umsatz ? parseAmountToCents(item.Umsatz) : null;
            return (
              <Paper
                key={item.WF_INSTANCEID}
                role="listitem"
                withBorder
                p="xs"
                style={{ cursor: 'pointer' }}
                bg={
                  item.WF_INSTANCEID === props.selectedId ? 'var(--mantine-primary-color-light)' : undefined
                }
                onClick={() => props.onSelect(item.WF_INSTANCEID)}
                data-testid="workflow-row"
              >
                <Group justify="space-between" wrap="nowrap">
                  <Text fw={600} size="sm" truncate>
                    {item.Header}
                  </Text>
                  <Badge size="xs" variant="light">
                    {t(`workflow.status.${item.Status}`)}
                  </Badge>
                </Group>
                <Group gap="xs">
                  <Text size="xs" c="dimmed">
                    {item.MandNr} · {item.Kuerzel} · {formatDate(item.Belegdatum, language)}
                  </Text>
                  {cents !== null && <Text size="xs">{formatAmount(cents, language)} €</Text>}
                  {item.MyTask?.OnBehalfOf && (
                    <Badge size="xs" color="grape">
                      {t('workflow.list.deputy-for', { name: item.MyTask.OnBehalfOf })}
                    </Badge>
                  )}
                  {item.ISPOSTBACKWF && (
                    <Badge size="xs" color="yellow">
                      {t('workflow.list.postponed-badge')}
                    </Badge>
                  )}
                  {item.LockedBy && (
                    <Badge size="xs" color="gray">
                      {t('workflow.list.locked-by', { name: item.LockedBy })}
                    </Badge>
                  )}
                </Group>
                {props.mailbox === 'Sent' && item.CurrentRecipients.length > 0 && (
                  <Text size="xs" c="dimmed">
                    {t('workflow.list.waiting-for', { names: item.CurrentRecipients.join(', ') })}
                  </Text>
                )}
              </Paper>
            );
          })}
        </Stack>
      </ScrollArea.Autosize>
    </Stack>
  );
}
