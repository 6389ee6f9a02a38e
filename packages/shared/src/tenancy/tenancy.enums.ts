/** Accounting system types of a Mandant (spec 002, section 3). */
export const fibuTypes = ['DATEV', 'ADDISON', 'ADATA', 'SIMBA', 'UNKNOW', 'WAC', 'INTEGRA', 'OEM'] as const;
export type FibuType = (typeof fibuTypes)[number];

/** The numeric `FIBU;n` value carried in the token roles, index into `fibuTypes`. */
export function fibuCode(fibu: FibuType): number {
  return fibuTypes.indexOf(fibu);
}

/** Start module values (spec 000, section 3): 0 and 4 none, 1 archive, 2 workflow, 3 invoice processing. */
export const StartModule = { None: 0, Archive: 1, Workflow: 2, InvoiceProcessing: 3, NoneAlt: 4 } as const;
export type StartModuleValue = (typeof StartModule)[keyof typeof StartModule];

/** Permission names carried as `NAME;TRUE` roles (spec 000, section 6). */
export const Rights = {
  canStartUnicapture: 'UA_CAN_START_UNICAPTURE',
  canStartVerwaltung: 'UA_CAN_START_VERWWALTUNG',
  canStartWorkflow: 'UA_CAN_START_WORKFLOW',
  canStartUniview: 'UA_CAN_START_UNIVIEW',
  canStartUnides: 'UA_CAN_START_UNIDES',
  canRedirectWorkflow: 'UA_CAN_REDIRECT_WORKFLOW',
  canEditAccountsInWorkflow: 'UA_CAN_EDIT_KONTEN_KOSTENSTELLEN_WORKFLOW',
  isSba: 'IS_SBA',
  workflowShowHistoryFirst: 'WORKFLOW_SHOW_HISTORIE_FIRST',
} as const;
export type RightName = (typeof Rights)[keyof typeof Rights];
export const rightNames = Object.values(Rights) as RightName[];

export const ORIGINAL_READER_GROUP = 'Original-Leser';
