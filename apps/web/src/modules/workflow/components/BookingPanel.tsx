import { Stack, Title } from '@mantine/core';
import type { CostAllocation } from '@belegfluss/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BookingEditor, workflowBookingSource } from '../../booking/index.js';
import type { WorkflowApi } from '../workflow.api.js';
import { CostAllocationSection } from './CostAllocationSection.js';

/**
 * The Buchung tab: the document's Kontierung (the same record as in capture; the approver edits it,
 * lines added here are splits only their creator changes) and the cost allocation.
 */
export function BookingPanel(props: {
  api: WorkflowApi;
  instanceId: string;
  mandantId: string;
  allocations: CostAllocation[] | undefined;
  canEdit: boolean;
  currentKuerzel: string;
  onChanged: () => void;
  onError: (error: unknown) => void;
}) {
  const { t } = useTranslation();
  const source = useMemo(
    () => workflowBookingSource(props.mandantId, props.instanceId),
    [props.mandantId, props.instanceId],
  );
  /** Runs a change; true when it went through (the form may be cleared). */
  async function run(work: () => Promise<unknown>): Promise<boolean> {
    try {
      await work();
      props.onChanged();
      return true;
    } catch (error) {
      props.onError(error);
      return false;
    }
  }

  return (
    <Stack>
      <Title order={5}>{t('booking.tab')}</Title>
      <BookingEditor source={source} readOnly={!props.canEdit} currentKuerzel={props.currentKuerzel} />
      <CostAllocationSection
        api={props.api}
        instanceId={props.instanceId}
        allocations={props.allocations}
        canEdit={props.canEdit}
        run={run}
      />
    </Stack>
  );
}
