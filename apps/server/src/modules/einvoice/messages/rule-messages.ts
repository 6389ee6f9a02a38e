import { CORE_MESSAGES } from './core-messages.js';
import { NATIONAL_MESSAGES } from './national-messages.js';

export type RuleText = { de: string; en: string; ru: string; terms: string[] };

const table = new Map<string, RuleText>();
for (const [id, terms, de, en, ru] of [...CORE_MESSAGES, ...NATIONAL_MESSAGES]) {
  table.set(id, { de, en, ru, terms: terms ? terms.split(' ') : [] });
}

const CATEGORY_NAMES: Record<string, [string, string, string, string]> = {
  'BR-S': ['S', 'Normalsatz', 'Standard rated', 'стандартная ставка'],
  'BR-Z': ['Z', 'Nullsatz', 'Zero rated', 'нулевая ставка'],
  'BR-E': ['E', 'steuerbefreit', 'Exempt from VAT', 'освобождено от НДС'],
  'BR-AE': ['AE', 'Steuerschuldnerschaft des Leistungsempfängers', 'Reverse charge', 'обратное начисление'],
  'BR-IC': ['K', 'innergemeinschaftliche Lieferung', 'Intra-community supply', 'внутриобщинная поставка'],
  'BR-G': ['G', 'Ausfuhr außerhalb der EU', 'Export outside the EU', 'экспорт за пределы ЕС'],
  'BR-O': ['O', 'nicht steuerbar', 'Not subject to VAT', 'не облагается НДС'],
  'BR-AF': ['L', 'IGIC (Kanaren)', 'IGIC (Canary Islands)', 'IGIC (Канары)'],
  'BR-AG': ['M', 'IPSI (Ceuta/Melilla)', 'IPSI (Ceuta/Melilla)', 'IPSI (Сеута/Мелилья)'],
};

function vatCategoryText(family: string, number: string): RuleText | undefined {
  const names = CATEGORY_NAMES[family];
  if (!names) return undefined;
  const [code, de, en, ru] = names;
  const c = `„${de}“ (${code})`;
  const e = `"${en}" (${code})`;
  const r = `«${ru}» (${code})`;
  const texts: Record<string, RuleText> = {
    '01': {
      de: `Wird die Kategorie ${c} verwendet, muss die Umsatzsteueraufschlüsselung (BG-23) sie passend enthalten.`,
      en: `When category ${e} is used, the VAT breakdown (BG-23) must contain it accordingly.`,
      ru: `При использовании категории ${r} разбивка НДС (BG-23) должна её содержать.`,
      terms: ['BG-23', 'BT-118'],
    },
    '02': {
      de: `Positionen der Kategorie ${c}: die Steuerkennungen von Verkäufer/Käufer passen nicht.`,
      en: `Lines with category ${e}: the seller/buyer tax identifiers do not fit.`,
      ru: `Позиции категории ${r}: налоговые идентификаторы продавца/покупателя не соответствуют.`,
      terms: ['BT-31', 'BT-32', 'BT-48', 'BT-63'],
    },
    '03': {
      de: `Nachlässe der Kategorie ${c}: die Steuerkennungen von Verkäufer/Käufer passen nicht.`,
      en: `Allowances with category ${e}: the seller/buyer tax identifiers do not fit.`,
      ru: `Скидки категории ${r}: налоговые идентификаторы не соответствуют.`,
      terms: ['BT-31', 'BT-32', 'BT-48', 'BT-63'],
    },
    '04': {
      de: `Zuschläge der Kategorie ${c}: die Steuerkennungen von Verkäufer/Käufer passen nicht.`,
      en: `Charges with category ${e}: the seller/buyer tax identifiers do not fit.`,
      ru: `Надбавки категории ${r}: налоговые идентификаторы не соответствуют.`,
      terms: ['BT-31', 'BT-32', 'BT-48', 'BT-63'],
    },
    '05': {
      de: `Der Steuersatz einer Position der Kategorie ${c} (BT-152) ist nicht zulässig.`,
      en: `The VAT rate of a line with category ${e} (BT-152) is not allowed.`,
      ru: `Ставка позиции категории ${r} (BT-152) недопустима.`,
      terms: ['BT-152'],
    },
    '06': {
      de: `Der Steuersatz eines Nachlasses der Kategorie ${c} (BT-96) ist nicht zulässig.`,
      en: `The VAT rate of an allowance with category ${e} (BT-96) is not allowed.`,
      ru: `Ставка скидки категории ${r} (BT-96) недопустима.`,
      terms: ['BT-96'],
    },
    '07': {
      de: `Der Steuersatz eines Zuschlags der Kategorie ${c} (BT-103) ist nicht zulässig.`,
      en: `The VAT rate of a charge with category ${e} (BT-103) is not allowed.`,
      ru: `Ставка надбавки категории ${r} (BT-103) недопустима.`,
      terms: ['BT-103'],
    },
    '08': {
      de: `Der Bemessungsbetrag der Kategorie ${c} (BT-116) passt nicht zu Positionen, Nachlässen und Zuschlägen.`,
      en: `The taxable amount of category ${e} (BT-116) does not match lines, allowances and charges.`,
      ru: `Налоговая база категории ${r} (BT-116) не совпадает с позициями, скидками и надбавками.`,
      terms: ['BT-116'],
    },
    '09': {
      de: `Der Steuerbetrag der Kategorie ${c} (BT-117) ist nicht korrekt berechnet.`,
      en: `The tax amount of category ${e} (BT-117) is not calculated correctly.`,
      ru: `Сумма налога категории ${r} (BT-117) рассчитана неверно.`,
      terms: ['BT-117'],
    },
    '10': {
      de: `Befreiungsgrund (BT-120/BT-121) bei Kategorie ${c} fehlt oder ist nicht erlaubt.`,
      en: `The exemption reason (BT-120/BT-121) for category ${e} is missing or not allowed.`,
      ru: `Причина освобождения (BT-120/BT-121) для категории ${r} отсутствует или недопустима.`,
      terms: ['BT-120', 'BT-121'],
    },
  };
  return texts[number];
}

