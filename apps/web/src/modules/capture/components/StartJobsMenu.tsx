import { Button, Menu } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { captureApi } from '../capture.api.js';

type Props = {
  mandantId: string;
  stackId: string;
  documentIds: string[];
  run: (work: () => Promise<unknown>, success?: string) => Promise<boolean>;
};

const jobs = [
  { path: 'startocrjobs', label: 'capture.job-type.ocr' },
  { path: 'startanalysejobs', label: 'capture.job-type.analyse' },
  { path: 'startdataextractionjobs', label: 'capture.job-type.extraction' },
] as const;

/** The "Jobs" menu: start OCR, analysis or data extraction for the open document. */
export function StartJobsMenu({ mandantId, stackId, documentIds, run }: Props) {
  const { t } = useTranslation();
  return (
    <Menu>
      <Menu.Target>
        <Button size="compact-xs" variant="default">
          {t('capture.actions.jobs')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {jobs.map((job) => (
          <Menu.Item
            key={job.path}
            onClick={() =>
              void run(
                () => captureApi.startJob(job.path, { mandantId, stackId, documentIds }),
                t('capture.actions.job-started'),
              )
            }
          >
            {t(job.label)}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
