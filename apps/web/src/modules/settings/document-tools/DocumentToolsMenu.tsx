import { Button, Menu } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdataCalculatorsDialog } from './AdataCalculatorsDialog.js';
import { DueResubmissionsDialog } from './DueResubmissionsDialog.js';
import { ResubmissionDialog } from './ResubmissionDialog.js';
import { SendMailDialog } from './SendMailDialog.js';

type Dialog = 'resubmissions' | 'due' | 'mail' | 'calculators';

/**
 * "Extras" for an open document: its Wiedervorlagen, the caller's due list, sending it by e-mail and
 * the ADATA calculators. Capture and the workflow viewer place it next to their document actions.
 */
export function DocumentToolsMenu(props: {
  mandantId: string;
  documentId: string;
  documentTitle: string;
  loadPdf: () => Promise<ArrayBuffer>;
  onOpenDocument?: (documentId: string) => void;
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);
  return (
    <>
      <Menu>
        <Menu.Target>
          <Button size="compact-xs" variant="default" data-testid="document-tools">
            {t('settings.tools.menu')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item onClick={() => setDialog('resubmissions')}>
            {t('settings.tools.resubmissions')}
          </Menu.Item>
          <Menu.Item onClick={() => setDialog('due')}>{t('settings.tools.due')}</Menu.Item>
          <Menu.Item onClick={() => setDialog('mail')}>{t('settings.tools.mail')}</Menu.Item>
          <Menu.Item onClick={() => setDialog('calculators')}>{t('settings.tools.calculators')}</Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <ResubmissionDialog
        opened={dialog === 'resubmissions'}
        onClose={close}
        mandantId={props.mandantId}
        documentId={props.documentId}
        documentTitle={props.documentTitle}
      />
      <DueResubmissionsDialog
        opened={dialog === 'due'}
        onClose={close}
        mandantId={props.mandantId}
        {...(props.onOpenDocument ? { onOpenDocument: props.onOpenDocument } : {})}
      />
      <SendMailDialog
        opened={dialog === 'mail'}
        onClose={close}
        mandantId={props.mandantId}
        defaultFileName={props.documentTitle}
        loadPdf={props.loadPdf}
      />
      <AdataCalculatorsDialog opened={dialog === 'calculators'} onClose={close} />
    </>
  );
}
