import { Autocomplete, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { WorkflowApi } from '../workflow.api.js';

export type LookupItem = { Number: string; Name: string; Kind: string };

/**
 * A Konto or Kostenstelle field that suggests the workflow Mandant's accounts or cost centres as
 * one types (helpers keyed by WF_ID); picking one also passes its name on.
 */
export function BookingLookupInput(props: {
  api: WorkflowApi;
  instanceId: string;
  kind: 'konten' | 'kostenstellen';
  /** Only suggestions of this kind (e.g. KOST1 or KOST2 for cost centres). */
  only?: string;
  label: string;
  value: string;
  w?: number;
  onChange: (number: string, name: string) => void;
}) {
  const [search] = useDebouncedValue(props.value.trim(), 250);
  const found = useQuery({
    queryKey: ['workflow', 'lookup', props.instanceId, props.kind, search],
    queryFn: () => props.api.lookup(props.instanceId, props.kind, search),
    staleTime: 60_000,
  });
  const items = (found.data ?? []).filter((item) => !props.only || item.Kind === props.only);
  const names = new Map(items.map((item) => [item.Number, item.Name]));
  return (
    <Autocomplete
      size="xs"
      w={props.w}
      label={props.label}
      value={props.value}
      data={[...names.keys()]}
      filter={({ options }) => options}
      renderOption={({ option }) => (
        <Text size="xs">
          {option.value} {names.get(option.value)}
        </Text>
      )}
      onChange={(value) => props.onChange(value, names.get(value) ?? '')}
    />
  );
}
