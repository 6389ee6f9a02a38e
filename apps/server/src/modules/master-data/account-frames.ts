import type { AccountFrame } from '@belegfluss/shared';
import type { LedgerAccountRow } from './transfer/transfer.models.js';

/**
 * Starting charts of accounts: a selection of the accounts of DATEV's standard charts SKR03 (process
 * structure) and SKR04 (balance-sheet structure) a German small business books most, composed from
 * the publicly documented account numbers. A Mandant starts from one and adds what it needs.
 */
const SKR03 = `
0027 EDV-Software
0200 Technische Anlagen und Maschinen
0320 Pkw
0350 Lkw
0400 Betriebsausstattung
0410 Geschäftsausstattung
0420 Büroeinrichtung
0480 Geringwertige Wirtschaftsgüter
0485 Wirtschaftsgüter (Sammelposten)
0630 Verbindlichkeiten gegenüber Kreditinstituten
0800 Gezeichnetes Kapital
0860 Gewinnvortrag vor Verwendung
0970 Sonstige Rückstellungen
0977 Rückstellungen für Abschluss- und Prüfungskosten
0980 Aktive Rechnungsabgrenzung
0990 Passive Rechnungsabgrenzung
1000 Kasse
1200 Bank
1360 Geldtransit
1400 Forderungen aus Lieferungen und Leistungen
1500 Sonstige Vermögensgegenstände
1548 Vorsteuer im Folgejahr abziehbar
1570 Abziehbare Vorsteuer
1571 Abziehbare Vorsteuer 7 %
1576 Abziehbare Vorsteuer 19 %
1577 Abziehbare Vorsteuer nach § 13b UStG 19 %
1588 Bezahlte Einfuhrumsatzsteuer
1590 Durchlaufende Posten
1600 Verbindlichkeiten aus Lieferungen und Leistungen
1700 Sonstige Verbindlichkeiten
1740 Verbindlichkeiten aus Lohn und Gehalt
1741 Verbindlichkeiten aus Lohn- und Kirchensteuer
1742 Verbindlichkeiten im Rahmen der sozialen Sicherheit
1770 Umsatzsteuer
1771 Umsatzsteuer 7 %
1776 Umsatzsteuer 19 %
1780 Umsatzsteuer-Vorauszahlungen
1787 Umsatzsteuer nach § 13b UStG 19 %
1790 Umsatzsteuer Vorjahr
1800 Privatentnahmen allgemein
1890 Privateinlagen
2100 Zinsen und ähnliche Aufwendungen
2650 Sonstige Zinsen und ähnliche Erträge
3100 Fremdleistungen
3200 Wareneingang
3300 Wareneingang 7 % Vorsteuer
3400 Wareneingang 19 % Vorsteuer
3425 Innergemeinschaftlicher Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer
3736 Erhaltene Skonti 19 % Vorsteuer
3800 Bezugsnebenkosten
3980 Bestand Waren
4100 Löhne und Gehälter
4110 Löhne
4120 Gehälter
4130 Gesetzliche soziale Aufwendungen
4200 Raumkosten
4210 Miete
4240 Gas, Strom, Wasser
4250 Reinigung
4260 Instandhaltung betrieblicher Räume
4360 Versicherungen
4380 Beiträge
4390 Sonstige Abgaben
4500 Fahrzeugkosten
4520 Kfz-Versicherungen
4530 Laufende Kfz-Betriebskosten
4540 Kfz-Reparaturen
4580 Sonstige Kfz-Kosten
4600 Werbekosten
4630 Geschenke abzugsfähig
4650 Bewirtungskosten
4654 Nicht abzugsfähige Bewirtungskosten
4660 Reisekosten Arbeitnehmer
4670 Reisekosten Unternehmer
4806 Wartungskosten für Hard- und Software
4830 Abschreibungen auf Sachanlagen
4855 Sofortabschreibung geringwertiger Wirtschaftsgüter
4900 Sonstige betriebliche Aufwendungen
4910 Porto
4920 Telefon
4925 Internetkosten
4930 Bürobedarf
4940 Zeitschriften, Bücher
4945 Fortbildungskosten
4950 Rechts- und Beratungskosten
4955 Buchführungskosten
4957 Abschluss- und Prüfungskosten
4970 Nebenkosten des Geldverkehrs
4980 Betriebsbedarf
8100 Steuerfreie Umsätze § 4 Nr. 8 ff. UStG
8120 Steuerfreie Umsätze § 4 Nr. 1a UStG
8125 Steuerfreie innergemeinschaftliche Lieferungen § 4 Nr. 1b UStG
8200 Erlöse
8300 Erlöse 7 % USt
8400 Erlöse 19 % USt
8736 Gewährte Skonti 19 % USt
8800 Erlöse aus Verkäufen Sachanlagevermögen
9000 Saldenvorträge, Sachkonten
`;

