import { Button, Group } from '@mantine/core';
import type { StampSignalValue, WorkflowDetail } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';

export type ActionDialog =
  | 'redirect'
  | 'inquiry'
  | 'complete'
  | 'cancelInquiry'
  | 'postback'
  | 'addFile'
  | 'cancel'
  | 'deputy'
  | 'invite';

/** The buttons of what the user may do with the workflow now (the server's `Can`). */
export function WorkflowActionBar(props: {
  detail: WorkflowDetail;
  busy: boolean;
  onLock: () => void;
  onUnlock: () => void;
  onStamp: (signal: StampSignalValue) => void;
  onPerusal: () => void;
  onDeletePostback: () => void;
  onDialog: (dialog: ActionDialog) => void;
  onExternalWindow: () => void;
}) {
  const { t } = useTranslation();
  const { detail } = props;
  const can = detail.Can;
  const perusal = detail.MyTask?.Kind === 'Kenntnisnahme';
  return (
    <Group gap="xs" mt="xs" aria-label={t('workflow.detail.actions')}>
      {can.Lock && !detail.LockedByMe && (
        <Button size="xs" variant="light" onClick={props.onLock}>
          {t('workflow.action.lock')}
        </Button>
      )}
      {detail.LockedByMe && (
        <Button size="xs" variant="light" onClick={props.onUnlock}>
          {t('workflow.action.unlock')}
        </Button>
      )}
      {can.Submit && !perusal && (
        <>
          <Button size="xs" color="green" disabled={props.busy} onClick={() => props.onStamp('Genehmigt')}>
            {t('workflow.action.approve')}
          </Button>
          <Button size="xs" color="red" disabled={props.busy} onClick={() => props.onStamp('Abgelehnt')}>
            {t('workflow.action.reject')}
          </Button>
        </>
      )}
      {can.Submit && perusal && detail.DocID && (
        <Button size="xs" disabled={props.busy} onClick={props.onPerusal}>
          {t('workflow.action.perusal')}
        </Button>
      )}
      {can.Redirect && (
        <Button size="xs" variant="default" onClick={() => props.onDialog('redirect')}>
          {t('workflow.action.redirect')}
        </Button>
      )}
      {can.Inquiry && (
        <Button size="xs" variant="default" onClick={() => props.onDialog('inquiry')}>
          {t('workflow.action.inquiry')}
        </Button>
      )}
      {can.CompleteInquiry && (
        <Button size="xs" onClick={() => props.onDialog('complete')}>
          {t('workflow.action.complete-inquiry')}
        </Button>
      )}
      {can.CancelInquiry && (
        <Button size="xs" variant="default" onClick={() => props.onDialog('cancelInquiry')}>
          {t('workflow.action.cancel-inquiry')}
        </Button>
      )}
      {can.Postback && (
        <Button size="xs" variant="default" onClick={() => props.onDialog('postback')}>
          {t('workflow.action.postback')}
        </Button>
      )}
      {can.DeletePostback && (
        <Button size="xs" variant="default" onClick={props.onDeletePostback}>
          {t('workflow.action.delete-postback')}
        </Button>
      )}
      {can.AddFile && (
        <Button size="xs" variant="default" onClick={() => props.onDialog('addFile')}>
          {t('workflow.action.add-file')}
        </Button>
      )}
      {can.Invite && (
        <Button size="xs" variant="default" onClick={() => props.onDialog('invite')}>
          {t('workflow.action.invite')}
        </Button>
      )}
      {can.Cancel && (
        <Button size="xs" variant="subtle" color="red" onClick={() => props.onDialog('cancel')}>
          {t('workflow.action.cancel')}
        </Button>
      )}
      <Button size="xs" variant="subtle" onClick={props.onExternalWindow}>
        {t('workflow.action.extern-window')}
      </Button>
    </Group>
  );
}
