import { Alert, Button, FileInput, Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { EInvoiceCheckResponse } from '@belegfluss/shared';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { InvoiceView } from '../components/InvoiceView.js';
import { PdfComparison, PdfDifferencesNotice } from '../components/PdfComparison.js';
import { ReadableInvoiceView } from '../components/ReadableInvoiceView.js';
import { ValidationReport } from '../components/ValidationReport.js';
import { checkEInvoiceFile } from '../einvoice.api.js';

/** `#/MainFrame/Unides/einvoice-check`: upload an XML or hybrid PDF, see rendering and validation. */
export function EInvoiceCheckPage() {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const check = useMutation<EInvoiceCheckResponse, Error, File>({ mutationFn: checkEInvoiceFile });

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    if (file) check.mutate(file);
  }

  const result = check.data;
  return (
    <Stack gap="md">
      <Title order={3}>{t('einvoice.check.title')}</Title>
      <Text c="dimmed">{t('einvoice.check.intro')}</Text>
      <form onSubmit={handleSubmit}>
        <Group align="end">
          <FileInput
            label={t('einvoice.check.file')}
            accept=".xml,.pdf,application/xml,text/xml,application/pdf"
            value={file}
            onChange={setFile}
            w={360}
            clearable
            data-testid="einvoice-file"
          />
          <Button type="submit" disabled={!file} loading={check.isPending}>
            {t('einvoice.check.submit')}
          </Button>
        </Group>
      </form>
      {check.error && <Alert color="red">{check.error.message}</Alert>}
      {result?.pdfComparison && <PdfDifferencesNotice comparison={result.pdfComparison} />}
      {result && (
        <Tabs defaultValue={result.invoice ? 'invoice' : 'report'} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="invoice" disabled={!result.invoice}>
              {t('einvoice.tab.invoice')}
            </Tabs.Tab>
            <Tabs.Tab value="details" disabled={!result.invoice}>
              {t('einvoice.tab.details')}
            </Tabs.Tab>
            <Tabs.Tab value="report">{t('einvoice.tab.report')}</Tabs.Tab>
            {result.pdfComparison && <Tabs.Tab value="comparison">{t('einvoice.tab.comparison')}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="invoice" pt="sm">
            {result.invoice && <ReadableInvoiceView invoice={result.invoice} />}
          </Tabs.Panel>
          <Tabs.Panel value="details" pt="sm">
            {result.invoice && <InvoiceView invoice={result.invoice} />}
          </Tabs.Panel>
          <Tabs.Panel value="report" pt="sm">
            <ValidationReport report={result.report} />
          </Tabs.Panel>
          {result.pdfComparison && (
            <Tabs.Panel value="comparison" pt="sm">
              <PdfComparison comparison={result.pdfComparison} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Stack>
  );
}