const ALWAYS: Record<string, RuleText> = {
  'BR-IC-11': {
    de: 'Bei innergemeinschaftlicher Lieferung fehlen Lieferdatum (BT-72) oder Abrechnungszeitraum (BG-14).',
    en: 'Intra-community supply needs a delivery date (BT-72) or an invoicing period (BG-14).',
    ru: 'Для внутриобщинной поставки нужна дата поставки (BT-72) или период (BG-14).',
    terms: ['BT-72', 'BG-14'],
  },
  'BR-IC-12': {
    de: 'Bei innergemeinschaftlicher Lieferung fehlt das Lieferland (BT-80).',
    en: 'Intra-community supply needs the deliver-to country (BT-80).',
    ru: 'Для внутриобщинной поставки нужна страна доставки (BT-80).',
    terms: ['BT-80'],
  },
  'BR-B-01': {
    de: 'Die Kategorie „Split Payment“ (B) ist nur in einer inländischen italienischen Rechnung erlaubt; alle Ländercodes müssen IT sein.',
    en: 'Category "Split payment" (B) is only allowed in a domestic Italian invoice; every country code must be IT.',
    ru: 'Категория «Split payment» (B) допустима только во внутреннем итальянском счёте; все коды стран должны быть IT.',
    terms: ['BT-40', 'BT-55', 'BT-80'],
  },
  'BR-B-02': {
    de: 'Eine Rechnung mit der Kategorie „Split Payment“ (B) darf keine Positionen, Nachlässe oder Zuschläge zum Normalsatz (S) enthalten.',
    en: 'An invoice with category "Split payment" (B) must not contain lines, allowances or charges with the standard rate (S).',
    ru: 'Счёт с категорией «Split payment» (B) не может содержать позиции, скидки или надбавки по стандартной ставке (S).',
    terms: ['BT-151', 'BT-95', 'BT-102'],
  },
  'BR-O-11': {
    de: 'Neben der Kategorie „nicht steuerbar“ (O) darf es keine andere Aufschlüsselung geben.',
    en: 'With category "Not subject to VAT" (O) no other VAT breakdown is allowed.',
    ru: 'При категории «не облагается» (O) другие разбивки не допускаются.',
    terms: ['BG-23'],
  },
  'BR-O-12': {
    de: 'Mit Kategorie „nicht steuerbar“ (O) müssen alle Positionen Kategorie O haben.',
    en: 'With category "Not subject to VAT" (O) all lines must have category O.',
    ru: 'При категории O все позиции должны иметь категорию O.',
    terms: ['BT-151'],
  },
  'BR-O-13': {
    de: 'Mit Kategorie „nicht steuerbar“ (O) müssen alle Nachlässe Kategorie O haben.',
    en: 'With category "Not subject to VAT" (O) all allowances must have category O.',
    ru: 'При категории O все скидки должны иметь категорию O.',
    terms: ['BT-95'],
  },
  'BR-O-14': {
    de: 'Mit Kategorie „nicht steuerbar“ (O) müssen alle Zuschläge Kategorie O haben.',
    en: 'With category "Not subject to VAT" (O) all charges must have category O.',
    ru: 'При категории O все надбавки должны иметь категорию O.',
    terms: ['BT-102'],
  },
};

