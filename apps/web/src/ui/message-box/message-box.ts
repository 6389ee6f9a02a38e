/** Message-box types, button sets and results (spec 000, section 9). */
export const MessageBoxType = {
  Information: 'Information',
  Warning: 'Warning',
  Error: 'Error',
  Question: 'Question',
  None: 'None',
} as const;
export type MessageBoxTypeValue = (typeof MessageBoxType)[keyof typeof MessageBoxType];

export const MessageBoxButtons = {
  OK: 'OK',
  OKCancel: 'OKCancel',
  YesNo: 'YesNo',
  RetryCancel: 'RetryCancel',
  YesNoCancel: 'YesNoCancel',
} as const;
export type MessageBoxButtonsValue = (typeof MessageBoxButtons)[keyof typeof MessageBoxButtons];

export const MessageBoxResult = {
  None: 'None',
  OK: 'OK',
  Cancel: 'Cancel',
  Abort: 'Abort',
  Retry: 'Retry',
  Yes: 'Yes',
  No: 'No',
} as const;
export type MessageBoxResultValue = (typeof MessageBoxResult)[keyof typeof MessageBoxResult];

/** The buttons of each set, in the order they appear, with the result each one gives. */
export const buttonsOf: Record<MessageBoxButtonsValue, MessageBoxResultValue[]> = {
  OK: ['OK'],
  OKCancel: ['OK', 'Cancel'],
  YesNo: ['Yes', 'No'],
  RetryCancel: ['Retry', 'Cancel'],
  YesNoCancel: ['Yes', 'No', 'Cancel'],
};

/** Sizes of spec 000, section 9. */
export const MessageBoxSize = {
  minWidth: 200,
  minHeight: 150,
  contentMaxHeight: 'min(30rem, 70vh)',
  contentMaxWidth: 'min(50rem, 90vw)',
  errorWidth: 400,
  errorHeight: 150,
  dialogWidth: 600,
} as const;

export type MessageBoxRequest = {
  title?: string;
  message: string | string[];
  type?: MessageBoxTypeValue;
  buttons?: MessageBoxButtonsValue;
  /** Error dialogs only: after OK the user goes to the root with a full reload. */
  reload?: boolean;
};

export type QueuedMessageBox = MessageBoxRequest & {
  id: number;
  resolve: (result: MessageBoxResultValue) => void;
};

/**
 * Adds a request to the queue. Only one error dialog is shown at a time: a further error while
 * one is open or waiting is dropped (and answers None).
 */
export function enqueueMessageBox(queue: QueuedMessageBox[], request: QueuedMessageBox): QueuedMessageBox[] {
  if (request.type === MessageBoxType.Error && queue.some((entry) => entry.type === MessageBoxType.Error)) {
    request.resolve(MessageBoxResult.None);
    return queue;
  }
  return [...queue, request];
}
