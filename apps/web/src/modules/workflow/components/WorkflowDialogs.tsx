import { WorkflowOperation, type WorkflowOperationCode } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import type { WorkflowDetail } from '@belegfluss/shared';
import { useTranslation } from 'react-i18next';
import {
  AddFileDialog,
  InquiryDialog,
  NoteDialog,
  PostbackDialog,
  QuestionDialog,
  RedirectDialog,
} from '../dialogs/ActionDialogs.js';
import { useInvoiceCheck } from '../../goods-receipt/index.js';
import { InviteExternalDialog } from '../dialogs/InviteExternalDialog.js';
import type { WorkflowApi } from '../workflow.api.js';
import type { ActionDialog } from './WorkflowActionBar.js';

/** The dialogs of the workflow actions; `act` runs an action under its operation and refreshes. */
export function WorkflowDialogs(props: {
  api: WorkflowApi;
  detail: WorkflowDetail;
  dialog: ActionDialog | null;
  onClose: () => void;
  act: (operation: WorkflowOperationCode, work: () => Promise<unknown>, after?: () => void) => Promise<void>;
  onSubmitted: () => void;
  onTakeOverAsDeputy: () => void;
  onFailed: (operation: WorkflowOperationCode, error: unknown) => void;
  onChanged: () => void;
}) {
  const { t } = useTranslation();
  const { api, detail, dialog, act } = props;
  const invoiceCheck = useInvoiceCheck();
  const instanceId = detail.WF_INSTANCEID;
  const participants = useQuery({
    queryKey: ['workflow', 'participants', detail.mandantId],
    queryFn: () => api.participants(detail.mandantId),
    enabled: !detail.DeepLink && (dialog === 'redirect' || dialog === 'inquiry'),
  });
  const reasons = useQuery({
    queryKey: ['workflow', 'postback-reasons'],
    queryFn: () => api.postbackReasons(),
    enabled: dialog === 'postback',
  });

  return (
    <>
      <RedirectDialog
        opened={dialog === 'redirect'}
        onClose={props.onClose}
        participants={participants.data}
        onSubmit={(target, text) =>
          void act(
            WorkflowOperation.redirect,
            () => api.redirect(instanceId, target, text),
            props.onSubmitted,
          )
        }
      />
      <InquiryDialog
        opened={dialog === 'inquiry'}
        onClose={props.onClose}
        participants={participants.data}
        onSubmit={(input) =>
          void act(WorkflowOperation.query, () => api.inquiry({ InstanceId: instanceId, ...input }))
        }
      />
      <NoteDialog
        opened={dialog === 'complete'}
        onClose={props.onClose}
        required
        title={t('workflow.inquiry.complete-title')}
        label={t('workflow.inquiry.answer')}
        submitLabel={t('workflow.action.complete-inquiry')}
        onSubmit={(text) =>
          void act(WorkflowOperation.query, async () => {
            const done = await invoiceCheck((confirmed) => api.completeInquiry(instanceId, text, confirmed));
            if (done !== null) props.onSubmitted();
          })
        }
      />
      <NoteDialog
        opened={dialog === 'cancelInquiry'}
        onClose={props.onClose}
        required={false}
        title={t('workflow.inquiry.cancel-title')}
        label={t('workflow.common.note')}
        submitLabel={t('workflow.action.cancel-inquiry')}
        onSubmit={(text) =>
          void act(WorkflowOperation.inquiryCancel, () => api.cancelInquiry(instanceId, text))
        }
      />
      <NoteDialog
        opened={dialog === 'cancel'}
        onClose={props.onClose}
        required={false}
        title={t('workflow.cancel.title')}
        label={t('workflow.common.note')}
        submitLabel={t('workflow.action.cancel')}
        onSubmit={(text) =>
          void act(WorkflowOperation.query, () => api.cancel(instanceId, text), props.onSubmitted)
        }
      />
      <PostbackDialog
        opened={dialog === 'postback'}
        onClose={props.onClose}
        reasons={reasons.data?.Reasons ?? []}
        onSubmit={(input) =>
          void act(
            WorkflowOperation.postback,
            () => api.postback({ InstanceId: instanceId, ...input }),
            props.onSubmitted,
          )
        }
      />
      <AddFileDialog
        opened={dialog === 'addFile'}
        onClose={props.onClose}
        onSubmit={(files, colour) =>
          void act(WorkflowOperation.query, () => api.addFiles(instanceId, files, colour))
        }
      />
      <QuestionDialog
        opened={dialog === 'deputy'}
        onClose={props.onClose}
        title={t('workflow.lock.deputy-title')}
        text={t('workflow.lock.deputy-question', { name: detail.LockedBy ?? '' })}
        onYes={props.onTakeOverAsDeputy}
      />
      <InviteExternalDialog
        opened={dialog === 'invite'}
        onClose={props.onClose}
        api={api}
        instanceId={instanceId}
        onFailed={(error) => props.onFailed(WorkflowOperation.query, error)}
        onCreated={props.onChanged}
      />
    </>
  );
}