const DECIMAL_TERMS: Record<string, string> = {
  '01': 'BT-92',
  '02': 'BT-93',
  '05': 'BT-99',
  '06': 'BT-100',
  '09': 'BT-106',
  '10': 'BT-107',
  '11': 'BT-108',
  '12': 'BT-109',
  '13': 'BT-110',
  '14': 'BT-112',
  '15': 'BT-111',
  '16': 'BT-113',
  '17': 'BT-114',
  '18': 'BT-115',
  '19': 'BT-116',
  '20': 'BT-117',
  '23': 'BT-131',
  '24': 'BT-136',
  '25': 'BT-137',
  '27': 'BT-141',
  '28': 'BT-142',
};

const CODE_LISTS: Record<string, [string, string, string, string]> = {
  '01': [
    'BT-3',
    'Rechnungsartcode (UNTDID 1001)',
    'invoice type code (UNTDID 1001)',
    'код типа счёта (UNTDID 1001)',
  ],
  '03': [
    'BT-5',
    'Währungsangabe eines Betrags (ISO 4217)',
    'currency of an amount (ISO 4217)',
    'валюта суммы (ISO 4217)',
  ],
  '04': ['BT-5', 'Rechnungswährung (ISO 4217)', 'invoice currency (ISO 4217)', 'валюта счёта (ISO 4217)'],
  '05': [
    'BT-6',
    'Steuerwährung (ISO 4217)',
    'VAT accounting currency (ISO 4217)',
    'валюта учёта НДС (ISO 4217)',
  ],
  '06': [
    'BT-8',
    'Code des Steuerzeitpunkts (UNTDID 2005)',
    'VAT point date code (UNTDID 2005)',
    'код даты налогового события (UNTDID 2005)',
  ],
  '07': [
    'BT-18',
    'Schema der Objektkennung (UNTDID 1153)',
    'invoiced object scheme (UNTDID 1153)',
    'схема идентификатора объекта (UNTDID 1153)',
  ],
  '08': [
    'BT-21',
    'Betreffcode einer Bemerkung (UNTDID 4451)',
    'note subject code (UNTDID 4451)',
    'код темы примечания (UNTDID 4451)',
  ],
  '10': [
    'BT-29',
    'Schema einer Kennung (ISO 6523 ICD)',
    'identifier scheme (ISO 6523 ICD)',
    'схема идентификатора (ISO 6523 ICD)',
  ],
  '11': [
    'BT-30',
    'Schema einer Registernummer (ISO 6523 ICD)',
    'registration identifier scheme (ISO 6523 ICD)',
    'схема рег. номера (ISO 6523 ICD)',
  ],
  '13': [
    'BT-158',
    'Schema der Artikelklassifizierung (UNTDID 7143)',
    'item classification scheme (UNTDID 7143)',
    'схема классификации (UNTDID 7143)',
  ],
  '14': ['BT-40', 'Ländercode (ISO 3166-1)', 'country code (ISO 3166-1)', 'код страны (ISO 3166-1)'],
  '15': [
    'BT-159',
    'Ursprungsland (ISO 3166-1)',
    'country of origin (ISO 3166-1)',
    'страна происхождения (ISO 3166-1)',
  ],
  '16': [
    'BT-81',
    'Zahlungsmittelcode (UNTDID 4461)',
    'payment means code (UNTDID 4461)',
    'код способа оплаты (UNTDID 4461)',
  ],
  '17': [
    'BT-118',
    'Umsatzsteuer-Kategoriecode (UNTDID 5305)',
    'VAT category code (UNTDID 5305)',
    'код категории НДС (UNTDID 5305)',
  ],
  '18': [
    'BT-151',
    'Umsatzsteuer-Kategoriecode der Position (UNTDID 5305)',
    'line VAT category code (UNTDID 5305)',
    'код категории НДС позиции (UNTDID 5305)',
  ],
  '19': [
    'BT-98',
    'Grundcode eines Nachlasses (UNTDID 5189)',
    'allowance reason code (UNTDID 5189)',
    'код причины скидки (UNTDID 5189)',
  ],
  '20': [
    'BT-105',
    'Grundcode eines Zuschlags (UNTDID 7161)',
    'charge reason code (UNTDID 7161)',
    'код причины надбавки (UNTDID 7161)',
  ],
  '21': [
    'BT-157',
    'Schema der Standard-Artikelkennung (ISO 6523 ICD)',
    'item standard identifier scheme (ISO 6523 ICD)',
    'схема идентификатора товара (ISO 6523 ICD)',
  ],
  '22': [
    'BT-121',
    'Befreiungsgrundcode (VATEX)',
    'exemption reason code (VATEX)',
    'код причины освобождения (VATEX)',
  ],
  '23': [
    'BT-130',
    'Mengeneinheit (UN/ECE Rec. 20/21)',
    'unit of measure (UN/ECE Rec. 20/21)',
    'единица измерения (UN/ECE Rec. 20/21)',
  ],
  '24': ['BT-125', 'MIME-Code eines Anhangs', 'attachment MIME code', 'MIME-тип вложения'],
  '25': [
    'BT-34',
    'Schema der elektronischen Adresse (EAS)',
    'electronic address scheme (EAS)',
    'схема электронного адреса (EAS)',
  ],
  '26': [
    'BT-71',
    'Schema der Lieferortkennung (ISO 6523 ICD)',
    'delivery location scheme (ISO 6523 ICD)',
    'схема места доставки (ISO 6523 ICD)',
  ],
};

