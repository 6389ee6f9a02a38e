import type { Random } from './random.js';

export type Language = 'de' | 'en' | 'fr' | 'nl';
export type Country = 'DE' | 'AT' | 'GB' | 'NZ' | 'FR' | 'NL' | 'BE';
export type InvoiceKind = 'invoice' | 'receipt' | 'paid';

export type Party = {
  name: string;
  street: string;
  city: string;
  country: Country;
  vatId: string | null;
  taxNumber: string | null;
  iban: string | null;
  bic: string | null;
  phone: string;
  email: string;
};

export type Line = {
  description: string;
  quantity: number;
  unitCents: number;
  rate: number;
  netCents: number;
};
export type RateTotal = { rate: number; netCents: number; vatCents: number };

/** A generated invoice with every value it prints: the truth the extractor is scored against. */
export type GeneratedInvoice = {
  id: string;
  language: Language;
  kind: InvoiceKind;
  currency: string;
  seller: Party;
  buyer: Party;
  number: string;
  issueDate: string;
  /** Printed as a date, or computed from `paymentDays`; null when the invoice names no due date. */
  dueDate: string | null;
  dueStyle: 'date' | 'days' | 'none';
  paymentDays: number;
  skonto: { percent: number; days: number } | null;
  orderReference: string | null;
  deliveryNote: string | null;
  customerNumber: string;
  lines: Line[];
  rates: RateTotal[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  paidCents: number;
  dueCents: number;
  /** Prices on the lines include VAT (receipts). */
  grossPrices: boolean;
};

const RATES: Record<Country, number[]> = {
  DE: [19, 7],
  AT: [20, 10],
  GB: [20, 5],
  NZ: [15],
  FR: [20, 10, 5.5],
  NL: [21, 9],
  BE: [21, 6],
};

const LEGAL_FORMS: Record<Country, string[]> = {
  DE: ['GmbH', 'AG', 'GmbH & Co. KG', 'UG (haftungsbeschränkt)', 'e.K.', 'KG', 'OHG'],
  AT: ['GmbH', 'AG', 'KG'],
  GB: ['Ltd', 'Limited', 'PLC', 'LLP', 'Ltd.'],
  NZ: ['Limited', 'Ltd'],
  FR: ['SAS', 'SARL', 'SA', 'EURL'],
  NL: ['B.V.', 'N.V.', 'BV', 'V.O.F.'],
  BE: ['BV', 'NV', 'SRL', 'SA'],
};

const NAME_STARTS = [
  'Nord',
  'Alpen',
  'Blau',
  'Delta',
  'Kraft',
  'Lumen',
  'Vento',
  'Rhein',
  'Pixel',
  'Terra',
  'Atlas',
  'Fenwick',
  'Harbour',
  'Kestrel',
  'Maple',
  'Orion',
  'Beaumont',
  'Lavande',
  'Soleil',
  'Marais',
  'Dijk',
  'Polder',
  'Zeeland',
  'Tulp',
  'Kiwi',
  'Tasman',
  'Quartz',
  'Sigma',
  'Helix',
  'Brücken',
];
const NAME_ENDS = [
  'tech',
  'werk',
  'soft',
  ' Logistik',
  ' Media',
  ' Systems',
  ' Solutions',
  ' Energie',
  ' Druck',
  ' Services',
  ' Consulting',
  ' Hosting',
  ' Telecom',
  ' Trading',
  ' Bouw',
  ' Installatie',
  ' Conseil',
  ' Informatique',
  ' Elektro',
  ' Cloud',
  ' Digital',
  ' Handel',
  ' Design',
  ' Studio',
];
const FREELANCERS = ['Anna Berger Webdesign', 'Jonas Keller Fotografie', 'Claire Dubois Traduction', 'Pieter de Vries Advies', 'Tom Walsh Copywriting']; // prettier-ignore

const PLACES: Record<Country, { streets: string[]; cities: string[] }> = {
  DE: { streets: ['Hauptstraße', 'Bahnhofstr.', 'Lindenweg', 'Am Markt', 'Industriestraße'], cities: ['10115 Berlin', '80333 München', '50667 Köln', '20095 Hamburg', '04109 Leipzig'] }, // prettier-ignore
  AT: { streets: ['Mariahilfer Straße', 'Landstraße'], cities: ['1060 Wien', '4020 Linz'] },
  GB: { streets: ['High Street', 'Station Road', 'Church Lane'], cities: ['London EC1A 1BB', 'Manchester M1 1AE', 'Leeds LS1 4DY'] }, // prettier-ignore
  NZ: { streets: ['Queen Street', 'Lambton Quay'], cities: ['Auckland 1010', 'Wellington 6011'] },
  FR: { streets: ['rue de la Paix', 'avenue Victor Hugo', 'boulevard Voltaire'], cities: ['75002 Paris', '69003 Lyon', '33000 Bordeaux'] }, // prettier-ignore
  NL: { streets: ['Keizersgracht', 'Stationsplein', 'Kerkstraat'], cities: ['1015 CJ Amsterdam', '3511 AX Utrecht', '2511 BT Den Haag'] }, // prettier-ignore
  BE: { streets: ['Rue Neuve', 'Meir'], cities: ['1000 Bruxelles', '2000 Antwerpen'] },
};

const PRODUCTS: Record<Language, string[]> = {
  de: ['Beratung', 'Webhosting Paket M', 'Wartungsvertrag', 'Druckerpapier A4', 'Montage vor Ort', 'Lebensmittel', 'Kaffee Bohnen 1 kg', 'Software-Lizenz', 'Versandkosten', 'Fachbuch Steuerrecht'], // prettier-ignore
  en: ['Consulting services', 'Cloud server S', 'Domain renewal', 'Office chairs', 'Support contract', 'Coffee beans', 'Shipping', 'Annual licence', 'Printer toner', 'Training day'], // prettier-ignore
  fr: ['Prestation de conseil', 'Hébergement web', 'Nom de domaine', 'Fournitures de bureau', 'Maintenance annuelle', 'Livraison', 'Formation', 'Licence logiciel'], // prettier-ignore
  nl: ['Advieswerkzaamheden', 'Webhosting', 'Domeinnaam', 'Kantoorartikelen', 'Onderhoudscontract', 'Verzendkosten', 'Koffiebonen', 'Licentie'], // prettier-ignore
};

const IBAN_BBAN: Partial<Record<Country, (random: Random) => string>> = {
  DE: (random) => random.digits(18),
  AT: (random) => random.digits(16),
  GB: (random) => random.pick(['NWBK', 'BARC', 'HBUK']) + random.digits(14),
  FR: (random) => random.digits(23),
  NL: (random) => random.pick(['INGB', 'RABO', 'ABNA']) + random.digits(10),
  BE: (random) => random.digits(12),
};

function ibanCheck(country: string, bban: string): string {
  const rearranged = `${bban}${country}00`.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of rearranged) remainder = (remainder * 10 + Number(digit)) % 97;
  return String(98 - remainder).padStart(2, '0');
}

