import { readFileSync } from 'node:fs';
import { validateInvoiceFile } from '/work/wt-einv/apps/server/src/modules/einvoice/engine/validate-file.js';
const f = process.argv[2]!;
const r = await validateInvoiceFile(readFileSync(f));
console.log(r.verdict, r.profile, 'E', r.errors.map((x) => x.ruleId + '@' + x.location).join(' '), '\nW', r.warnings.map((x) => x.ruleId).join(' '));