/** Our message for a rule in German, English and Russian, with the business terms it concerns. */
export function describeRule(ruleId: string): RuleText {
  const known = table.get(ruleId) ?? ALWAYS[ruleId];
  if (known) return known;
  const vat = /^(BR-(?:S|Z|E|AE|IC|G|O|IG|IP))-(\d{2})$/.exec(ruleId);
  if (vat) {
    const text = vatCategoryText(vat[1]!, vat[2]!);
    if (text) return text;
  }
  const decimals = /^BR-DEC-(\d{2})$/.exec(ruleId);
  if (decimals) {
    const term = DECIMAL_TERMS[decimals[1]!] ?? '';
    return {
      de: `Der Betrag ${term} hat mehr als zwei Nachkommastellen.`,
      en: `The amount ${term} has more than two decimals.`,
      ru: `Сумма ${term} имеет более двух знаков после запятой.`,
      terms: term ? [term] : [],
    };
  }
  const codes = /^BR-CL-(\d{2})$/.exec(ruleId);
  if (codes && CODE_LISTS[codes[1]!]) {
    const [term, de, en, ru] = CODE_LISTS[codes[1]!]!;
    return {
      de: `Unbekannter Code: ${de}.`,
      en: `Unknown code: ${en}.`,
      ru: `Неизвестный код: ${ru}.`,
      terms: [term],
    };
  }
  if (/^(UBL-CR|CII-SR|CII-DT|UBL-SR|UBL-DT)-/.test(ruleId)) {
    return {
      de: `Die Syntaxregel ${ruleId} ist verletzt: ein Element ist nicht vorgesehen oder kommt zu oft vor.`,
      en: `Syntax rule ${ruleId} is violated: an element is not intended or occurs too often.`,
      ru: `Нарушено синтаксическое правило ${ruleId}: элемент не предусмотрен или повторяется.`,
      terms: [],
    };
  }
  return {
    de: `Regel ${ruleId} ist verletzt.`,
    en: `Rule ${ruleId} is violated.`,
    ru: `Нарушено правило ${ruleId}.`,
    terms: [],
  };
}

