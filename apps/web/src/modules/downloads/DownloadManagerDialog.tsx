import { Box, Button, Center, Checkbox, Group, Text } from '@mantine/core';
import { Modal } from '../../ui/modal/Modal.js';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  AllCommunityModule,
  ModuleRegistry,
  themeQuartz,
  type ColDef,
  type GridApi,
  type GridReadyEvent,
} from 'ag-grid-community';
import { AgGridReact } from 'ag-grid-react';
import { useCallback, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  canDeleteEntries,
  canDownloadEntries,
  formatDateTime,
  isLanguage,
  type DownloadEntry,
} from '@belegfluss/shared';
import { useMessageBox } from '../../ui/message-box/MessageBoxProvider.js';
import {
  DOWNLOAD_COLUMN_WIDTHS,
  DOWNLOAD_DIALOG,
  DOWNLOAD_ROW_HEIGHT,
  jobStateKey,
  mandantLabel,
  stateKeys,
  systemKeys,
  typeKeys,
} from './download-labels.js';
import { downloadsApi } from './downloads.api.js';
import { useDownloadEntries } from './useDownloadEntries.js';

ModuleRegistry.registerModules([AllCommunityModule]);

const gridTheme = themeQuartz.withParams({
  fontSize: 13,
  headerHeight: DOWNLOAD_DIALOG.headerHeight,
  spacing: 4,
  wrapperBorderRadius: 4,
});

/**
 * 'Verfügbare Downloads' (spec 000, sections 2 and 4): the user's entries in a sortable,
 * resizable grid; unseen entries preselected; Herunterladen only when every selected entry is
 * ready, Löschen when every one is ready or failed; Ctrl+A selects all; polled every 10 s.
 * Closing marks every entry seen.
 */