const SKR04 = `
0135 EDV-Software
0440 Maschinen
0520 Pkw
0540 Lkw
0620 Werkzeuge
0640 Ladeneinrichtung
0650 Büroeinrichtung
0670 Geringwertige Wirtschaftsgüter
0675 Wirtschaftsgüter (Sammelposten)
0690 Sonstige Betriebs- und Geschäftsausstattung
1140 Bestand Waren
1200 Forderungen aus Lieferungen und Leistungen
1300 Sonstige Vermögensgegenstände
1370 Durchlaufende Posten
1400 Abziehbare Vorsteuer
1401 Abziehbare Vorsteuer 7 %
1406 Abziehbare Vorsteuer 19 %
1407 Abziehbare Vorsteuer nach § 13b UStG 19 %
1433 Bezahlte Einfuhrumsatzsteuer
1460 Geldtransit
1600 Kasse
1800 Bank
1900 Aktive Rechnungsabgrenzung
2100 Privatentnahmen allgemein
2180 Privateinlagen
2900 Gezeichnetes Kapital
2970 Gewinnvortrag vor Verwendung
3070 Sonstige Rückstellungen
3095 Rückstellungen für Abschluss- und Prüfungskosten
3150 Verbindlichkeiten gegenüber Kreditinstituten
3300 Verbindlichkeiten aus Lieferungen und Leistungen
3500 Sonstige Verbindlichkeiten
3720 Verbindlichkeiten aus Lohn und Gehalt
3730 Verbindlichkeiten aus Lohn- und Kirchensteuer
3740 Verbindlichkeiten im Rahmen der sozialen Sicherheit
3800 Umsatzsteuer
3801 Umsatzsteuer 7 %
3806 Umsatzsteuer 19 %
3820 Umsatzsteuer-Vorauszahlungen
3837 Umsatzsteuer nach § 13b UStG 19 %
3840 Umsatzsteuer Vorjahr
3900 Passive Rechnungsabgrenzung
4100 Steuerfreie Umsätze § 4 Nr. 8 ff. UStG
4120 Steuerfreie Umsätze § 4 Nr. 1a UStG
4125 Steuerfreie innergemeinschaftliche Lieferungen § 4 Nr. 1b UStG
4200 Erlöse
4300 Erlöse 7 % USt
4400 Erlöse 19 % USt
4736 Gewährte Skonti 19 % USt
5100 Einkauf von Roh-, Hilfs- und Betriebsstoffen
5200 Wareneingang
5300 Wareneingang 7 % Vorsteuer
5400 Wareneingang 19 % Vorsteuer
5425 Innergemeinschaftlicher Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer
5736 Erhaltene Skonti 19 % Vorsteuer
5800 Bezugsnebenkosten
5900 Fremdleistungen
6000 Löhne und Gehälter
6010 Löhne
6020 Gehälter
6110 Gesetzliche soziale Aufwendungen
6220 Abschreibungen auf Sachanlagen
6260 Sofortabschreibung geringwertiger Wirtschaftsgüter
6300 Sonstige betriebliche Aufwendungen
6305 Raumkosten
6310 Miete
6325 Gas, Strom, Wasser
6330 Reinigung
6335 Instandhaltung betrieblicher Räume
6400 Versicherungen
6420 Beiträge
6430 Sonstige Abgaben
6495 Wartungskosten für Hard- und Software
6500 Fahrzeugkosten
6520 Kfz-Versicherungen
6530 Laufende Kfz-Betriebskosten
6540 Kfz-Reparaturen
6570 Sonstige Kfz-Kosten
6600 Werbekosten
6610 Geschenke abzugsfähig
6640 Bewirtungskosten
6644 Nicht abzugsfähige Bewirtungskosten
6650 Reisekosten Arbeitnehmer
6670 Reisekosten Unternehmer
6800 Porto
6805 Telefon
6810 Telefax und Internetkosten
6815 Bürobedarf
6820 Zeitschriften, Bücher
6821 Fortbildungskosten
6825 Rechts- und Beratungskosten
6827 Abschluss- und Prüfungskosten
6830 Buchführungskosten
6850 Sonstiger Betriebsbedarf
6855 Nebenkosten des Geldverkehrs
7100 Sonstige Zinsen und ähnliche Erträge
7300 Zinsen und ähnliche Aufwendungen
9000 Saldenvorträge, Sachkonten
`;

function parseFrame(table: string): LedgerAccountRow[] {
  return table
    .trim()
    .split('\n')
    .map((line) => {
      const [number, ...name] = line.split(' ');
      return {
        kind: 'SACHKONTO',
        number: Number(number),
        name: name.join(' '),
        nameLong: '',
        parentNumber: null,
        active: true,
      };
    });
}

export const accountFrameAccounts: Record<AccountFrame, LedgerAccountRow[]> = {
  SKR03: parseFrame(SKR03),
  SKR04: parseFrame(SKR04),
};
