import { Stack } from '@mantine/core';
import type { CostAllocation, SplitCheck, SplitLine } from '@belegfluss/shared';
import type { WorkflowApi } from '../workflow.api.js';
import { CostAllocationSection } from './CostAllocationSection.js';
import { SplitLinesSection } from './SplitLinesSection.js';

/** Split lines and cost allocation of the workflow (editing needs the booking right and an open task). */
export function BookingPanel(props: {
  api: WorkflowApi;
  instanceId: string;
  splitLines: SplitLine[] | undefined;
  splitCheck: SplitCheck | undefined;
  allocations: CostAllocation[] | undefined;
  canEdit: boolean;
  currentKuerzel: string;
  onChanged: () => void;
  onError: (error: unknown) => void;
}) {
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
      <SplitLinesSection
        api={props.api}
        instanceId={props.instanceId}
        lines={props.splitLines}
        check={props.splitCheck}
        canEdit={props.canEdit}
        currentKuerzel={props.currentKuerzel}
        run={run}
      />
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