const REFUSALS: Record<string, [string, string, string]> = {
  dtd: [
    'Die XML-Datei enthält eine DTD (DOCTYPE). DTDs und externe Entitäten werden aus Sicherheitsgründen nicht verarbeitet.',
    'The XML file contains a DTD (DOCTYPE). DTDs and external entities are not processed for security reasons.',
    'XML-файл содержит DTD (DOCTYPE). DTD и внешние сущности не обрабатываются из соображений безопасности.',
  ],
  'too-deep': [
    'Die XML-Datei ist zu tief verschachtelt und wird nicht verarbeitet.',
    'The XML file is nested too deeply and is not processed.',
    'XML-файл слишком глубоко вложен и не обрабатывается.',
  ],
  'too-large': [
    'Die XML-Datei ist zu groß und wird nicht verarbeitet.',
    'The XML file is too large and is not processed.',
    'XML-файл слишком большой и не обрабатывается.',
  ],
  'too-many-elements': [
    'Die XML-Datei enthält zu viele Elemente und wird nicht verarbeitet.',
    'The XML file contains too many elements and is not processed.',
    'XML-файл содержит слишком много элементов и не обрабатывается.',
  ],
  encoding: [
    'Die Zeichenkodierung der XML-Datei wird nicht unterstützt.',
    'The character encoding of the XML file is not supported.',
    'Кодировка XML-файла не поддерживается.',
  ],
  malformed: [
    'Die Datei ist kein wohlgeformtes XML.',
    'The file is not well-formed XML.',
    'Файл не является корректным XML.',
  ],
};

const REASONS: Record<string, [string, string, string]> = {
  'xml-not-well-formed': REFUSALS.malformed!,
  'not-ubl-or-cii-root': [
    'Die Datei ist keine Rechnung in UBL 2.1 (Invoice/CreditNote) oder UN/CEFACT CII D16B.',
    'The file is no invoice in UBL 2.1 (Invoice/CreditNote) or UN/CEFACT CII D16B.',
    'Файл не является счётом UBL 2.1 (Invoice/CreditNote) или UN/CEFACT CII D16B.',
  ],
  xsd: [
    'Die Rechnung entspricht nicht dem XML-Schema.',
    'The invoice does not conform to the XML schema.',
    'Счёт не соответствует XML-схеме.',
  ],
  'pdf:no-xml-attachment': [
    'Die PDF-Datei enthält keine eingebettete Rechnungs-XML.',
    'The PDF file contains no embedded invoice XML.',
    'PDF-файл не содержит встроенного XML счёта.',
  ],
  'pdf:pdf-unreadable': [
    'Die PDF-Datei ist beschädigt oder nicht lesbar.',
    'The PDF file is damaged or unreadable.',
    'PDF-файл повреждён или не читается.',
  ],
  'pdf:xml-too-large': [
    'Die in die PDF-Datei eingebettete Rechnungs-XML wäre entpackt größer als 20 MB und wird nicht verarbeitet.',
    'The invoice XML embedded in the PDF file would be larger than 20 MB unpacked and is not processed.',
    'Встроенный в PDF-файл XML счёта в распакованном виде превышает 20 МБ и не обрабатывается.',
  ],
};