export function DownloadManagerDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { showError } = useMessageBox();
  const queryClient = useQueryClient();
  const compact = useMediaQuery('(max-width: 64em)');
  const api = useRef<GridApi<DownloadEntry> | null>(null);
  const preselect = useRef(true);
  const [selected, setSelected] = useState<DownloadEntry[]>([]);
  const [working, setWorking] = useState(false);
  const entries = useDownloadEntries();
  const autoDownload = useQuery({
    queryKey: ['downloads', 'auto'],
    queryFn: downloadsApi.autoDownloadEnabled,
  });
  const language = isLanguage(i18n.language) ? i18n.language : 'de';

  const columns = useMemo<ColDef<DownloadEntry>[]>(() => {
    const definitions: ColDef<DownloadEntry>[] = [
      {
        colId: 'status',
        headerName: t('downloads.column.status'),
        valueGetter: ({ data }) => (data ? t(stateKeys[data.CONTENT_STATE] ?? 'downloads.state.none') : ''),
        tooltipValueGetter: ({ data }) => {
          if (!data) return '';
          if (data.ERROR_TEXT) return data.ERROR_TEXT;
          const job = jobStateKey(data.JOB_STATE);
          return job ? `${t(job)} (${data.PROGRESS} %)` : `${data.PROGRESS} %`;
        },
      },
      { colId: 'name', headerName: t('downloads.column.name'), field: 'DOWNLOAD_NAME' },
      {
        colId: 'type',
        headerName: t('downloads.column.type'),
        valueGetter: ({ data }) => (data ? t(typeKeys[data.CONTENT_TYPE] ?? 'downloads.type.none') : ''),
      },
      {
        colId: 'system',
        headerName: t('downloads.column.system'),
        valueGetter: ({ data }) =>
          data ? t(systemKeys[data.CONTENT_SYSTEM] ?? 'downloads.system.none') : '',
      },
      {
        colId: 'date',
        headerName: t('downloads.column.date'),
        field: 'TIME_STAMP',
        valueFormatter: ({ value }) => formatDateTime(value as string, language),
      },
      {
        colId: 'mandant',
        headerName: t('downloads.column.mandant'),
        valueGetter: ({ data }) => (data ? mandantLabel(data) : ''),
      },
    ];
    return definitions.map((column, index) => ({
      ...column,
      width: DOWNLOAD_COLUMN_WIDTHS[index],
      sortable: true,
      resizable: true,
    }));
  }, [t, language]);

  const selectUnseen = useCallback(() => {
    if (!preselect.current || !api.current || !entries.isSuccess) return;
    preselect.current = false;
    api.current.forEachNode((node) => node.setSelected(Boolean(node.data?.UNSEEN_BY_USER)));
  }, [entries.isSuccess]);

  function handleGridReady(event: GridReadyEvent<DownloadEntry>) {
    api.current = event.api;
    selectUnseen();
  }

  function handleKeyDown(event: KeyboardEvent) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'a') {
      event.preventDefault();
      api.current?.selectAll();
    }
  }

  // Spec 000: refresh clears selection and sort and reloads; unseen rows are preselected only
  // when the dialog first loads.
  async function refresh() {
    api.current?.deselectAll();
    api.current?.applyColumnState({ defaultState: { sort: null } });
    await entries.refetch();
  }

  async function run(work: () => Promise<unknown>) {
    setWorking(true);
    try {
      await work();
    } catch (error) {
      if (error instanceof Error) void showError(error.message);
    } finally {
      setWorking(false);
      void queryClient.invalidateQueries({ queryKey: ['downloads'] });
    }
  }

  function handleClose() {
    void downloadsApi
      .resetUnseen()
      .catch(() => undefined)
      .then(() => queryClient.invalidateQueries({ queryKey: ['downloads'] }));
    onClose();
  }

  const ids = selected.map((entry) => entry.FOLDER_REFERENCE_ID);
  const states = selected.map((entry) => entry.CONTENT_STATE);
  // Spec 000 shows 'Fehler beim Laden der Einträge' for an empty answer too; an empty list is no
  // error for the user, so only a failed load says so (issue 11).
  const overlayKey = entries.isError
    ? 'downloads.dialog.load-error'
    : entries.isSuccess && entries.data.length === 0
      ? 'downloads.dialog.empty'
      : null;
  const localeText = useMemo(() => ({ loadingOoo: t('common.loading') }), [t]);
  return (
    <Modal
      opened
      onClose={handleClose}
      title={t('downloads.dialog.title')}
      centered
      size={compact ? 'auto' : `${DOWNLOAD_DIALOG.widthPercent}%`}
      styles={{
        content: {
          maxWidth: DOWNLOAD_DIALOG.maxWidth,
          height: DOWNLOAD_DIALOG.height,
          display: 'flex',
          flexDirection: 'column',
        },
        body: { flex: 1, display: 'flex', flexDirection: 'column', gap: 8, minHeight: 0 },
      }}
    >
      <Box
        style={{ flex: 1, minHeight: 0, position: 'relative' }}
        onKeyDown={handleKeyDown}
        data-testid="download-grid"
      >
        <AgGridReact<DownloadEntry>
          theme={gridTheme}
          rowData={entries.data ?? []}
          columnDefs={columns}
          rowHeight={DOWNLOAD_ROW_HEIGHT}
          getRowId={({ data }) => data.FOLDER_REFERENCE_ID}
          rowSelection={{
            mode: 'multiRow',
            checkboxes: false,
            headerCheckbox: false,
            enableClickSelection: true,
          }}
          onGridReady={handleGridReady}
          onRowDataUpdated={selectUnseen}
          onSelectionChanged={(event) => setSelected(event.api.getSelectedRows())}
          loading={entries.isPending}
          localeText={localeText}
          // The grid keeps an overlay it already shows: the message is rendered here instead.
          suppressNoRowsOverlay
          tooltipShowDelay={300}
        />
        {overlayKey && (
          <Center
            pos="absolute"
            inset={0}
            top={DOWNLOAD_DIALOG.headerHeight}
            style={{ pointerEvents: 'none' }}
          >
            <Text size="sm">{t(overlayKey)}</Text>
          </Center>
        )}
      </Box>
      <Checkbox
        label={t('downloads.dialog.auto-download')}
        checked={autoDownload.data === true}
        onChange={(event) => void run(() => downloadsApi.setAutoDownloadEnabled(event.currentTarget.checked))}
        style={{ display: 'none' }}
      />
      <Group justify="space-between">
        <Group gap="xs">
          <Button
            w={DOWNLOAD_DIALOG.downloadButtonWidth}
            px="xs"
            disabled={!canDownloadEntries(states) || working}
            onClick={() => void run(() => downloadsApi.download(ids))}
          >
            {t('downloads.dialog.download')}
          </Button>
          <Button
            variant="default"
            disabled={!canDeleteEntries(states) || working}
            onClick={() => void run(() => downloadsApi.deleteEntries(ids).then(() => setSelected([])))}
          >
            {t('downloads.dialog.delete')}
          </Button>
          <Button variant="default" onClick={() => void refresh()} disabled={working}>
            {t('downloads.dialog.refresh')}
          </Button>
        </Group>
        <Button onClick={handleClose}>{t('common.ok')}</Button>
      </Group>
    </Modal>
  );
}
