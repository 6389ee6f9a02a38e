import { Alert, Badge, Button, Group, Loader, Tabs, Text } from '@mantine/core';
import { Drawer } from '../../../ui/modal/Modal.js';
import type { EInvoiceStateValue } from '@belegfluss/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import {
  changeState,
  confirmPdf,
  downloadReadablePdf,
  fetchReport,
  fetchSummary,
  openAttachment,
  type Viewer,
} from '../einvoice.api.js';
import { InvoiceView } from './InvoiceView.js';
import { PdfComparison, PdfDifferencesNotice } from './PdfComparison.js';
import { PositionNotes } from './PositionNotes.js';
import { ReadableInvoiceView } from './ReadableInvoiceView.js';
import { ValidationReport } from './ValidationReport.js';

/** The validation job has not saved the e-invoice yet: ask again until it has. */
const stillValidating = (error: unknown) =>
  error instanceof ApiRequestError && error.code === 'einvoice.not_found';
const VALIDATION_POLL_MS = 2000;

const STATE_COLORS: Record<EInvoiceStateValue, string> = {
  approved: 'green',
  flawed: 'red',
  cancelled: 'gray',
  rejected: 'orange',
};

/**
 * The e-invoice of a captured document, for the capture and the workflow viewer: rendering,
 * validation-result tab, PDF comparison, position notes and the state actions.
 */
export function EInvoicePanel({
  viewer,
  documentId,
  onLoaded,
}: {
  viewer: Viewer;
  documentId: string;
  /** Called once the validated e-invoice is there (the viewer may then reload what the job filled in). */
  onLoaded?: () => void;
}) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const summary = useQuery({
    queryKey: ['einvoice', viewer, documentId, 'summary'],
    queryFn: () => fetchSummary(viewer, documentId),
    retry: false,
    refetchInterval: (query) => (stillValidating(query.state.error) ? VALIDATION_POLL_MS : false),
  });
  const report = useQuery({
    queryKey: ['einvoice', viewer, documentId, 'report'],
    queryFn: () => fetchReport(viewer, documentId),
    enabled: summary.isSuccess,
  });
  const loadedId = summary.data?.id;
  useEffect(() => {
    if (loadedId) onLoaded?.();
  }, [loadedId, onLoaded]);
  const [notesFor, setNotesFor] = useState<number | null>(null);
  const pdfDownload = useMutation({
    mutationFn: () =>
      downloadReadablePdf(
        viewer,
        documentId,
        i18n.language,
        `${summary.data?.invoice?.number ?? 'E-Rechnung'}.pdf`,
      ),
  });
  const confirmation = useMutation({
    mutationFn: () => confirmPdf(viewer, documentId),
    onSuccess: (data) => queryClient.setQueryData(['einvoice', viewer, documentId, 'summary'], data),
  });
  const stateChange = useMutation({
    mutationFn: (state: EInvoiceStateValue) => changeState(viewer, documentId, state),
    onSuccess: (data) => queryClient.setQueryData(['einvoice', viewer, documentId, 'summary'], data),
  });
  if (stillValidating(summary.error))
    return (
      <Group gap="xs" data-testid="einvoice-validating">
        <Loader size="xs" />
        <Text size="sm">{t('einvoice.panel.validating')}</Text>
      </Group>
    );
  if (summary.isPending) return <Loader />;
  if (summary.error) return <Alert color="red">{summary.error.message}</Alert>;
  const data = summary.data;
  const pdfDisagrees = (data.pdfComparison?.differences ?? 0) > 0 && !data.pdfComparison?.confirmedAt;
  const reopenTo: EInvoiceStateValue = data.verdict === 'valid' && !pdfDisagrees ? 'approved' : 'flawed';
  return (
    <>
      <Group mb="sm" gap="xs">
        <Text size="sm">{t('einvoice.state.label')}:</Text>
        <Badge color={STATE_COLORS[data.state]} data-testid="einvoice-state">
          {t(`einvoice.state.${data.state}`)}
        </Badge>
        {data.state === 'approved' || data.state === 'flawed' ? (
          <>
            <Button
              size="compact-xs"
              variant="light"
              color="orange"
              onClick={() => stateChange.mutate('rejected')}
            >
              {t('einvoice.state.reject')}
            </Button>
            <Button
              size="compact-xs"
              variant="light"
              color="gray"
              onClick={() => stateChange.mutate('cancelled')}
            >
              {t('einvoice.state.cancel')}
            </Button>
          </>
        ) : (
          <Button size="compact-xs" variant="light" onClick={() => stateChange.mutate(reopenTo)}>
            {t('einvoice.state.reopen')}
          </Button>
        )}
        {data.invoice && (
          <Button
            size="compact-xs"
            variant="default"
            ml="auto"
            loading={pdfDownload.isPending}
            onClick={() => pdfDownload.mutate()}
            data-testid="einvoice-download-pdf"
          >
            {t('einvoice.readable.download')}
          </Button>
        )}
      </Group>
      {stateChange.error && <Alert color="red">{stateChange.error.message}</Alert>}
      {pdfDownload.error && <Alert color="red">{pdfDownload.error.message}</Alert>}
      {confirmation.error && <Alert color="red">{confirmation.error.message}</Alert>}
      {data.pdfComparison && (
        <PdfDifferencesNotice
          comparison={data.pdfComparison}
          onConfirm={() => confirmation.mutate()}
          confirming={confirmation.isPending}
        />
      )}
      <Tabs defaultValue="invoice" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="invoice">{t('einvoice.tab.invoice')}</Tabs.Tab>
          {data.invoice && <Tabs.Tab value="details">{t('einvoice.tab.details')}</Tabs.Tab>}
          <Tabs.Tab value="report">{t('einvoice.tab.report')}</Tabs.Tab>
          {data.pdfComparison && (
            <Tabs.Tab
              value="comparison"
              rightSection={
                data.pdfComparison.differences > 0 ? (
                  <Badge size="xs" color="red" circle>
                    {data.pdfComparison.differences}
                  </Badge>
                ) : null
              }
            >
              {t('einvoice.tab.comparison')}
            </Tabs.Tab>
          )}
        </Tabs.List>
        <Tabs.Panel value="invoice" pt="sm">
          {data.invoice ? (
            <ReadableInvoiceView
              invoice={data.invoice}
              onOpenAttachment={(attachment) =>
                openAttachment(
                  viewer,
                  documentId,
                  attachment.index,
                  attachment.fileName ?? `Anlage-${attachment.index + 1}`,
                )
              }
            />
          ) : (
            <Text c="dimmed">{t('einvoice.view.no-invoice')}</Text>
          )}
        </Tabs.Panel>
        {data.invoice && (
          <Tabs.Panel value="details" pt="sm">
            <InvoiceView invoice={data.invoice} onOpenNotes={setNotesFor} />
          </Tabs.Panel>
        )}
        <Tabs.Panel value="report" pt="sm">
          {report.error && <Alert color="red">{report.error.message}</Alert>}
          {report.data && <ValidationReport report={report.data} />}
        </Tabs.Panel>
        {data.pdfComparison && (
          <Tabs.Panel value="comparison" pt="sm">
            <PdfComparison comparison={data.pdfComparison} />
          </Tabs.Panel>
        )}
      </Tabs>
      <Drawer
        opened={notesFor !== null}
        onClose={() => setNotesFor(null)}
        position="right"
        title={t('einvoice.notes.title', { position: notesFor ?? '' })}
      >
        {notesFor !== null && <PositionNotes viewer={viewer} documentId={documentId} position={notesFor} />}
      </Drawer>
    </>
  );
}
