import type { ExtractionFieldValue } from '@belegfluss/shared';

/**
 * Built-in label knowledge (German first, English and French), as anchor rules: a label, the field
 * its value fills, and how strongly the label points at that field. Labels are regular expressions
 * over the text without spaces in lower case ("Rechnungs-Nr.:" → "rechnungs-nr.:"); a label must make
 * up the whole text before its value (so "Gesamtbetrag der Zuschläge" is not "Gesamtbetrag").
 */
export type LabelDefinition = {
  name: string;
  field: ExtractionFieldValue;
  label: RegExp;
  weight: number;
  /** The label may stand inside a sentence ("… gemäß Bestellung Nr. 4711"). */
  anywhere?: boolean;
  /** Labels of table columns: follow the column down to its last value (the total). */
  column?: boolean;
};

const VAT_WORD = '(?:ust|mwst|umsatzsteuer|mehrwertsteuer|vat|tva|tax|btw|gst)\\.?';
const RATE = '(?:\\d{1,2}(?:[.,]\\d{1,2})?%)';

const label = (
  name: string,
  field: ExtractionFieldValue,
  source: string,
  weight: number,
  options: Pick<LabelDefinition, 'anywhere' | 'column'> = {},
): LabelDefinition => ({ name, field, label: new RegExp(`^(?:${source})`, 'u'), weight, ...options });

