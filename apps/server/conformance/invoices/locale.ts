import type { Country, Language } from './invoice-data.js';
import type { Random } from './random.js';

/** The words a generated invoice prints, several ways of saying each, per language. */
export type Words = {
  title: string[];
  receiptTitle: string[];
  number: string[];
  receiptNumber: string[];
  date: string[];
  due: string[];
  dueDays: ((days: number) => string)[];
  skonto: ((percent: number, date: string) => string)[];
  order: string[];
  deliveryNote: string[];
  customer: string[];
  billTo: string[];
  soldBy: string[];
  net: string[];
  vat: ((rate: string) => string)[];
  vatTotal: string[];
  gross: string[];
  paid: string[];
  amountDue: string[];
  receiptTotal: string[];
  columns: { description: string; quantity: string; price: string; amount: string; rate: string };
  taxTable: { rate: string; net: string; tax: string; gross: string };
  vatId: string[];
  taxNumber: string[];
  bank: string[];
  thanks: string[];
  page: string;
};

export const WORDS: Record<Language, Words> = {
  de: {
    title: ['Rechnung', 'RECHNUNG', 'Rechnung'],
    receiptTitle: ['Kassenbon', 'Quittung', 'Beleg'],
    number: ['Rechnungsnummer', 'Rechnungs-Nr.', 'Rechnung Nr.', 'Re.-Nr.', 'Belegnummer'],
    receiptNumber: ['Bon-Nr.', 'Beleg-Nr.', 'Bonnummer'],
    date: ['Rechnungsdatum', 'Datum', 'Belegdatum', 'Ausstellungsdatum'],
    due: ['Fällig am', 'Zahlbar bis', 'Fälligkeitsdatum', 'Fällig bis'],
    dueDays: [
      (d) => `Zahlungsziel: ${d} Tage netto`,
      (d) => `Zahlbar innerhalb von ${d} Tagen ohne Abzug.`,
      (d) => `Bitte überweisen Sie den Betrag innerhalb von ${d} Tagen.`,
    ],
    skonto: [(p, d) => `Bei Zahlung bis ${d} gewähren wir ${p} % Skonto.`],
    order: ['Ihre Bestellung', 'Bestellnummer', 'Ihre Bestell-Nr.', 'Auftragsnummer', 'Bestellnr.'],
    deliveryNote: ['Lieferschein-Nr.', 'Lieferscheinnummer', 'Lieferschein'],
    customer: ['Kundennummer', 'Kunden-Nr.', 'Kd.-Nr.'],
    billTo: ['Rechnungsempfänger', 'Rechnungsadresse', 'Kunde'],
    soldBy: ['Verkauft von', 'Verkäufer'],
    net: ['Nettobetrag', 'Summe netto', 'Zwischensumme netto', 'Gesamt netto', 'Warenwert netto'],
    vat: [(r) => `zzgl. ${r} % USt.`, (r) => `MwSt. ${r} %`, (r) => `Umsatzsteuer ${r} %`, (r) => `${r} % MwSt.`],
    vatTotal: ['Summe USt.', 'MwSt. gesamt', 'Umsatzsteuer gesamt'],
    gross: ['Gesamtbetrag', 'Rechnungsbetrag', 'Bruttobetrag', 'Endbetrag', 'Summe brutto'],
    paid: ['Bereits bezahlt', 'Anzahlung', 'Bezahlt'],
    amountDue: ['Zahlbetrag', 'Zu zahlen', 'Offener Betrag', 'Noch zu zahlen'],
    receiptTotal: ['SUMME', 'Summe EUR', 'Gesamt', 'ZU ZAHLEN'],
    columns: { description: 'Bezeichnung', quantity: 'Menge', price: 'Einzelpreis', amount: 'Betrag', rate: 'USt.' },
    taxTable: { rate: 'MwSt.', net: 'Netto', tax: 'Steuer', gross: 'Brutto' },
    vatId: ['USt-IdNr.', 'USt-ID', 'Umsatzsteuer-ID', 'USt.-Id.-Nr.'],
    taxNumber: ['Steuernummer', 'St.-Nr.'],
    bank: ['Bankverbindung', 'Bank'],
    thanks: ['Vielen Dank für Ihren Einkauf!', 'Vielen Dank für Ihren Auftrag.'],
    page: 'Seite',
  },
  en: {
    title: ['Invoice', 'INVOICE', 'Tax Invoice'],
    receiptTitle: ['Receipt', 'RECEIPT', 'Sales receipt'],
    number: ['Invoice No.', 'Invoice number', 'Invoice #', 'Invoice ID', 'Document No.'],
    receiptNumber: ['Receipt No.', 'Receipt #', 'Transaction'],
    date: ['Invoice date', 'Date', 'Date of issue', 'Issue date', 'Invoice Date'],
    due: ['Due date', 'Payment due', 'Due', 'Pay by'],
    dueDays: [(d) => `Payment terms: ${d} days net`, (d) => `Payable within ${d} days of the invoice date.`, (d) => `Terms: Net ${d}`],
    skonto: [],
    order: ['Order number', 'PO number', 'Your order', 'Purchase order', 'Order ref.', 'Order #'],
    deliveryNote: ['Delivery note', 'Delivery note no.', 'Packing slip'],
    customer: ['Customer no.', 'Account number', 'Customer ID'],
    billTo: ['Bill to', 'Invoice to', 'Customer', 'Billed to'],
    soldBy: ['Sold by', 'Seller'],
    net: ['Subtotal', 'Net amount', 'Total excl. VAT', 'Net total', 'Amount before tax'],
    vat: [(r) => `VAT ${r}%`, (r) => `VAT @ ${r}%`, (r) => `GST ${r}%`, (r) => `Tax (${r}%)`],
    vatTotal: ['Total VAT', 'VAT total', 'Total tax'],
    gross: ['Total', 'Total incl. VAT', 'Invoice total', 'Grand total', 'Total amount'],
    paid: ['Amount paid', 'Paid', 'Payments received'],
    amountDue: ['Amount due', 'Balance due', 'Total due', 'Amount payable'],
    receiptTotal: ['TOTAL', 'Total', 'Total to pay'],
    columns: { description: 'Description', quantity: 'Qty', price: 'Unit price', amount: 'Amount', rate: 'VAT' },
    taxTable: { rate: 'VAT rate', net: 'Net', tax: 'VAT', gross: 'Gross' },
    vatId: ['VAT No.', 'VAT Reg. No.', 'VAT ID', 'VAT number'],
    taxNumber: ['Company No.'],
    bank: ['Bank details', 'Payment details'],
    thanks: ['Thank you for your business.', 'Thank you for shopping with us!'],
    page: 'Page',
  },
  fr: {
    title: ['Facture', 'FACTURE', 'Facture'],
    receiptTitle: ['Ticket de caisse', 'Reçu'],
    number: ['N° de facture', 'Facture n°', 'Numéro de facture', 'Facture N°'],
    receiptNumber: ['Ticket n°', 'N° ticket'],
    date: ['Date de facture', 'Date', 'Date de facturation', "Date d'émission"],
    due: ["Date d'échéance", 'Échéance', 'À payer avant le'],
    dueDays: [(d) => `Conditions de paiement : ${d} jours net`, (d) => `Paiement à ${d} jours.`],
    skonto: [],
    order: ['N° de commande', 'Bon de commande', 'Votre commande', 'Référence commande'],
    deliveryNote: ['Bon de livraison', 'N° bon de livraison'],
    customer: ['N° client', 'Code client'],
    billTo: ['Facturé à', 'Client', 'Adresse de facturation'],
    soldBy: ['Vendu par', 'Vendeur'],
    net: ['Total HT', 'Montant HT', 'Sous-total HT', 'Total hors taxes'],
    vat: [(r) => `TVA ${r} %`, (r) => `TVA (${r}%)`, (r) => `TVA à ${r} %`],
    vatTotal: ['Total TVA', 'Montant TVA'],
    gross: ['Total TTC', 'Montant TTC', 'Net à payer TTC', 'Total toutes taxes comprises'],
    paid: ['Acompte versé', 'Déjà payé', 'Payé'],
    amountDue: ['Net à payer', 'Reste à payer', 'Solde à payer', 'Montant dû'],
    receiptTotal: ['TOTAL', 'Total TTC', 'À PAYER'],
    columns: { description: 'Désignation', quantity: 'Qté', price: 'Prix unitaire HT', amount: 'Montant HT', rate: 'TVA' },
    taxTable: { rate: 'Taux', net: 'HT', tax: 'TVA', gross: 'TTC' },
    vatId: ['N° TVA intracommunautaire', 'TVA intracom.', 'N° TVA', 'Numéro de TVA'],
    taxNumber: ['SIRET'],
    bank: ['Coordonnées bancaires', 'RIB'],
    thanks: ['Merci de votre confiance.', 'Merci de votre visite !'],
    page: 'Page',
  },
  nl: {
    title: ['Factuur', 'FACTUUR', 'Factuur'],
    receiptTitle: ['Kassabon', 'Bon'],
    number: ['Factuurnummer', 'Factuur nr.', 'Factuurnr.', 'Nummer'],
    receiptNumber: ['Bonnummer', 'Bon nr.'],
    date: ['Factuurdatum', 'Datum', 'Factuur datum'],
    due: ['Vervaldatum', 'Uiterste betaaldatum', 'Te betalen voor'],
    dueDays: [(d) => `Betalingstermijn: ${d} dagen`, (d) => `Gelieve binnen ${d} dagen te betalen.`],
    skonto: [],
    order: ['Ordernummer', 'Bestelnummer', 'Uw referentie', 'Inkoopordernummer'],
    deliveryNote: ['Pakbon', 'Leveringsbon'],
    customer: ['Klantnummer', 'Debiteurnummer'],
    billTo: ['Factuuradres', 'Klant', 'Aan'],
    soldBy: ['Verkocht door', 'Verkoper'],
    net: ['Subtotaal', 'Totaal excl. btw', 'Bedrag excl. BTW', 'Netto bedrag'],
    vat: [(r) => `BTW ${r}%`, (r) => `btw ${r}%`, (r) => `BTW (${r}%)`],
    vatTotal: ['Totaal BTW', 'BTW totaal'],
    gross: ['Totaal incl. btw', 'Totaal', 'Totaalbedrag', 'Factuurbedrag'],
    paid: ['Reeds betaald', 'Betaald', 'Voldaan'],
    amountDue: ['Te betalen', 'Openstaand bedrag', 'Nog te betalen'],
    receiptTotal: ['TOTAAL', 'Totaal', 'Te betalen'],
    columns: { description: 'Omschrijving', quantity: 'Aantal', price: 'Prijs', amount: 'Bedrag', rate: 'BTW' },
    taxTable: { rate: 'BTW', net: 'Excl.', tax: 'BTW', gross: 'Incl.' },
    vatId: ['BTW-nummer', 'BTW nr.', 'Btw-id', 'BTW-id'],
    taxNumber: ['KvK'],
    bank: ['Bankgegevens', 'Bank'],
    thanks: ['Bedankt voor uw bestelling.', 'Bedankt en tot ziens!'],
    page: 'Pagina',
  },
}; // prettier-ignore