function makeIban(country: Country, random: Random): string | null {
  const bban = IBAN_BBAN[country]?.(random);
  return bban ? `${country}${ibanCheck(country, bban)}${bban}` : null;
}

function makeVatId(country: Country, random: Random): string | null {
  switch (country) {
    case 'DE':
      return `DE${random.digits(9)}`;
    case 'AT':
      return `ATU${random.digits(8)}`;
    case 'GB':
      return `GB${random.digits(9)}`;
    case 'FR':
      return `FR${random.digits(2)}${random.digits(9)}`;
    case 'NL':
      return `NL${random.digits(9)}B0${random.int(1, 9)}`;
    case 'BE':
      return `BE0${random.digits(9)}`;
    default:
      return null;
  }
}

function makeParty(country: Country, random: Random, freelancer: boolean): Party {
  const name = freelancer
    ? random.pick(FREELANCERS)
    : `${random.pick(NAME_STARTS)}${random.pick(NAME_ENDS)} ${random.pick(LEGAL_FORMS[country])}`;
  const slug = name
    .toLowerCase()
    .replace(/[^a-z]/g, '')
    .slice(0, 12);
  const places = PLACES[country];
  return {
    name,
    street: `${random.pick(places.streets)} ${random.int(1, 120)}`,
    city: random.pick(places.cities),
    country,
    vatId: makeVatId(country, random),
    taxNumber: country === 'DE' ? `${random.int(10, 99)}/${random.digits(3)}/${random.digits(5)}` : null,
    iban: makeIban(country, random),
    bic: country === 'NZ' ? null : `${random.pick(['COBA', 'DEUT', 'INGB', 'BNPA', 'RABO'])}${country}${random.pick(['FF', '2A', 'PP', 'MM'])}`, // prettier-ignore
    phone: `+${random.int(30, 64)} ${random.digits(3)} ${random.digits(6)}`,
    email: `info@${slug || 'firma'}.example`,
  };
}

