import { defaultResultFields } from '@belegfluss/shared';
import { Alert, Grid, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../kernel/api-client.js';
import { useSession } from '../../auth/index.js';
import { archiveApi } from '../archive.api.js';
import type { ArchiveRow, SearchMask, SearchRun } from '../archive.types.js';
import { ArchiveViewer } from '../components/ArchiveViewer.js';
import { AuditAlarm } from '../components/AuditAlarm.js';
import { MaskToolbar } from '../components/MaskToolbar.js';
import { ResultList } from '../components/ResultList.js';
import { SearchMaskPanel, type MaskState } from '../components/SearchMaskPanel.js';

const emptyMask: MaskState = {
  entries: [],
  fulltext: '',
  showRevision: false,
  showSystemFields: false,
  maxCount: 1000,
};

function maskOf(saved: SearchMask | null): MaskState {
  if (!saved) return emptyMask;
  return {
    ...emptyMask,
    entries: saved.entries,
    showRevision: saved.showRevision,
    showSystemFields: saved.showSystemFields,
  };
}

/** Polls a search that continues in the background until it has ended or was aborted. */
function usePolledRun(run: SearchRun | null, setRun: (run: SearchRun) => void) {
  useEffect(() => {
    if (!run || (run.state !== 'started' && run.state !== 'found_continuing')) return;
    const timer = setTimeout(() => void archiveApi.status(run.runId).then(setRun), 500);
    return () => clearTimeout(timer);
  }, [run, setRun]);
}

/** The Archiv module (UniView): search masks, index and full-text search, results, the document viewer. */
export function ArchivePage() {
  const { t } = useTranslation();
  const { snapshot } = useSession();
  const [saved, setSaved] = useState<SearchMask | null>(null);
  const [mask, setMask] = useState<MaskState>(emptyMask);
  const [run, setRun] = useState<SearchRun | null>(null);
  const [rows, setRows] = useState<ArchiveRow[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [opened, setOpened] = useState<string | null>(null);
  usePolledRun(run, setRun);
  const columns = saved?.resultFields ?? defaultResultFields;
  const dirty = JSON.stringify(maskOf(saved)) !== JSON.stringify({ ...mask, fulltext: '', maxCount: 1000 });

  const search = async () => {
    setSearching(true);
    setError(null);
    try {
      const entries = mask.entries.filter((entry) => entry.value || entry.from || entry.to);
      const started = await archiveApi.search({ ...mask, entries });
      setRun(started);
      setRows(started.rows);
    } catch (failure) {
      if (!(failure instanceof ApiRequestError)) throw failure;
      setError(failure.message);
    } finally {
      setSearching(false);
    }
  };

  return (
    <Stack p="md" gap="md">
      <Title order={3}>{t('archive.title')}</Title>
      {snapshot.web?.canStartBenMan && <AuditAlarm />}
      <Paper withBorder p="sm">
        <Stack gap="sm">
          <MaskToolbar
            current={saved}
            dirty={dirty}
            mask={mask}
            resultFields={columns}
            onLoad={(loaded) => {
              setSaved(loaded);
              setMask(maskOf(loaded));
            }}
          />
          <SearchMaskPanel
            mask={mask}
            onChange={setMask}
            onSearch={() => void search()}
            searching={searching}
          />
        </Stack>
      </Paper>
      {error && <Alert color="red">{error}</Alert>}
      <Grid>
        <Grid.Col span={{ base: 12, lg: opened ? 5 : 12 }}>
          <ResultList
            run={run}
            rows={rows}
            columns={columns}
            selected={opened}
            onOpen={setOpened}
            onAbort={() => run && void archiveApi.abort(run.runId).then(setRun)}
            onMore={() =>
              run &&
              void archiveApi.rows(run.runId, rows.length, 100).then((more) => setRows([...rows, ...more]))
            }
          />
        </Grid.Col>
        {opened && (
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <ArchiveViewer documentId={opened} onOpen={setOpened} />
          </Grid.Col>
        )}
      </Grid>
    </Stack>
  );
}
