import { isSearchTermLongEnough } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { captureApi } from './capture.api.js';

type Selection = {
  mandantId: string | null;
  stackId: string | null;
  documentId: string | null;
  filterText: string;
  filter: { status: string | null; flag: string | null };
};

/** What the capture screen reads from the server for the chosen Mandant, stack and document. */
export function useCaptureData({ mandantId, stackId, documentId, filterText, filter }: Selection) {
  const enabled = !!mandantId;
  const searchText = isSearchTermLongEnough(filterText) ? filterText.trim() : '';
  const stacks = useQuery({
    queryKey: ['capture', 'stacks', mandantId],
    queryFn: () => captureApi.listStacks(mandantId as string),
    enabled,
  });
  const tree = useQuery({
    queryKey: ['capture', 'tree', mandantId, stackId, searchText, filter.status, filter.flag],
    queryFn: () =>
      captureApi.readStack(mandantId as string, stackId as string, {
        ...(searchText ? { text: searchText } : {}),
        ...(filter.status ? { status: filter.status } : {}),
        ...(filter.flag ? { flag: filter.flag } : {}),
      }),
    enabled: enabled && !!stackId,
    refetchInterval: 5000,
  });
  const definitions = useQuery({
    queryKey: ['capture', 'fields', mandantId],
    queryFn: () => captureApi.fieldDefinitions(mandantId as string),
    enabled,
  });
  const jobCtrl = useQuery({
    queryKey: ['capture', 'jobctrl', mandantId],
    queryFn: () => captureApi.jobCtrl(mandantId as string),
    enabled,
  });
  const document = useQuery({
    queryKey: ['capture', 'document', mandantId, documentId],
    queryFn: () => captureApi.document(mandantId as string, documentId as string),
    enabled: enabled && !!documentId,
  });
  return { stacks, tree, definitions, jobCtrl, document };
}
