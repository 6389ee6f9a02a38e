import { createErrorFactory } from '../../kernel/errors.js';

export const rulesError = {
  maskNotFound: createErrorFactory('rules.mask_not_found'),
  templateNotFound: createErrorFactory('rules.template_not_found'),
  learnedRuleNotFound: createErrorFactory('rules.learned_rule_not_found'),
  pageNotFound: createErrorFactory('rules.page_not_found'),
  ocrTextRequired: createErrorFactory('rules.ocr_text_required'),
  chooseOneTemplate: createErrorFactory('rules.choose_one_template'),
  changeNotAdopted: createErrorFactory('rules.change_not_adopted'),
  maskLocked: createErrorFactory('rules.mask_locked'),
  globalAdminOnly: createErrorFactory('rules.global_admin_only'),
  templateNameDuplicate: createErrorFactory('rules.template_name_duplicate'),
  importNotRuleExport: createErrorFactory('rules.import_not_rule_export'),
  importFileMissing: createErrorFactory('rules.import_file_missing'),
  nothingToExport: createErrorFactory('rules.nothing_to_export'),
};