function addDays(iso: string, days: number): string {
  const date = new Date(`${iso}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

const NUMBER_SHAPES = [
  (r: Random) => `RE-${r.int(2019, 2025)}-${r.digits(5)}`,
  (r: Random) => `${r.int(2019, 2025)}/${r.digits(4)}`,
  (r: Random) => `INV-${r.digits(6)}`,
  (r: Random) => `F${r.int(2019, 2025)}-${r.digits(3)}`,
  (r: Random) => r.digits(6),
  (r: Random) => `A-${r.digits(4)}/${r.int(19, 25)}`,
  (r: Random) => `NL${r.int(19, 25)}-${r.digits(5)}`,
  (r: Random) => `${r.digits(3)}-${r.digits(7)}-${r.digits(4)}`,
];
const ORDER_SHAPES = [
  (r: Random) => `PO-${r.digits(4)}`,
  (r: Random) => `B-${r.int(2019, 2025)}-${r.digits(3)}`,
  (r: Random) => `45${r.digits(6)}`,
  (r: Random) => `ORD-${r.digits(5)}`,
  (r: Random) => `BC${r.digits(4)}`,
];

export type InvoiceSpec = { id: string; language: Language; country: Country; kind: InvoiceKind };

/** Country of the seller decides rates, IBAN and VAT ID format; the language decides the words. */
export function generateInvoice(spec: InvoiceSpec, random: Random): GeneratedInvoice {
  const { language, country, kind } = spec;
  const currency = country === 'GB' ? 'GBP' : country === 'NZ' ? 'NZD' : 'EUR';
  const seller = makeParty(country, random, kind === 'invoice' && random.chance(0.15));
  if (kind === 'receipt' && random.chance(0.5)) seller.iban = null;
  const buyer = makeParty(random.pick<Country>(['DE', 'DE', 'AT', 'FR', 'NL', 'GB']), random, false);
  const rates = RATES[country];
  const lineCount = kind === 'receipt' ? random.int(2, 9) : random.int(1, 6);
  const mixed = rates.length > 1 && random.chance(kind === 'receipt' ? 0.8 : 0.35);
  const lines: Line[] = Array.from({ length: lineCount }, () => {
    const quantity = random.chance(0.6) ? 1 : random.int(2, 12);
    const unitCents = kind === 'receipt' ? random.int(49, 2999) : random.int(500, 250_000);
    const rate = mixed ? random.pick(rates) : rates[0]!;
    return {
      description: random.pick(PRODUCTS[language]),
      quantity,
      unitCents,
      rate,
      netCents: quantity * unitCents,
    };
  });
  const grossPrices = kind === 'receipt';
  const byRate = new Map<number, number>();
  for (const line of lines) byRate.set(line.rate, (byRate.get(line.rate) ?? 0) + line.netCents);
  const rateTotals: RateTotal[] = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, amount]) => {
      if (!grossPrices) return { rate, netCents: amount, vatCents: Math.round((amount * rate) / 100) };
      const net = Math.round((amount * 100) / (100 + rate));
      return { rate, netCents: net, vatCents: amount - net };
    });
  const netCents = rateTotals.reduce((sum, line) => sum + line.netCents, 0);
  const vatCents = rateTotals.reduce((sum, line) => sum + line.vatCents, 0);
  const grossCents = netCents + vatCents;
  const paidCents = kind === 'paid' ? grossCents : kind === 'invoice' && random.chance(0.1) ? Math.round(grossCents * 0.3) : 0; // prettier-ignore
  const issueDate = `${random.int(2019, 2025)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`;
  const paymentDays = random.pick([7, 10, 14, 14, 30, 30]);
  const dueStyle = kind === 'receipt' ? 'none' : random.pick(['date', 'date', 'days', 'none'] as const);
  return {
    id: spec.id,
    language,
    kind,
    currency,
    seller,
    buyer,
    number: random.pick(NUMBER_SHAPES)(random),
    issueDate,
    dueDate: dueStyle === 'none' ? null : addDays(issueDate, paymentDays),
    dueStyle,
    paymentDays,
    skonto: dueStyle !== 'none' && language === 'de' && random.chance(0.3) ? { percent: 2, days: 7 } : null,
    orderReference: kind === 'receipt' || random.chance(0.4) ? null : random.pick(ORDER_SHAPES)(random),
    deliveryNote: kind === 'invoice' && random.chance(0.3) ? `LS-${random.digits(5)}` : null,
    customerNumber: `${random.int(10, 99)}${random.digits(4)}`,
    lines,
    rates: rateTotals,
    netCents,
    vatCents,
    grossCents,
    paidCents,
    dueCents: grossCents - paidCents,
    grossPrices,
  };
}

export { addDays };