const MONTH_NAMES: Record<Language, string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  fr: ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'],
  nl: ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober', 'november', 'december'],
}; // prettier-ignore

/** The ways a language writes a date; one is chosen per document and used throughout. */
export function dateFormatter(language: Language, random: Random): (iso: string) => string {
  const pad = (value: number) => String(value).padStart(2, '0');
  const month = (m: number) => MONTH_NAMES[language][m - 1]!;
  const styles: Record<Language, ((y: number, m: number, d: number) => string)[]> = {
    de: [(y, m, d) => `${pad(d)}.${pad(m)}.${y}`, (y, m, d) => `${pad(d)}.${pad(m)}.${String(y).slice(2)}`, (y, m, d) => `${d}. ${month(m)} ${y}`, (y, m, d) => `${y}-${pad(m)}-${pad(d)}`],
    en: [(y, m, d) => `${pad(d)}/${pad(m)}/${y}`, (y, m, d) => `${pad(d)}-${month(m).slice(0, 3)}-${String(y).slice(2)}`, (y, m, d) => `${d} ${month(m)} ${y}`, (y, m, d) => `${month(m)} ${d}, ${y}`, (y, m, d) => `${d} ${month(m).slice(0, 3)} ${y}`],
    fr: [(y, m, d) => `${pad(d)}/${pad(m)}/${y}`, (y, m, d) => `${d} ${month(m)} ${y}`, (y, m, d) => `${pad(d)}.${pad(m)}.${y}`],
    nl: [(y, m, d) => `${pad(d)}-${pad(m)}-${y}`, (y, m, d) => `${d} ${month(m)} ${y}`, (y, m, d) => `${d}-${m}-${y}`],
  }; // prettier-ignore
  const style = random.pick(styles[language]);
  return (iso) => {
    const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
    return style(y, m, d);
  };
}