export const builtinLabels: LabelDefinition[] = [
  // invoice number (Kennung)
  label('invoice-number', 'invoiceNumber', '(?:rechnungs?|rg\\.?|re\\.?)-?(?:nummer|nr\\.?|no\\.?|#)', 1),
  label('invoice-number-document', 'invoiceNumber', '(?:beleg|dokument|vorgangs)-?(?:nummer|nr\\.?)', 0.85),
  label('invoice-number-credit', 'invoiceNumber', '(?:gutschrifts?|korrektur|storno)-?(?:nummer|nr\\.?)', 0.95),
  label('invoice-number-en', 'invoiceNumber', '(?:invoice|inv\\.?|bill|creditnote)-?(?:number|no\\.?|nr\\.?|#|id)', 1),
  label('invoice-number-plain', 'invoiceNumber', 'nummer|number|nr\\.?|no\\.?|n°|#', 0.5),
  label('invoice-number-nl', 'invoiceNumber', 'factuur-?(?:nummer|nr\\.?|no\\.?|#)', 1),
  label('invoice-number-receipt', 'invoiceNumber', '(?:bon|kassenbon|quittungs?|receipt|ticket|transaktions?|transaction)-?(?:nummer|nr\\.?|no\\.?|#|number|id)|n°(?:de)?ticket|ticketn°|bonnummer', 0.85),
  label('invoice-number-doc-en', 'invoiceNumber', '(?:document|reference)(?:number|no\\.?|#)', 0.8),
  label('invoice-number-fr', 'invoiceNumber', '(?:facture|avoir)(?:n°|no\\.?|num[ée]ro)|n°(?:de)?(?:facture|l\'avoir|avoir)|num[ée]rodefacture', 1),

  // invoice date (Belegdatum, FeldArt Anfang)
  label('invoice-date', 'invoiceDate', '(?:liefer-?und)?(?:rechnungs|beleg|ausstellungs|dokument)-?datum|datum(?:der)?rechnung|ausgestelltam', 1),
  label('invoice-date-plain', 'invoiceDate', 'datum|date|le', 0.55),
  label('invoice-date-en', 'invoiceDate', 'invoicedate|dateofinvoice|dateofissue|issuedate|issued(?:at|on)|billingdate', 1),
  label('invoice-date-nl', 'invoiceDate', 'factuur-?datum|datumfactuur', 1),
  label('invoice-date-fr', 'invoiceDate', 'date(?:de)?(?:la)?factur(?:e|ation)|datedel\'avoir|datedel?avoir|dated\'[ée]mission|dated[\'’]?[ée]mission', 1),

  // due date (FeldArt Ende)
  label('due-date', 'dueDate', 'f[äa]llig(?:am|keitsdatum|keit|bis(?:zum)?)?|zahlbarbis(?:zum|sp[äa]testens)?|zahlungsziel|zahlbarsp[äa]testensam', 0.9),
  label('due-date-en', 'dueDate', 'duedate|due|paymentdue(?:date|on|by)?|dueon|dueby|paybefore|payby|payableby|payablebefore', 0.9),
  label('due-date-nl', 'dueDate', 'vervaldatum|verval(?:t)?op|uiterstebetaaldatum|(?:te)?betalenvoor', 0.9),
  label('due-date-fr', 'dueDate', 'date(?:d\'|d)?.ch.ance|.ch.ance|[àa]payeravantle|datelimitedepaiement|payableavantle', 0.9),
  label('due-date-sentence', 'dueDate', 'f[äa]lligam|f[äa]lligbis(?:zum)?|zahlbarbis(?:zum|sp[äa]testens)?|zahlbarsp[äa]testensam|bittebis(?:zum)?|payable(?:by|before|on)|dueby|dueon|pay(?:by|before|until)|payableavantle|[àa]payeravantle|[àa]r[ée]gleravantle|payablejusqu\'?au|tebetalenv[óo][óo]r|uiterlijkop|betalenv[óo][óo]r', 0.8, { anywhere: true }),

  // delivery date and period (LieferAnfang, LieferEnde)
  label('delivery-date', 'deliveryDateStart', '(?:liefer|leistungs)-?(?:und-?leistungs)?-?datum|(?:liefer|leistungs)datum/(?:liefer|leistungs)datum|lieferungam|leistungerbrachtam', 0.9),
  label('delivery-date-en', 'deliveryDateStart', '(?:dateof)?(?:delivery|service|supply|shipment)date|dateof(?:delivery|service|supply)', 0.9),
  label('delivery-date-fr', 'deliveryDateStart', 'datede(?:livraison|prestation)|dateded[ée]butdeprestation', 0.9),
  label('delivery-end-fr', 'deliveryDateEnd', 'datedefindeprestation', 0.9),

  // delivery note (LieferKennung)
  label('delivery-note', 'deliveryNoteNumber', 'lieferschein-?(?:nummer|nr\\.?)?|deliverynote(?:number|no\\.?)?|packingslip(?:no\\.?)?|(?:n°)?bondelivraison(?:n°)?|pakbon(?:nummer|nr\\.?)?|leveringsbon', 0.9),

  // order reference (Bestellnummer)
  label('order-number', 'orderReference', '(?:ihre)?bestell-?(?:nummer|nr\\.?|no\\.?)|(?:ihre)?bestellung(?:nr\\.?)?', 0.95),
  label('order-number-sentence', 'orderReference', 'gem[äa](?:ß|ss)(?:ihrer)?bestellung(?:nr\\.?)', 0.8, { anywhere: true }),
  label('order-number-en', 'orderReference', '(?:purchase)?order(?:number|no\\.?|nr\\.?|#|id|ref(?:erence)?)|yourorder(?:no\\.?|number)?|po(?:number|no\\.?|#)', 0.9),
  label('order-word', 'orderReference', 'order|commande(?:n°)?|bestelling|auftrag', 0.7),
  label('order-number-fr', 'orderReference', 'n°(?:de)?(?:bon(?:de)?)?commande|(?:num.ro|r.f.rence)(?:de)?commande|bondecommande', 0.95),
  label('order-number-nl', 'orderReference', '(?:uw)?(?:order|bestel|inkooporder)-?(?:nummer|nr\\.?)|uwbestelling', 0.9),
  label('order-number-de', 'orderReference', '(?:ihr(?:e)?)?(?:auftrags|bestell)(?:nummer|nr\\.?|zeichen)|ihrauftrag|auftragvom|ihrebestellnummer', 0.75),
  label('order-reference-plain', 'orderReference', 'reference|ref\\.?|r[ée]f[ée]rence|referentie|referenz', 0.45),
  label('order-reference', 'orderReference', 'votrer.f.rence|yourreference|yourref\\.?|uwreferentie|votrecommande|r.f.rencecommande|purchaseorder|po', 0.7),

  // gross total (Betrag)
  label('gross', 'grossTotal', `(?:rechnungs)?brutto(?:summe|betrag)|(?:rechnungs)?summebrutto|gesamtbrutto|rechnungssummebrutto(?:\\((?:inkl|incl)\\.?${VAT_WORD}\\))?`, 1, { column: true }),
  label('gross-total', 'grossTotal', 'gesamtbetrag|gesamtsumme|endbetrag|endsumme|rechnungsbetrag|rechnungsendbetrag|rechnungsbeitrag|gesamtrechnungsbetrag|rechnungssumme|gesamtpreis', 0.85, { column: true }),
  label('gross-incl', 'grossTotal', `(?:summe|gesamt|betrag|total)?(?:inkl|incl|inklusive|including)\\.?${RATE}?${VAT_WORD}`, 0.9),
  label('gross-en', 'grossTotal', `(?:grand|invoice)total|total(?:€|eur)?(?:(?:inkl|incl)\\.?|including)${VAT_WORD}|totalamount|grosstotal|grossamount|total(?:gross)?`, 0.8),
  label('gross-nl', 'grossTotal', `totaal(?:bedrag)?(?:incl\\.?|inclusief)${VAT_WORD}|totaalbedrag|factuurbedrag|totaal`, 0.85),
  label('gross-fr', 'grossTotal', 'totalttc|montantttc|totaltoutestaxescomprises|net.payerttc|totalg[ée]n[ée]ral', 0.95),
  label('gross-weak', 'grossTotal', 'summe|betrag|total|gesamt', 0.4),

  // net total (Netto)
  label('net', 'netTotal', `(?:rechnungs)?summe(?:netto|ohne${VAT_WORD})|nettosumme|nettobetrag|summenetto|netto(?:gesamt|wert|rechnungsbetrag)?|gesamtnetto|warenwertnetto|rechnungssummenetto(?:\\((?:exkl|excl)\\.?${VAT_WORD}\\))?|(?:rechnungs)?betragohne${VAT_WORD}`, 1, { column: true }),
  label('net-en', 'netTotal', `net(?:total|amount|value)?|total(?:net|excl\\.?${VAT_WORD}|beforetax|excludingvat)|taxableamount|amountbeforetax|subtotal(?:excl\\.?${VAT_WORD})?`, 0.9),
  label('net-nl', 'netTotal', `(?:totaal|bedrag|subtotaal)(?:excl\\.?|exclusief)${VAT_WORD}|subtotaal|nettobedrag`, 0.95),
  label('net-fr', 'netTotal', 'totalht|montantht|totalhorstaxes?|totalnet|sous-?totalht', 0.95),
  label('net-subtotal', 'netTotal', 'zwischensumme|subtotal|sub-total|positionssumme|summepositionen|warenwert(?:netto)?|nettowert', 0.6),

  // VAT total (MwSt)
  label('vat', 'vatTotal', `steuerbetrag|(?:ust|mwst|umsatzsteuer|mehrwertsteuer)\\.?-?betrag|summe${VAT_WORD}|${VAT_WORD}gesamt|gesamt${VAT_WORD}|steuergesamt|(?:vat|tax)(?:total|amount)|total(?:vat|tax|taxes|tva)|montanttva|tvatotale?|totaalbtw|btw(?:totaal|bedrag)|btw-bedrag`, 1, { column: true }),
  label('vat-plus', 'vatTotal', `(?:zzgl|zuzügl|zuzüglich|plus|\\+)\\.?${RATE}?${VAT_WORD}${RATE}?`, 0.9),
  label('vat-rate', 'vatTotal', `\\(?${RATE}\\)?${VAT_WORD}|${VAT_WORD}(?:@|[àa]|\\()?${RATE}\\)?`, 0.75),
  label('vat-included', 'vatTotal', `(?:(?:in(?:diesem|dem)?)?(?:beitrag|betrag)?enthalten(?:e|er)?|darin(?:enthalten)?|inkl\\.?)${RATE}?(?:versicherungs|umsatz|mehrwert)?steuer|(?:darin|inkl\\.?|enthaltene)${RATE}?${VAT_WORD}`, 0.8),
  label('vat-insurance', 'vatTotal', `versicherungs?steuer${RATE}?`, 0.7),
  label('vat-plain', 'vatTotal', `${VAT_WORD}`, 0.6),

  // amount due (Zahlbetrag)
  label('due', 'amountDue', 'zahlbetrag|zuzahlen(?:derbetrag|derbeitrag)?|zahlbarerbetrag|offenerbetrag|restbetrag|offenersaldo|f[äa]lligerbetrag|nochzuzahlen|forderungsbetrag', 1, { column: true }),
  label('due-en', 'amountDue', 'amountdue|balancedue|duepayable|totaldue|amountpayable|payableamount|residual|balance|totaltopay|amounttopay|amountoutstanding|outstanding(?:amount|balance)', 1),
  label('due-nl', 'amountDue', '(?:nog)?tebetalen(?:bedrag)?|openstaand(?:bedrag|saldo)?|saldo', 1),
  label('due-fr', 'amountDue', 'solde.payer|net.payer|reste.payer|montantd.|montant.payer|total.payer', 1),
]; // prettier-ignore