/** Our message for a reason the verdict is "invalid". */
export function describeReason(code: string, refusalKind?: string): { de: string; en: string; ru: string } {
  const rule = /^rule:(.+)$/.exec(code);
  if (rule) {
    const text = describeRule(rule[1]!);
    return { de: text.de, en: text.en, ru: text.ru };
  }
  const texts = code === 'xml-refused' && refusalKind ? REFUSALS[refusalKind] : REASONS[code];
  const [de, en, ru] = texts ?? [code, code, code];
  return { de, en, ru };
}

/** Hints about what the document claims to be (shown above the findings). */
export function describeProfileNotices(profile: string): { de: string; en: string; ru: string }[] {
  const notices: { de: string; en: string; ru: string }[] = [];
  const version = /^XRechnung (\d+\.\d+)$/.exec(profile)?.[1];
  if (version && Number(version) < 3) {
    notices.push({
      de: `Die Rechnung ist als XRechnung ${version} gekennzeichnet, eine veraltete Version; geprüft wird nach XRechnung 3.0.`,
      en: `The invoice is marked as XRechnung ${version}, an outdated version; it is checked against XRechnung 3.0.`,
      ru: `Счёт помечен как XRechnung ${version} — устаревшая версия; проверка выполняется по XRechnung 3.0.`,
    });
  }
  if (profile === 'ZUGFeRD 1.0') {
    notices.push({
      de: 'Die Datei ist eine ZUGFeRD-1.0-Rechnung (CrossIndustryDocument). Dieses veraltete Format ist keine E-Rechnung nach EN 16931.',
      en: 'The file is a ZUGFeRD 1.0 invoice (CrossIndustryDocument). This outdated format is no EN 16931 e-invoice.',
      ru: 'Файл — счёт ZUGFeRD 1.0 (CrossIndustryDocument). Этот устаревший формат не является электронным счётом по EN 16931.',
    });
  }
  const zugferd2 = /^ZUGFeRD 2\.0 (.+)$/.exec(profile)?.[1];
  if (zugferd2) {
    notices.push({
      de: `Die Rechnung ist als ZUGFeRD 2.0 (Profil ${zugferd2}) gekennzeichnet, eine veraltete Version; seit ZUGFeRD 2.1 tragen die Profile die Factur-X-Kennung. Geprüft wird nach EN 16931.`,
      en: `The invoice is marked as ZUGFeRD 2.0 (profile ${zugferd2}), an outdated version; since ZUGFeRD 2.1 the profiles carry the Factur-X identifier. It is checked against EN 16931.`,
      ru: `Счёт помечен как ZUGFeRD 2.0 (профиль ${zugferd2}) — устаревшая версия; начиная с ZUGFeRD 2.1 профили имеют идентификатор Factur-X. Проверка выполняется по EN 16931.`,
    });
  }
  const legacy = /^Factur-X (.+) \(alte Kennung\)$/.exec(profile)?.[1];
  if (legacy) {
    notices.push({
      de: `Die Rechnung trägt eine veraltete Kennung des Factur-X-Profils ${legacy} (mit „:compliant:“ statt „#compliant#“). Geprüft wird nach EN 16931.`,
      en: `The invoice carries an outdated identifier of the Factur-X profile ${legacy} (":compliant:" instead of "#compliant#"). It is checked against EN 16931.`,
      ru: `Счёт содержит устаревший идентификатор профиля Factur-X ${legacy} («:compliant:» вместо «#compliant#»). Проверка выполняется по EN 16931.`,
    });
  }
  if (/^(Factur-X\/ZUGFeRD|ZUGFeRD 2\.0) (MINIMUM|BASIC WL)$/.test(profile)) {
    notices.push({
      de: `Das Profil ${profile} enthält keine vollständige Rechnung nach EN 16931 und ist keine E-Rechnung im Sinne des Umsatzsteuergesetzes.`,
      en: `The profile ${profile} carries no complete EN 16931 invoice and is no e-invoice under German VAT law.`,
      ru: `Профиль ${profile} не содержит полного счёта по EN 16931 и не является электронным счётом по закону об НДС.`,
    });
  }
  return notices;
}