export type Formats = {
  amount: (cents: number) => string;
  money: (cents: number) => string;
  rate: (rate: number) => string;
  /** The currency is printed with no amount: the page names it once ("Beträge in EUR"). */
  bareAmounts: boolean;
};

const SYMBOL: Record<string, string> = { EUR: '€', GBP: '£', NZD: 'NZ$' };

/** How a language writes an amount (grouping, decimal mark) and where the currency goes. */
export function amountFormatter(
  language: Language,
  country: Country,
  currency: string,
  random: Random,
): Formats {
  const englishStyle = language === 'en';
  const group = englishStyle ? ',' : language === 'fr' ? random.pick([' ', '\u00a0', '.']) : '.';
  const decimal = englishStyle ? '.' : ',';
  const amount = (cents: number) => {
    const negative = cents < 0;
    const abs = Math.abs(cents);
    const integer = String(Math.floor(abs / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, group);
    return `${negative ? '-' : ''}${integer}${decimal}${String(abs % 100).padStart(2, '0')}`;
  };
  const symbol = SYMBOL[currency] ?? currency;
  const placement = random.pick(
    country === 'NZ'
      ? ['before', 'code']
      : englishStyle || language === 'nl'
        ? ['before', 'code', 'none']
        : ['after', 'code', 'none'],
  );
  const money = (cents: number) => {
    if (placement === 'before') return `${symbol}${language === 'nl' ? ' ' : ''}${amount(cents)}`;
    if (placement === 'after') return `${amount(cents)} ${symbol}`;
    if (placement === 'code') return `${amount(cents)} ${currency}`;
    return amount(cents);
  };
  const rate = (value: number) => (englishStyle ? String(value) : String(value).replace('.', ','));
  return { amount, money, rate, bareAmounts: placement === 'none' };
}