/** Words that name the seller's side of an invoice (section headers, "from"). */
export const SELLER_WORDS =
  /^(?:verk[äa]ufer|lieferant|rechnungs(?:steller|ersteller|aussteller)|leistungserbringer|auftragnehmer|absender|zahlungsempf[äa]nger|verkauft\s+von|seller|supplier|vendor|from|sold\s+by|vendeur|vendu\s+par|fournisseur|[ée]metteur|b[ée]n[ée]ficiaire|verkoper|verkocht\s+door|leverancier)\b/i;

/** Words that name the buyer's side (whose VAT ID, IBAN and name are not the seller's). */
export const BUYER_WORDS =
  /^(?:k[äa]ufer|kunden?(?![-\s.]*(?:nr|nummer|no\b|id\b))|rechnungsempf[äa]nger|leistungsempf[äa]nger|warenempf[äa]nger|lieferanschrift|lieferadresse|auftraggeber|buyer|customer|bill\s?to|ship\s?to|invoice\s?to|sold\s?to|billed\s?to|acheteur|client|destinataire|adresse\sde\slivraison|adresse\sde\sfacturation|factur[ée]\s+[àa]|rechnungsadresse|factuuradres|afleveradres|klant(?![-\s.]*(?:nr|nummer))|koper)\b/i;
