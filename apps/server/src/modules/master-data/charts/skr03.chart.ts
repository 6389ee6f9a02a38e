/**
 * DATEV's standard chart SKR03 (process structure), written as `number|name|function`: the account
 * numbers, names and tax functions of the published chart; function codes in `chart.models.ts`.
 */

const anlageUndKapital = `
0010|Entgeltlich erworbene Konzessionen, gewerbliche Schutzrechte und ähnliche Rechte und Werte sowie Lizenzen an solchen Rechten und Werten
0015|Konzessionen
0020|Gewerbliche Schutzrechte
0025|Ähnliche Rechte und Werte
0027|EDV-Software
0030|Lizenzen an gewerblichen Schutzrechten und ähnlichen Rechten und Werten
0035|Geschäfts- oder Firmenwert
0038|Anzahlungen auf Geschäfts- oder Firmenwert
0039|Anzahlungen auf immaterielle Vermögensgegenstände
0040|Verschmelzungsmehrwert
0043|Selbst geschaffene immaterielle Vermögensgegenstände
0044|Lizenzen und Franchiseverträge
0045|Konzessionen, gewerbliche Schutzrechte und ähnliche Rechte (selbst geschaffen)
0046|Rezepte, Verfahren, Prototypen
0047|Immaterielle Vermögensgegenstände in Entwicklung
0050|Grundstücke, grundstücksgleiche Rechte und Bauten einschließlich der Bauten auf fremden Grundstücken
0059|Grundstücksanteil des häuslichen Arbeitszimmers
0060|Grundstücke und grundstücksgleiche Rechte ohne Bauten
0065|Unbebaute Grundstücke
0070|Grundstücksgleiche Rechte (Erbbaurecht, Dauerwohnrecht)
0075|Grundstücke mit Substanzverzehr
0079|Anzahlungen auf Grundstücke und grundstücksgleiche Rechte ohne Bauten
0080|Bauten auf eigenen Grundstücken und grundstücksgleichen Rechten
0085|Grundstückswerte eigener bebauter Grundstücke
0090|Geschäftsbauten
0100|Fabrikbauten
0110|Garagen
0111|Außenanlagen für Geschäfts-, Fabrik- und andere Bauten
0112|Hof- und Wegebefestigungen
0113|Einrichtungen für Geschäfts-, Fabrik- und andere Bauten
0115|Andere Bauten
0120|Geschäfts-, Fabrik- und andere Bauten im Bau auf eigenen Grundstücken
0129|Anzahlungen auf Geschäfts-, Fabrik- und andere Bauten auf eigenen Grundstücken
0140|Wohnbauten
0145|Garagen (Wohnbauten)
0146|Außenanlagen (Wohnbauten)
0147|Hof- und Wegebefestigungen (Wohnbauten)
0148|Einrichtungen für Wohnbauten
0149|Gebäudeteil des häuslichen Arbeitszimmers
0150|Wohnbauten im Bau auf eigenen Grundstücken
0159|Anzahlungen auf Wohnbauten auf eigenen Grundstücken
0160|Bauten auf fremden Grundstücken
0165|Geschäftsbauten auf fremden Grundstücken
0170|Fabrikbauten auf fremden Grundstücken
0175|Garagen auf fremden Grundstücken
0176|Außenanlagen auf fremden Grundstücken
0177|Hof- und Wegebefestigungen auf fremden Grundstücken
0178|Einrichtungen für Geschäfts-, Fabrik- und andere Bauten auf fremden Grundstücken
0179|Andere Bauten auf fremden Grundstücken
0180|Geschäfts-, Fabrik- und andere Bauten im Bau auf fremden Grundstücken
0189|Anzahlungen auf Geschäfts-, Fabrik- und andere Bauten auf fremden Grundstücken
0190|Wohnbauten auf fremden Grundstücken
0191|Garagen (Wohnbauten auf fremden Grundstücken)
0192|Außenanlagen (Wohnbauten auf fremden Grundstücken)
0193|Hof- und Wegebefestigungen (Wohnbauten auf fremden Grundstücken)
0194|Einrichtungen für Wohnbauten auf fremden Grundstücken
0195|Wohnbauten im Bau auf fremden Grundstücken
0199|Anzahlungen auf Wohnbauten auf fremden Grundstücken
0200|Technische Anlagen und Maschinen
0210|Maschinen
0220|Maschinengebundene Werkzeuge
0240|Maschinelle Anlagen
0260|Transportanlagen und Ähnliches
0280|Betriebsvorrichtungen
0290|Technische Anlagen und Maschinen im Bau
0299|Anzahlungen auf technische Anlagen und Maschinen
0300|Andere Anlagen, Betriebs- und Geschäftsausstattung
0310|Andere Anlagen
0320|Pkw
0350|Lkw
0380|Sonstige Transportmittel
0400|Betriebsausstattung
0410|Geschäftsausstattung
0420|Büroeinrichtung
0430|Ladeneinrichtung
0440|Werkzeuge
0450|Einbauten in fremde Grundstücke
0460|Gerüst- und Schalungsmaterial
0480|Geringwertige Wirtschaftsgüter
0485|Wirtschaftsgüter (Sammelposten)
0490|Sonstige Betriebs- und Geschäftsausstattung
0498|Andere Anlagen, Betriebs- und Geschäftsausstattung im Bau
0499|Anzahlungen auf andere Anlagen, Betriebs- und Geschäftsausstattung
0500|Anteile an verbundenen Unternehmen (Anlagevermögen)
0504|Anteile an herrschender oder mit Mehrheit beteiligter Gesellschaft
0505|Ausleihungen an verbundene Unternehmen
0510|Beteiligungen
0513|Typisch stille Beteiligungen
0516|Atypisch stille Beteiligungen
0517|Andere Beteiligungen an Kapitalgesellschaften
0518|Andere Beteiligungen an Personengesellschaften
0519|Beteiligung einer GmbH & Co. KG an einer Komplementär-GmbH
0520|Ausleihungen an Unternehmen, mit denen ein Beteiligungsverhältnis besteht
0525|Wertpapiere des Anlagevermögens
0530|Wertpapiere mit Gewinnbeteiligungsansprüchen
0535|Festverzinsliche Wertpapiere
0540|Sonstige Ausleihungen
0550|Darlehen
0570|Genossenschaftsanteile zum langfristigen Verbleib
0580|Ausleihungen an Gesellschafter
0590|Ausleihungen an nahe stehende Personen
0595|Rückdeckungsansprüche aus Lebensversicherungen zum langfristigen Verbleib
0600|Anleihen nicht konvertibel
0601|Anleihen nicht konvertibel, Restlaufzeit bis 1 Jahr
0605|Anleihen nicht konvertibel, Restlaufzeit 1 bis 5 Jahre
0610|Anleihen nicht konvertibel, Restlaufzeit größer 5 Jahre
0615|Anleihen konvertibel
0616|Anleihen konvertibel, Restlaufzeit bis 1 Jahr
0620|Anleihen konvertibel, Restlaufzeit 1 bis 5 Jahre
0625|Anleihen konvertibel, Restlaufzeit größer 5 Jahre
0630|Verbindlichkeiten gegenüber Kreditinstituten
0631|Verbindlichkeiten gegenüber Kreditinstituten, Restlaufzeit bis 1 Jahr
0640|Verbindlichkeiten gegenüber Kreditinstituten, Restlaufzeit 1 bis 5 Jahre
0650|Verbindlichkeiten gegenüber Kreditinstituten, Restlaufzeit größer 5 Jahre
0660|Verbindlichkeiten gegenüber Kreditinstituten aus Teilzahlungsverträgen
0661|Verbindlichkeiten gegenüber Kreditinstituten aus Teilzahlungsverträgen, Restlaufzeit bis 1 Jahr
0670|Verbindlichkeiten gegenüber Kreditinstituten aus Teilzahlungsverträgen, Restlaufzeit 1 bis 5 Jahre
0680|Verbindlichkeiten gegenüber Kreditinstituten aus Teilzahlungsverträgen, Restlaufzeit größer 5 Jahre
0699|Gegenkonto 0630–0689 bei Aufteilung der Konten 0690–0698
0700|Verbindlichkeiten gegenüber verbundenen Unternehmen
0701|Verbindlichkeiten gegenüber verbundenen Unternehmen, Restlaufzeit bis 1 Jahr
0705|Verbindlichkeiten gegenüber verbundenen Unternehmen, Restlaufzeit 1 bis 5 Jahre
0710|Verbindlichkeiten gegenüber verbundenen Unternehmen, Restlaufzeit größer 5 Jahre
0715|Verbindlichkeiten gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht
0716|Verbindlichkeiten gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit bis 1 Jahr
0720|Verbindlichkeiten gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit 1 bis 5 Jahre
0725|Verbindlichkeiten gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit größer 5 Jahre
0730|Verbindlichkeiten gegenüber Gesellschaftern
0731|Verbindlichkeiten gegenüber Gesellschaftern, Restlaufzeit bis 1 Jahr
0740|Verbindlichkeiten gegenüber Gesellschaftern, Restlaufzeit 1 bis 5 Jahre
0750|Verbindlichkeiten gegenüber Gesellschaftern, Restlaufzeit größer 5 Jahre
0755|Verbindlichkeiten gegenüber Gesellschaftern für offene Ausschüttungen
0760|Darlehen typisch stiller Gesellschafter
0761|Darlehen typisch stiller Gesellschafter, Restlaufzeit bis 1 Jahr
0764|Darlehen typisch stiller Gesellschafter, Restlaufzeit 1 bis 5 Jahre
0767|Darlehen typisch stiller Gesellschafter, Restlaufzeit größer 5 Jahre
0770|Darlehen atypisch stiller Gesellschafter
0771|Darlehen atypisch stiller Gesellschafter, Restlaufzeit bis 1 Jahr
0774|Darlehen atypisch stiller Gesellschafter, Restlaufzeit 1 bis 5 Jahre
0777|Darlehen atypisch stiller Gesellschafter, Restlaufzeit größer 5 Jahre
0780|Partiarische Darlehen
0781|Partiarische Darlehen, Restlaufzeit bis 1 Jahr
0784|Partiarische Darlehen, Restlaufzeit 1 bis 5 Jahre
0787|Partiarische Darlehen, Restlaufzeit größer 5 Jahre
0790|Spezielle Verbindlichkeiten (frei für Sonderposten)
0800|Gezeichnetes Kapital
0801|Ausstehende Einlagen auf das gezeichnete Kapital, nicht eingefordert
0810|Ausstehende Einlagen auf das gezeichnete Kapital, eingefordert
0820|Ausstehende Einlagen auf das Komplementär-Kapital, nicht eingefordert
0829|Ausstehende Einlagen auf das Komplementär-Kapital, eingefordert
0830|Ausstehende Einlagen auf das Kommandit-Kapital, nicht eingefordert
0839|Ausstehende Einlagen auf das Kommandit-Kapital, eingefordert
0840|Kapitalrücklage
0841|Kapitalrücklage durch Ausgabe von Anteilen über Nennbetrag
0842|Kapitalrücklage durch Ausgabe von Schuldverschreibungen für Wandlungsrechte und Optionsrechte
0843|Kapitalrücklage durch Zuzahlungen gegen Gewährung eines Vorzugs für Anteile
0844|Kapitalrücklage durch Zuzahlungen in das Eigenkapital
0845|Eingefordertes Nachschusskapital
0846|Gesetzliche Rücklage
0848|Rücklage für Anteile an einem herrschenden oder mehrheitlich beteiligten Unternehmen
0850|Satzungsmäßige Rücklagen
0851|Satzungsmäßige Rücklagen (Sonderfall)
0855|Andere Gewinnrücklagen
0856|Eigenkapitalanteil von Wertaufholungen
0857|Gewinnrücklagen aus den Übergangsvorschriften BilMoG
0860|Gewinnvortrag vor Verwendung
0868|Verlustvortrag vor Verwendung
0869|Vortrag auf neue Rechnung (Bilanz)
0870|Festkapital
0880|Variables Kapital
0890|Gesellschafter-Darlehen (Vollhafter)
0900|Kommandit-Kapital
0910|Verlustausgleichskonto
0920|Gesellschafter-Darlehen (Teilhafter)
0930|Sonderposten mit Rücklageanteil, steuerfreie Rücklagen
0931|Sonderposten mit Rücklageanteil nach § 6b EStG
0932|Sonderposten mit Rücklageanteil, Rücklage für Ersatzbeschaffung R 6.6 EStR
0933|Sonderposten mit Rücklageanteil nach § 7g EStG a. F.
0934|Sonderposten mit Rücklageanteil, Rücklage für Zuschüsse
0935|Sonderposten mit Rücklageanteil nach § 52 Abs. 16 EStG
0940|Sonderposten mit Rücklageanteil, Sonderabschreibungen
0946|Ausgleichsposten bei Entnahmen § 4g EStG
0947|Sonderposten für Investitionszulagen
0948|Sonderposten für Zuschüsse und Zulagen
0949|Sonderposten für Investitionszuschüsse zum Anlagevermögen
0950|Rückstellungen für Pensionen und ähnliche Verpflichtungen
0951|Rückstellungen für Pensionen und ähnliche Verpflichtungen gegenüber Gesellschaftern
0952|Rückstellungen für Direktzusagen
0953|Rückstellungen für Zuschussverpflichtungen für Pensionskassen und Lebensversicherungen
0954|Verrechnete Pensionsrückstellungen mit Vermögensgegenständen
0955|Steuerrückstellungen
0956|Gewerbesteuerrückstellung nach § 4 Abs. 5b EStG
0957|Gewerbesteuerrückstellung
0961|Urlaubsrückstellungen
0962|Körperschaftsteuerrückstellung
0963|Vermögensteuerrückstellung
0964|Rückstellung für latente Steuern
0965|Rückstellungen für Personalkosten
0966|Rückstellungen zur Erfüllung der Aufbewahrungspflichten
0969|Rückstellung für passive latente Steuern
0970|Sonstige Rückstellungen
0971|Rückstellungen für unterlassene Aufwendungen für Instandhaltung, Nachholung in den ersten drei Monaten
0972|Rückstellungen für unterlassene Aufwendungen für Instandhaltung, Nachholung innerhalb des 4. bis 12. Monats
0973|Rückstellungen für Abraum- und Abfallbeseitigung
0974|Rückstellungen für Gewährleistungen (Gegenkonto 4790)
0976|Rückstellungen für drohende Verluste aus schwebenden Geschäften
0977|Rückstellungen für Abschluss- und Prüfungskosten
0978|Aufwandsrückstellungen gemäß § 249 Abs. 2 HGB a. F.
0979|Rückstellungen für Umweltschutz
0980|Aktive Rechnungsabgrenzung
0983|Aktive latente Steuern
0984|Als Aufwand berücksichtigte Zölle und Verbrauchsteuern auf Vorräte
0985|Als Aufwand berücksichtigte Umsatzsteuer auf Anzahlungen
0986|Damnum/Disagio
0990|Passive Rechnungsabgrenzung
0992|Abgrenzungen zur unterjährigen Kostenverrechnung für BWA
0996|Pauschalwertberichtigung auf Forderungen mit einer Restlaufzeit bis zu 1 Jahr
0997|Pauschalwertberichtigung auf Forderungen mit einer Restlaufzeit von mehr als 1 Jahr
0998|Einzelwertberichtigungen auf Forderungen mit einer Restlaufzeit bis zu 1 Jahr
0999|Einzelwertberichtigungen auf Forderungen mit einer Restlaufzeit von mehr als 1 Jahr
`;

const finanzUndPrivat = `
1000|Kasse
1010|Nebenkasse 1
1020|Nebenkasse 2
1100|Postbank
1110|Postbank 1
1120|Postbank 2
1130|Postbank 3
1190|LZB-Guthaben
1195|Bundesbankguthaben
1200|Bank
1210|Bank 1
1220|Bank 2
1230|Bank 3
1240|Bank 4
1250|Bank 5
1290|Finanzmittelanlagen im Rahmen der kurzfristigen Finanzdisposition (nicht im Finanzmittelfonds enthalten)
1295|Verbindlichkeiten gegenüber Kreditinstituten (nicht im Finanzmittelfonds enthalten)
1300|Wechsel aus Lieferungen und Leistungen
1301|Wechsel aus Lieferungen und Leistungen, Restlaufzeit bis 1 Jahr
1302|Wechsel aus Lieferungen und Leistungen, Restlaufzeit größer 1 Jahr
1305|Wechsel aus Lieferungen und Leistungen, bundesbankfähig
1310|Besitzwechsel gegen verbundene Unternehmen
1311|Besitzwechsel gegen verbundene Unternehmen, Restlaufzeit bis 1 Jahr
1312|Besitzwechsel gegen verbundene Unternehmen, Restlaufzeit größer 1 Jahr
1315|Besitzwechsel gegen verbundene Unternehmen, bundesbankfähig
1320|Besitzwechsel gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1321|Besitzwechsel gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit bis 1 Jahr
1322|Besitzwechsel gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit größer 1 Jahr
1325|Besitzwechsel gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, bundesbankfähig
1327|Finanzwechsel
1329|Andere Wertpapiere mit unwesentlichen Wertschwankungen
1330|Schecks
1340|Anteile an verbundenen Unternehmen (Umlaufvermögen)
1344|Anteile an herrschender oder mit Mehrheit beteiligter Gesellschaft (Umlaufvermögen)
1348|Sonstige Wertpapiere
1349|Wertpapieranlagen im Rahmen der kurzfristigen Finanzdisposition
1350|GmbH-Anteile zum kurzfristigen Verbleib
1352|Genossenschaftsanteile zum kurzfristigen Verbleib
1355|Ansprüche aus Rückdeckungsversicherungen
1360|Geldtransit
1370|Verrechnungskonto für Gewinnermittlung § 4 Abs. 3 EStG, ergebniswirksam
1371|Verrechnungskonto für Gewinnermittlung § 4 Abs. 3 EStG, nicht ergebniswirksam
1380|Überleitungskonto Kostenstellen
1390|Verrechnungskonto Ist-Versteuerung
1400|Forderungen aus Lieferungen und Leistungen|KU
1410|Forderungen aus Lieferungen und Leistungen ohne Kontokorrent
1450|Forderungen nach § 11 Abs. 1 Satz 2 EStG für § 4 Abs. 3 EStG
1451|Forderungen aus Lieferungen und Leistungen ohne Kontokorrent, Restlaufzeit bis 1 Jahr
1455|Forderungen aus Lieferungen und Leistungen ohne Kontokorrent, Restlaufzeit größer 1 Jahr
1460|Zweifelhafte Forderungen
1461|Zweifelhafte Forderungen, Restlaufzeit bis 1 Jahr
1465|Zweifelhafte Forderungen, Restlaufzeit größer 1 Jahr
1470|Forderungen aus Lieferungen und Leistungen gegen verbundene Unternehmen
1471|Forderungen aus Lieferungen und Leistungen gegen verbundene Unternehmen, Restlaufzeit bis 1 Jahr
1475|Forderungen aus Lieferungen und Leistungen gegen verbundene Unternehmen, Restlaufzeit größer 1 Jahr
1478|Wertberichtigungen auf Forderungen mit einer Restlaufzeit bis zu 1 Jahr gegen verbundene Unternehmen
1479|Wertberichtigungen auf Forderungen mit einer Restlaufzeit von mehr als 1 Jahr gegen verbundene Unternehmen
1480|Forderungen aus Lieferungen und Leistungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1481|Forderungen aus Lieferungen und Leistungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit bis 1 Jahr
1485|Forderungen aus Lieferungen und Leistungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit größer 1 Jahr
1488|Wertberichtigungen auf Forderungen mit einer Restlaufzeit bis zu 1 Jahr gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1489|Wertberichtigungen auf Forderungen mit einer Restlaufzeit von mehr als 1 Jahr gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1490|Forderungen aus Lieferungen und Leistungen gegen Gesellschafter
1491|Forderungen aus Lieferungen und Leistungen gegen Gesellschafter, Restlaufzeit bis 1 Jahr
1495|Forderungen aus Lieferungen und Leistungen gegen Gesellschafter, Restlaufzeit größer 1 Jahr
1498|Gegenkonto zu sonstigen Vermögensgegenständen bei Buchungen über Debitorenkonto
1499|Gegenkonto 1451–1497 bei Aufteilung Debitorenkonto
1500|Sonstige Vermögensgegenstände
1501|Sonstige Vermögensgegenstände, Restlaufzeit bis 1 Jahr
1502|Sonstige Vermögensgegenstände, Restlaufzeit größer 1 Jahr
1503|Forderungen gegen Vorstandsmitglieder und Geschäftsführer, Restlaufzeit bis 1 Jahr
1504|Forderungen gegen Vorstandsmitglieder und Geschäftsführer, Restlaufzeit größer 1 Jahr
1505|Forderungen gegen Aufsichtsrats- und Beirats-Mitglieder, Restlaufzeit bis 1 Jahr
1506|Forderungen gegen Aufsichtsrats- und Beirats-Mitglieder, Restlaufzeit größer 1 Jahr
1507|Forderungen gegen Gesellschafter, Restlaufzeit bis 1 Jahr
1508|Forderungen gegen Gesellschafter, Restlaufzeit größer 1 Jahr
1510|Geleistete Anzahlungen auf Vorräte
1511|Geleistete Anzahlungen, 7 % Vorsteuer|AV7
1518|Geleistete Anzahlungen, 19 % Vorsteuer|AV19
1520|Forderungen gegen Krankenkassen aus Aufwendungsausgleichsgesetz
1521|Agenturwarenabrechnung (Forderungen)
1525|Kautionen
1526|Kautionen, Restlaufzeit bis 1 Jahr
1527|Kautionen, Restlaufzeit größer 1 Jahr
1528|Nachträglich abziehbare Vorsteuer, § 15a Abs. 2 UStG|VS
1529|Zurückzuzahlende Vorsteuer, § 15a Abs. 2 UStG|VS
1530|Forderungen gegen Personal aus Lohn- und Gehaltsabrechnung
1531|Forderungen gegen Personal aus Lohn- und Gehaltsabrechnung, Restlaufzeit bis 1 Jahr
1537|Forderungen gegen Personal aus Lohn- und Gehaltsabrechnung, Restlaufzeit größer 1 Jahr
1540|Steuerüberzahlungen
1542|Steuererstattungsansprüche gegenüber anderen EU-Ländern
1543|Forderungen an das Finanzamt aus abgeführtem Bauabzugsbetrag
1545|Umsatzsteuerforderungen
1547|Forderungen aus entrichteten Verbrauchsteuern
1548|Vorsteuer im Folgejahr abziehbar|VS
1549|Körperschaftsteuerrückforderung
1550|Darlehen (Forderungen)
1551|Darlehen, Restlaufzeit bis 1 Jahr
1555|Darlehen, Restlaufzeit größer 1 Jahr
1556|Nachträglich abziehbare Vorsteuer, § 15a Abs. 1 UStG, bewegliche Wirtschaftsgüter|VS
1557|Zurückzuzahlende Vorsteuer, § 15a Abs. 1 UStG, bewegliche Wirtschaftsgüter|VS
1558|Nachträglich abziehbare Vorsteuer, § 15a Abs. 1 UStG, unbewegliche Wirtschaftsgüter|VS
1559|Zurückzuzahlende Vorsteuer, § 15a Abs. 1 UStG, unbewegliche Wirtschaftsgüter|VS
1560|Aufzuteilende Vorsteuer|VS
1561|Aufzuteilende Vorsteuer 7 %|VS7
1562|Aufzuteilende Vorsteuer aus innergemeinschaftlichem Erwerb|VS
1563|Aufzuteilende Vorsteuer aus innergemeinschaftlichem Erwerb 19 %|VS19
1566|Aufzuteilende Vorsteuer 19 %|VS19
1567|Aufzuteilende Vorsteuer nach §§ 13a/13b UStG|VS
1568|Aufzuteilende Vorsteuer nach §§ 13a/13b UStG 19 %|VS19
1570|Abziehbare Vorsteuer|VS
1571|Abziehbare Vorsteuer 7 %|VS7
1572|Abziehbare Vorsteuer aus innergemeinschaftlichem Erwerb|VS
1574|Abziehbare Vorsteuer aus innergemeinschaftlichem Erwerb 19 %|VS19
1576|Abziehbare Vorsteuer 19 %|VS19
1577|Abziehbare Vorsteuer nach § 13b UStG 19 %|VS19
1578|Abziehbare Vorsteuer nach § 13b UStG|VS
1580|Gegenkonto Vorsteuer § 4 Abs. 3 EStG|VS
1581|Auflösung Vorsteuer aus Vorjahr § 4 Abs. 3 EStG|VS
1582|Vorsteuer aus Investitionen § 4 Abs. 3 EStG|VS
1583|Gegenkonto für Vorsteuer nach Durchschnittssätzen für § 4 Abs. 3 EStG|VS
1584|Abziehbare Vorsteuer aus innergemeinschaftlichem Erwerb von Neufahrzeugen|VS
1585|Abziehbare Vorsteuer aus der Auslagerung von Gegenständen aus einem Umsatzsteuerlager|VS
1587|Vorsteuer nach allgemeinen Durchschnittssätzen|VS
1588|Bezahlte Einfuhrumsatzsteuer|VS
1590|Durchlaufende Posten
1592|Fremdgeld
1593|Verrechnungskonto erhaltene Anzahlungen bei Buchung über Debitorenkonto
1594|Forderungen gegen verbundene Unternehmen
1595|Forderungen gegen verbundene Unternehmen, Restlaufzeit bis 1 Jahr
1596|Forderungen gegen verbundene Unternehmen, Restlaufzeit größer 1 Jahr
1597|Forderungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1598|Forderungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit bis 1 Jahr
1599|Forderungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit größer 1 Jahr
1600|Verbindlichkeiten aus Lieferungen und Leistungen|KU
1605|Verbindlichkeiten aus Lieferungen und Leistungen zum allgemeinen Umsatzsteuersatz (EÜR)
1606|Verbindlichkeiten aus Lieferungen und Leistungen zum ermäßigten Umsatzsteuersatz (EÜR)
1607|Verbindlichkeiten aus Lieferungen und Leistungen ohne Vorsteuer (EÜR)
1609|Gegenkonto 1605–1607 bei Aufteilung der Verbindlichkeiten nach Steuersätzen (EÜR)
1610|Verbindlichkeiten aus Lieferungen und Leistungen ohne Kontokorrent
1624|Verbindlichkeiten aus Lieferungen und Leistungen für Investitionen für § 4 Abs. 3 EStG
1625|Verbindlichkeiten aus Lieferungen und Leistungen ohne Kontokorrent, Restlaufzeit bis 1 Jahr
1626|Verbindlichkeiten aus Lieferungen und Leistungen ohne Kontokorrent, Restlaufzeit 1 bis 5 Jahre
1628|Verbindlichkeiten aus Lieferungen und Leistungen ohne Kontokorrent, Restlaufzeit größer 5 Jahre
1630|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber verbundenen Unternehmen
1631|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber verbundenen Unternehmen, Restlaufzeit bis 1 Jahr
1635|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber verbundenen Unternehmen, Restlaufzeit 1 bis 5 Jahre
1638|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber verbundenen Unternehmen, Restlaufzeit größer 5 Jahre
1640|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1641|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit bis 1 Jahr
1645|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit 1 bis 5 Jahre
1648|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit größer 5 Jahre
1650|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Gesellschaftern
1651|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Gesellschaftern, Restlaufzeit bis 1 Jahr
1655|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Gesellschaftern, Restlaufzeit 1 bis 5 Jahre
1658|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Gesellschaftern, Restlaufzeit größer 5 Jahre
1659|Gegenkonto 1625–1658 bei Aufteilung Kreditorenkonto
1660|Schuldwechsel
1661|Schuldwechsel, Restlaufzeit bis 1 Jahr
1680|Schuldwechsel, Restlaufzeit 1 bis 5 Jahre
1690|Schuldwechsel, Restlaufzeit größer 5 Jahre
1700|Sonstige Verbindlichkeiten
1701|Sonstige Verbindlichkeiten, Restlaufzeit bis 1 Jahr
1702|Sonstige Verbindlichkeiten, Restlaufzeit 1 bis 5 Jahre
1703|Sonstige Verbindlichkeiten, Restlaufzeit größer 5 Jahre
1704|Sonstige Verbindlichkeiten nach § 11 Abs. 2 Satz 2 EStG für § 4 Abs. 3 EStG
1705|Darlehen (Verbindlichkeiten)
1706|Darlehen, Restlaufzeit bis 1 Jahr (Verbindlichkeiten)
1707|Darlehen, Restlaufzeit 1 bis 5 Jahre (Verbindlichkeiten)
1708|Darlehen, Restlaufzeit größer 5 Jahre (Verbindlichkeiten)
1709|Gewinnverfügungskonto stiller Gesellschafter
1710|Erhaltene Anzahlungen (Verbindlichkeiten)
1711|Erhaltene, versteuerte Anzahlungen 7 % USt (Verbindlichkeiten)|AM7
1718|Erhaltene, versteuerte Anzahlungen 19 % USt (Verbindlichkeiten)|AM19
1719|Erhaltene Anzahlungen, Restlaufzeit bis 1 Jahr
1720|Erhaltene Anzahlungen, Restlaufzeit 1 bis 5 Jahre
1721|Erhaltene Anzahlungen, Restlaufzeit größer 5 Jahre
1722|Erhaltene Anzahlungen auf Bestellungen (von Vorräten offen abgesetzt)
1730|Kreditkartenabrechnung
1731|Agenturwarenabrechnung (Verbindlichkeiten)
1732|Erhaltene Kautionen
1733|Erhaltene Kautionen, Restlaufzeit bis 1 Jahr
1734|Erhaltene Kautionen, Restlaufzeit 1 bis 5 Jahre
1735|Erhaltene Kautionen, Restlaufzeit größer 5 Jahre
1736|Verbindlichkeiten aus Betriebssteuern und -abgaben
1737|Verbindlichkeiten aus Betriebssteuern und -abgaben, Restlaufzeit bis 1 Jahr
1738|Verbindlichkeiten aus Betriebssteuern und -abgaben, Restlaufzeit 1 bis 5 Jahre
1739|Verbindlichkeiten aus Betriebssteuern und -abgaben, Restlaufzeit größer 5 Jahre
1740|Verbindlichkeiten aus Lohn und Gehalt
1741|Verbindlichkeiten aus Lohn- und Kirchensteuer
1742|Verbindlichkeiten im Rahmen der sozialen Sicherheit
1743|Verbindlichkeiten im Rahmen der sozialen Sicherheit, Restlaufzeit bis 1 Jahr
1744|Verbindlichkeiten im Rahmen der sozialen Sicherheit, Restlaufzeit 1 bis 5 Jahre
1745|Verbindlichkeiten im Rahmen der sozialen Sicherheit, Restlaufzeit größer 5 Jahre
1746|Verbindlichkeiten aus Einbehaltungen (Kapitalertragsteuer und Solidaritätszuschlag)
1747|Verbindlichkeiten für Verbrauchsteuern
1748|Verbindlichkeiten für Einbehaltungen von Arbeitnehmern
1749|Verbindlichkeiten an das Finanzamt aus abzuführendem Bauabzugsbetrag
1750|Verbindlichkeiten aus Vermögensbildung
1751|Verbindlichkeiten aus Vermögensbildung, Restlaufzeit bis 1 Jahr
1752|Verbindlichkeiten aus Vermögensbildung, Restlaufzeit 1 bis 5 Jahre
1753|Verbindlichkeiten aus Vermögensbildung, Restlaufzeit größer 5 Jahre
1754|Steuerzahlungen an andere EU-Länder
1755|Lohn- und Gehaltsverrechnung
1756|Lohn- und Gehaltsverrechnung § 11 Abs. 2 EStG für § 4 Abs. 3 EStG
1759|Voraussichtliche Beitragsschuld gegenüber den Sozialversicherungsträgern
1760|Umsatzsteuer nicht fällig|US
1761|Umsatzsteuer nicht fällig 7 %|US7
1762|Umsatzsteuer nicht fällig aus im Inland steuerpflichtigen EU-Lieferungen|US
1763|Umsatzsteuer nicht fällig aus im Inland steuerpflichtigen EU-Lieferungen 19 %|US19
1764|Umsatzsteuer nicht fällig aus im anderen EU-Land steuerpflichtigen Lieferungen|US
1766|Umsatzsteuer nicht fällig 19 %|US19
1767|Umsatzsteuer aus im anderen EU-Land steuerpflichtigen Lieferungen|US
1768|Umsatzsteuer aus im anderen EU-Land steuerpflichtigen sonstigen Leistungen/Werklieferungen|US
1769|Umsatzsteuer aus der Auslagerung von Gegenständen aus einem Umsatzsteuerlager|US
1770|Umsatzsteuer|US
1771|Umsatzsteuer 7 %|US7
1772|Umsatzsteuer aus innergemeinschaftlichem Erwerb|US
1774|Umsatzsteuer aus innergemeinschaftlichem Erwerb 19 %|US19
1776|Umsatzsteuer 19 %|US19
1777|Umsatzsteuer aus im Inland steuerpflichtigen EU-Lieferungen|US
1778|Umsatzsteuer aus im Inland steuerpflichtigen EU-Lieferungen 19 %|US19
1779|Umsatzsteuer aus innergemeinschaftlichem Erwerb ohne Vorsteuerabzug|US
1780|Umsatzsteuer-Vorauszahlungen
1781|Umsatzsteuer-Vorauszahlung 1/11
1782|Nachsteuer, UStVA Kz. 65|US
1783|In Rechnung unrichtig oder unberechtigt ausgewiesene Steuerbeträge, UStVA Kz. 69|US
1784|Umsatzsteuer aus innergemeinschaftlichem Erwerb von Neufahrzeugen von Lieferanten ohne Umsatzsteuer-Identifikationsnummer|US
1785|Umsatzsteuer nach § 13b UStG|US
1787|Umsatzsteuer nach § 13b UStG 19 %|US19
1788|Einfuhrumsatzsteuer aufgeschoben bis
1789|Umsatzsteuer laufendes Jahr
1790|Umsatzsteuer Vorjahr
1791|Umsatzsteuer frühere Jahre
1792|Sonstige Verrechnungskonten (Interimskonten)
1793|Verrechnungskonto geleistete Anzahlungen bei Buchung über Kreditorenkonto
1794|Umsatzsteuer aus Erwerb als letzter Abnehmer innerhalb eines Dreiecksgeschäfts|US
1795|Verbindlichkeiten im Rahmen der sozialen Sicherheit für § 4 Abs. 3 EStG
1796|Ausgegebene Geschenkgutscheine
1800|Privatentnahmen allgemein
1810|Privatsteuern
1820|Sonderausgaben beschränkt abzugsfähig
1830|Sonderausgaben unbeschränkt abzugsfähig
1840|Zuwendungen, Spenden
1850|Außergewöhnliche Belastungen
1860|Grundstücksaufwand
1869|Grundstücksaufwand (Umsatzsteuerschlüssel möglich)
1870|Grundstücksertrag
1879|Grundstücksertrag (Umsatzsteuerschlüssel möglich)
1880|Unentgeltliche Wertabgaben
1890|Privateinlagen
1900|Privatentnahmen allgemein (Teilhafter)
1910|Privatsteuern (Teilhafter)
1920|Sonderausgaben beschränkt abzugsfähig (Teilhafter)
1930|Sonderausgaben unbeschränkt abzugsfähig (Teilhafter)
1940|Zuwendungen, Spenden (Teilhafter)
1950|Außergewöhnliche Belastungen (Teilhafter)
1960|Grundstücksaufwand (Teilhafter)
1970|Grundstücksertrag (Teilhafter)
1980|Unentgeltliche Wertabgaben (Teilhafter)
1990|Privateinlagen (Teilhafter)
`;

const abgrenzungUndWareneingang = `
2000|Außerordentliche Aufwendungen
2001|Außerordentliche Aufwendungen finanzwirksam
2005|Außerordentliche Aufwendungen nicht finanzwirksam
2010|Betriebsfremde Aufwendungen (soweit nicht außerordentlich)
2020|Periodenfremde Aufwendungen (soweit nicht außerordentlich)
2090|Aufwendungen aus der Anwendung von Übergangsvorschriften i. S. d. BilMoG
2091|Aufwendungen aus der Anwendung von Übergangsvorschriften (Pensionsrückstellungen)
2094|Aufwendungen aus der Anwendung von Übergangsvorschriften (latente Steuern)
2100|Zinsen und ähnliche Aufwendungen
2103|Steuerlich abzugsfähige, andere Nebenleistungen zu Steuern
2104|Steuerlich nicht abzugsfähige, andere Nebenleistungen zu Steuern
2107|Zinsaufwendungen § 233a AO betriebliche Steuern
2108|Zinsaufwendungen §§ 233a bis 237 AO Personensteuern
2109|Zinsaufwendungen an verbundene Unternehmen
2110|Zinsaufwendungen für kurzfristige Verbindlichkeiten
2113|Nicht abzugsfähige Schuldzinsen gemäß § 4 Abs. 4a EStG (Hinzurechnungsbetrag)
2115|Zinsen und ähnliche Aufwendungen 100 % / 50 % nicht abzugsfähig (inländische Kapitalgesellschaften)
2116|Zinsen und ähnliche Aufwendungen an verbundene Unternehmen 100 % / 50 % nicht abzugsfähig
2118|In Dauerschuldzinsen umqualifizierte Zinsen auf kurzfristige Verbindlichkeiten
2119|Zinsaufwendungen für kurzfristige Verbindlichkeiten an verbundene Unternehmen
2120|Zinsaufwendungen für langfristige Verbindlichkeiten
2125|Zinsaufwendungen für Gebäude, die zum Betriebsvermögen gehören
2126|Zinsen zur Finanzierung des Anlagevermögens
2127|Renten und dauernde Lasten aus Gründung/Erwerb § 8 GewStG
2128|Zinsaufwendungen an Mitunternehmer für die Hingabe von Kapital § 15 EStG
2129|Zinsaufwendungen für langfristige Verbindlichkeiten an verbundene Unternehmen
2130|Diskontaufwendungen
2139|Diskontaufwendungen an verbundene Unternehmen
2140|Zinsähnliche Aufwendungen
2141|Kreditprovisionen und Verwaltungskostenbeiträge
2142|Zinsanteil der Zuführungen zu Pensionsrückstellungen
2143|Zinsaufwendungen aus der Abzinsung von Verbindlichkeiten
2144|Zinsaufwendungen aus der Abzinsung von Rückstellungen
2145|Zinsaufwendungen aus der Abzinsung von Pensionsrückstellungen und ähnlichen Verpflichtungen
2146|Zinsaufwendungen für Pensionsrückstellungen und ähnliche Verpflichtungen zur Verrechnung
2149|Zinsähnliche Aufwendungen an verbundene Unternehmen
2150|Aufwendungen aus Kursdifferenzen
2166|Aufwendungen aus Bewertung Finanzmittelfonds
2170|Nicht abziehbare Vorsteuer (neutral)
2171|Nicht abziehbare Vorsteuer 7 % (neutral)
2176|Nicht abziehbare Vorsteuer 19 % (neutral)
2200|Körperschaftsteuer
2203|Körperschaftsteuer für Vorjahre
2204|Körperschaftsteuererstattungen für Vorjahre
2208|Solidaritätszuschlag
2209|Solidaritätszuschlag für Vorjahre
2210|Solidaritätszuschlagerstattungen für Vorjahre
2212|Kapitalertragsteuer 25 %
2214|Anrechenbarer Solidaritätszuschlag auf Kapitalertragsteuer 25 %
2215|Zinsabschlagsteuer
2218|Anrechenbarer Solidaritätszuschlag auf Zinsabschlagsteuer
2219|Ausländische Steuer auf im Inland steuerfreie DBA-Einkünfte
2250|Aufwendungen aus der Zuführung und Auflösung von latenten Steuern
2255|Erträge aus der Zuführung und Auflösung von latenten Steuern
2260|Aufwendungen aus der Zuführung zu Steuerrückstellungen für Steuerstundung
2280|Steuernachzahlungen Vorjahre für Steuern vom Einkommen und Ertrag
2282|Steuererstattungen Vorjahre für Steuern vom Einkommen und Ertrag
2284|Erträge aus der Auflösung von Rückstellungen für Steuern vom Einkommen und Ertrag
2285|Steuernachzahlungen Vorjahre für sonstige Steuern
2287|Steuererstattungen Vorjahre für sonstige Steuern
2289|Erträge aus der Auflösung von Rückstellungen für sonstige Steuern
2300|Sonstige Aufwendungen
2307|Sonstige Aufwendungen betriebsfremd und regelmäßig
2309|Sonstige Aufwendungen unregelmäßig
2310|Anlagenabgänge Sachanlagen (Restbuchwert bei Buchverlust)
2311|Anlagenabgänge immaterielle Vermögensgegenstände (Restbuchwert bei Buchverlust)
2312|Anlagenabgänge Finanzanlagen (Restbuchwert bei Buchverlust)
2313|Anlagenabgänge Finanzanlagen 100 % / 50 % nicht abzugsfähig (Restbuchwert bei Buchverlust)
2315|Anlagenabgänge Sachanlagen (Restbuchwert bei Buchgewinn)
2316|Anlagenabgänge immaterielle Vermögensgegenstände (Restbuchwert bei Buchgewinn)
2317|Anlagenabgänge Finanzanlagen (Restbuchwert bei Buchgewinn)
2318|Anlagenabgänge Finanzanlagen 100 % / 50 % nicht steuerpflichtig (Restbuchwert bei Buchgewinn)
2320|Verluste aus dem Abgang von Gegenständen des Anlagevermögens
2323|Verluste aus der Veräußerung von Anteilen an Kapitalgesellschaften 100 % / 50 % nicht abzugsfähig
2325|Verluste aus dem Abgang von Gegenständen des Umlaufvermögens (außer Vorräte)
2326|Verluste aus dem Abgang von Gegenständen des Umlaufvermögens (außer Vorräte) 100 % / 50 % nicht abzugsfähig
2340|Einstellungen in Sonderposten mit Rücklageanteil (steuerfreie Rücklagen)
2341|Einstellungen in Sonderposten mit Rücklageanteil (Ansparabschreibungen)
2342|Einstellungen in Sonderposten mit Rücklageanteil (Existenzgründerrücklage)
2345|Einstellungen in Sonderposten mit Rücklageanteil (Sonderabschreibungen)
2346|Einstellungen in Sonderposten mit Rücklageanteil (§ 52 Abs. 16 EStG)
2348|Aufwendungen aus der Zuschreibung von steuerlich niedriger bewerteten Verbindlichkeiten
2349|Aufwendungen aus der Zuschreibung von steuerlich niedriger bewerteten Rückstellungen
2350|Sonstige Grundstücksaufwendungen (neutral)
2375|Grundsteuer
2380|Zuwendungen, Spenden, steuerlich nicht abziehbar
2381|Zuwendungen, Spenden für wissenschaftliche und kulturelle Zwecke
2382|Zuwendungen, Spenden für mildtätige Zwecke
2383|Zuwendungen, Spenden für kirchliche, religiöse und gemeinnützige Zwecke
2384|Zuwendungen, Spenden an politische Parteien
2385|Nicht abziehbare Hälfte der Aufsichtsratsvergütungen
2386|Abziehbare Aufsichtsratsvergütungen
2387|Zuwendungen, Spenden an Stiftungen für gemeinnützige Zwecke i. S. d. § 52 Abs. 2 Nr. 1–3 AO
2388|Zuwendungen, Spenden an Stiftungen für gemeinnützige Zwecke i. S. d. § 52 Abs. 2 Nr. 4 AO
2389|Zuwendungen, Spenden an Stiftungen für kirchliche, religiöse und gemeinnützige Zwecke
2390|Zuwendungen, Spenden an Stiftungen für wissenschaftliche, mildtätige und kulturelle Zwecke
2400|Forderungsverluste (übliche Höhe)
2401|Forderungsverluste 7 % USt (übliche Höhe)|AM7
2402|Forderungsverluste aus steuerfreien EU-Lieferungen (übliche Höhe)
2403|Forderungsverluste aus im Inland steuerpflichtigen EU-Lieferungen 7 % USt (übliche Höhe)|AM7
2406|Forderungsverluste 19 % USt (übliche Höhe)|AM19
2408|Forderungsverluste aus im Inland steuerpflichtigen EU-Lieferungen 19 % USt (übliche Höhe)|AM19
2430|Forderungsverluste, unüblich hoch
2450|Einstellungen in die Pauschalwertberichtigung zu Forderungen
2451|Einstellungen in die Einzelwertberichtigung zu Forderungen
2490|Aufwendungen aus Verlustübernahme
2492|Abgeführte Gewinne auf Grund einer Gewinngemeinschaft
2493|Abgeführte Gewinnanteile an stille Gesellschafter § 8 GewStG
2494|Abgeführte Gewinne auf Grund eines Gewinn- oder Teilgewinnabführungsvertrags
2495|Einstellungen in die Kapitalrücklage nach den Vorschriften über die vereinfachte Kapitalherabsetzung
2496|Einstellungen in die gesetzliche Rücklage
2497|Einstellungen in satzungsmäßige Rücklagen
2498|Einstellungen in die Rücklage für Anteile an einem herrschenden oder mehrheitlich beteiligten Unternehmen
2499|Einstellungen in andere Gewinnrücklagen
2500|Außerordentliche Erträge
2501|Außerordentliche Erträge finanzwirksam
2505|Außerordentliche Erträge nicht finanzwirksam
2510|Betriebsfremde Erträge (soweit nicht außerordentlich)
2520|Periodenfremde Erträge (soweit nicht außerordentlich)
2590|Erträge aus der Anwendung von Übergangsvorschriften i. S. d. BilMoG
2600|Erträge aus Beteiligungen
2615|Laufende Erträge aus Anteilen an Kapitalgesellschaften (Beteiligung) 100 % / 50 % steuerfrei
2616|Laufende Erträge aus Anteilen an Kapitalgesellschaften (verbundene Unternehmen) 100 % / 50 % steuerfrei
2617|Gewinne aus Anteilen an nicht steuerbefreiten inländischen Kapitalgesellschaften § 9 Nr. 2a GewStG
2618|Gewinnanteile aus Mitunternehmerschaften § 9 GewStG
2619|Erträge aus Beteiligungen an verbundenen Unternehmen
2620|Erträge aus anderen Wertpapieren und Ausleihungen des Finanzanlagevermögens
2625|Laufende Erträge aus Anteilen an Kapitalgesellschaften (Finanzanlagevermögen) 100 % / 50 % steuerfrei
2626|Laufende Erträge aus Anteilen an Kapitalgesellschaften (Finanzanlagevermögen, verbundene Unternehmen) 100 % / 50 % steuerfrei
2649|Erträge aus anderen Wertpapieren und Ausleihungen des Finanzanlagevermögens aus verbundenen Unternehmen
2650|Sonstige Zinsen und ähnliche Erträge
2655|Laufende Erträge aus Anteilen an Kapitalgesellschaften (Umlaufvermögen) 100 % / 50 % steuerfrei
2656|Laufende Erträge aus Anteilen an Kapitalgesellschaften (Umlaufvermögen, verbundene Unternehmen) 100 % / 50 % steuerfrei
2657|Zinserträge § 233a AO
2658|Zinserträge § 233a AO, Sonderfall Anlage A KSt
2659|Sonstige Zinsen und ähnliche Erträge aus verbundenen Unternehmen
2660|Erträge aus Kursdifferenzen
2666|Erträge aus Bewertung Finanzmittelfonds
2670|Diskonterträge
2679|Diskonterträge aus verbundenen Unternehmen
2680|Zinsähnliche Erträge
2682|Zinserträge aus der Abzinsung von Verbindlichkeiten
2683|Zinserträge aus der Abzinsung von Rückstellungen
2684|Zinserträge aus der Abzinsung von Pensionsrückstellungen und ähnlichen Verpflichtungen
2689|Zinsähnliche Erträge aus verbundenen Unternehmen
2700|Sonstige Erträge
2705|Sonstige Erträge betrieblich und regelmäßig
2707|Sonstige Erträge betriebsfremd und regelmäßig
2709|Sonstige Erträge unregelmäßig
2710|Erträge aus Zuschreibungen des Sachanlagevermögens
2711|Erträge aus Zuschreibungen des immateriellen Anlagevermögens
2712|Erträge aus Zuschreibungen des Finanzanlagevermögens
2713|Erträge aus Zuschreibungen des Finanzanlagevermögens 100 % / 50 % steuerfrei
2714|Erträge aus Zuschreibungen des anderen Anlagevermögens 100 % / 50 % steuerfrei
2715|Erträge aus Zuschreibungen des Umlaufvermögens
2716|Erträge aus Zuschreibungen des Umlaufvermögens 100 % / 50 % steuerfrei
2720|Erträge aus dem Abgang von Gegenständen des Anlagevermögens
2723|Erträge aus der Veräußerung von Anteilen an Kapitalgesellschaften 100 % / 50 % steuerfrei
2725|Erträge aus dem Abgang von Gegenständen des Umlaufvermögens
2726|Erträge aus dem Abgang von Gegenständen des Umlaufvermögens 100 % / 50 % steuerfrei
2730|Erträge aus Herabsetzung der Pauschalwertberichtigung zu Forderungen
2731|Erträge aus Herabsetzung der Einzelwertberichtigung zu Forderungen
2732|Erträge aus abgeschriebenen Forderungen
2733|Erträge aus der Auflösung von Sonderposten mit Rücklageanteil (Existenzgründerrücklage)
2734|Erträge aus der steuerlich niedrigeren Bewertung von Verbindlichkeiten
2735|Erträge aus der Auflösung von Rückstellungen
2736|Erträge aus der steuerlich niedrigeren Bewertung von Rückstellungen
2738|Erträge aus der Auflösung von Sonderposten mit Rücklageanteil (Ansparabschreibungen)
2740|Erträge aus der Auflösung von Sonderposten mit Rücklageanteil (steuerfreie Rücklagen)
2741|Erträge aus der Auflösung von Sonderposten mit Rücklageanteil (Sonderabschreibungen)
2742|Versicherungsentschädigungen und Schadenersatzleistungen
2743|Investitionszuschüsse (steuerpflichtig)
2744|Investitionszulagen (steuerfrei)
2745|Erträge aus Kapitalherabsetzung
2746|Steuerfreie Erträge aus der Auflösung von Sonderposten mit Rücklageanteil
2747|Sonstige steuerfreie Betriebseinnahmen
2749|Erstattungen Aufwendungsausgleichsgesetz
2750|Grundstückserträge
2760|Erträge aus Verlustübernahme
2790|Erhaltene Gewinne auf Grund einer Gewinngemeinschaft
2792|Erhaltene Gewinne auf Grund eines Gewinn- oder Teilgewinnabführungsvertrags
2795|Entnahmen aus der Kapitalrücklage
2796|Entnahmen aus der gesetzlichen Rücklage
2797|Entnahmen aus satzungsmäßigen Rücklagen
2798|Entnahmen aus der Rücklage für Anteile an einem herrschenden oder mehrheitlich beteiligten Unternehmen
2799|Entnahmen aus anderen Gewinnrücklagen
2860|Gewinnvortrag nach Verwendung
2868|Verlustvortrag nach Verwendung
2869|Vortrag auf neue Rechnung (GuV)
2870|Vorabausschüttung
2890|Verrechneter kalkulatorischer Unternehmerlohn
2891|Verrechnete kalkulatorische Miete und Pacht
2892|Verrechnete kalkulatorische Zinsen
2893|Verrechnete kalkulatorische Abschreibungen
2894|Verrechnete kalkulatorische Wagnisse
2895|Verrechneter kalkulatorischer Lohn für unentgeltliche Mitarbeiter
2990|Aufwendungen und Erträge aus Umrechnungsdifferenzen
3000|Roh-, Hilfs- und Betriebsstoffe
3090|Energiestoffe (Fertigung)
3100|Fremdleistungen
3106|Fremdleistungen 19 % Vorsteuer|AV19
3108|Fremdleistungen 7 % Vorsteuer|AV7
3109|Fremdleistungen ohne Vorsteuer
3110|Bauleistungen eines im Inland ansässigen Unternehmers 7 % Vorsteuer und 7 % Umsatzsteuer|RC7
3115|Leistungen eines im Ausland ansässigen Unternehmers 7 % Vorsteuer und 7 % Umsatzsteuer|RC7
3120|Bauleistungen eines im Inland ansässigen Unternehmers 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
3123|Sonstige Leistungen eines im anderen EU-Land ansässigen Unternehmers 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
3125|Leistungen eines im Ausland ansässigen Unternehmers 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
3130|Bauleistungen eines im Inland ansässigen Unternehmers ohne Vorsteuer und 7 % Umsatzsteuer
3133|Sonstige Leistungen eines im anderen EU-Land ansässigen Unternehmers ohne Vorsteuer und 19 % Umsatzsteuer
3135|Leistungen eines im Ausland ansässigen Unternehmers ohne Vorsteuer und 7 % Umsatzsteuer
3140|Bauleistungen eines im Inland ansässigen Unternehmers ohne Vorsteuer und 19 % Umsatzsteuer
3145|Leistungen eines im Ausland ansässigen Unternehmers ohne Vorsteuer und 19 % Umsatzsteuer
3150|Erhaltene Leistungen nach § 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer (Gebäudereinigung)|RC19
3160|Leistungen nach § 13b UStG mit Vorsteuerabzug
3165|Leistungen nach § 13b UStG ohne Vorsteuerabzug
3170|Erhaltene Lieferungen von Mobilfunkgeräten, Tablets und integrierten Schaltkreisen § 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
3175|Erhaltene Lieferungen von Gas, Elektrizität, Wärme oder Kälte § 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
3180|Erhaltene Lieferungen von Schrott und Altmetall § 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
3185|Erhaltene Lieferungen von Gold § 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
3200|Wareneingang
3300|Wareneingang 7 % Vorsteuer|AV7
3349|Wareneingang ohne Vorsteuerabzug
3400|Wareneingang 19 % Vorsteuer|AV19
3420|Innergemeinschaftlicher Erwerb 7 % Vorsteuer und 7 % Umsatzsteuer|IG7
3425|Innergemeinschaftlicher Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer|IG19
3430|Innergemeinschaftlicher Erwerb ohne Vorsteuer und 7 % Umsatzsteuer
3435|Innergemeinschaftlicher Erwerb ohne Vorsteuer und 19 % Umsatzsteuer
3440|Innergemeinschaftlicher Erwerb von Neufahrzeugen von Lieferanten ohne Umsatzsteuer-Identifikationsnummer 19 % Vorsteuer und 19 % Umsatzsteuer
3550|Steuerfreier innergemeinschaftlicher Erwerb
3551|Wareneingang im Drittland steuerbar
3552|Erwerb als erster Abnehmer innerhalb eines Dreiecksgeschäfts
3553|Erwerb als letzter Abnehmer innerhalb eines Dreiecksgeschäfts 19 % Vorsteuer und 19 % Umsatzsteuer
3558|Wareneingang im anderen EU-Land steuerbar
3559|Steuerfreie Einfuhren
3560|Waren aus einem Umsatzsteuerlager, § 13a UStG 7 % Vorsteuer und 7 % Umsatzsteuer
3565|Waren aus einem Umsatzsteuerlager, § 13a UStG 19 % Vorsteuer und 19 % Umsatzsteuer
3600|Nicht abziehbare Vorsteuer (Wareneingang)
3610|Nicht abziehbare Vorsteuer 7 % (Wareneingang)
3650|Nicht abziehbare Vorsteuer 19 % (Wareneingang)
3700|Nachlässe
3701|Nachlässe aus Einkauf Roh-, Hilfs- und Betriebsstoffe
3710|Nachlässe 7 % Vorsteuer|AV7
3720|Nachlässe 19 % Vorsteuer|AV19
3724|Nachlässe aus innergemeinschaftlichem Erwerb 7 % Vorsteuer und 7 % Umsatzsteuer|IG7
3725|Nachlässe aus innergemeinschaftlichem Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer|IG19
3730|Erhaltene Skonti
3731|Erhaltene Skonti 7 % Vorsteuer|AV7
3736|Erhaltene Skonti 19 % Vorsteuer|AV19
3740|Erhaltene Boni
3745|Erhaltene Skonti aus steuerpflichtigem innergemeinschaftlichem Erwerb
3746|Erhaltene Skonti aus steuerpflichtigem innergemeinschaftlichem Erwerb 7 % Vorsteuer und 7 % Umsatzsteuer|IG7
3748|Erhaltene Skonti aus steuerpflichtigem innergemeinschaftlichem Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer|IG19
3750|Erhaltene Boni 7 % Vorsteuer|AV7
3760|Erhaltene Boni 19 % Vorsteuer|AV19
3769|Erhaltene Boni aus Einkauf Roh-, Hilfs- und Betriebsstoffe
3770|Erhaltene Rabatte
3780|Erhaltene Rabatte 7 % Vorsteuer|AV7
3790|Erhaltene Rabatte 19 % Vorsteuer|AV19
3792|Erhaltene Rabatte aus Einkauf Roh-, Hilfs- und Betriebsstoffe
3800|Bezugsnebenkosten
3830|Leergut
3850|Zölle und Einfuhrabgaben
3960|Bestandsveränderungen Roh-, Hilfs- und Betriebsstoffe sowie bezogene Waren
3970|Bestand Roh-, Hilfs- und Betriebsstoffe
3980|Bestand Waren
3990|Verrechnete Stoffkosten
`;

const betrieblicheAufwendungen = `
4000|Material- und Stoffverbrauch
4100|Löhne und Gehälter
4110|Löhne
4120|Gehälter
4124|Geschäftsführergehälter der GmbH-Gesellschafter
4125|Ehegattengehalt
4126|Tantiemen
4127|Geschäftsführergehälter
4128|Vergütungen an angestellte Mitunternehmer § 15 EStG
4129|Tantiemen Gesellschafter-Geschäftsführer
4130|Gesetzliche soziale Aufwendungen
4137|Gesetzliche soziale Aufwendungen für Mitunternehmer § 15 EStG
4138|Beiträge zur Berufsgenossenschaft
4139|Ausgleichsabgabe i. S. d. Schwerbehindertengesetzes
4140|Freiwillige soziale Aufwendungen, lohnsteuerfrei
4141|Sonstige soziale Abgaben
4144|Soziale Abgaben für Minijobber
4145|Freiwillige soziale Aufwendungen, lohnsteuerpflichtig
4146|Freiwillige Zuwendungen
4149|Pauschale Steuer auf sonstige Bezüge (z. B. Fahrtkostenzuschüsse)
4150|Krankengeldzuschüsse
4155|Zuschüsse der Agenturen für Arbeit (Haben)
4160|Versorgungskassen
4165|Aufwendungen für Altersversorgung
4166|Aufwendungen für Altersversorgung für Mitunternehmer § 15 EStG
4167|Pauschale Steuer auf sonstige Bezüge (z. B. Direktversicherungen)
4168|Aufwendungen für Altersversorgung für Gesellschafter-Geschäftsführer
4169|Aufwendungen für Unterstützung
4170|Vermögenswirksame Leistungen
4175|Fahrtkostenerstattung Wohnung/Arbeitsstätte
4180|Bedienungsgelder
4190|Aushilfslöhne
4194|Pauschale Steuer für Minijobber
4195|Löhne für Minijobs
4196|Pauschale Steuer und Abgaben für Aushilfen
4197|Arbeitgeberanteile zur Sozialversicherung für Aushilfen
4198|Zuschüsse zum Kurzarbeitergeld
4199|Pauschale Steuer für Aushilfen
4200|Raumkosten
4210|Miete (unbewegliche Wirtschaftsgüter)
4211|Aufwendungen für gemietete oder gepachtete unbewegliche Wirtschaftsgüter, die gewerbesteuerlich hinzuzurechnen sind
4212|Miete und Nebenkosten für doppelte Haushaltsführung
4215|Leasing (unbewegliche Wirtschaftsgüter)
4219|Vergütungen an Mitunternehmer für die mietweise Überlassung ihrer unbeweglichen Wirtschaftsgüter § 15 EStG
4220|Pacht (unbewegliche Wirtschaftsgüter)
4222|Vergütungen an Gesellschafter für die miet- oder pachtweise Überlassung ihrer unbeweglichen Wirtschaftsgüter
4228|Miet- und Pachtnebenkosten (gewerbesteuerlich nicht zu berücksichtigen)
4229|Vergütungen an Mitunternehmer für die pachtweise Überlassung ihrer unbeweglichen Wirtschaftsgüter § 15 EStG
4230|Heizung
4240|Gas, Strom, Wasser
4250|Reinigung
4260|Instandhaltung betrieblicher Räume
4270|Abgaben für betrieblich genutzten Grundbesitz
4280|Sonstige Raumkosten
4287|Aufwendungen für ein häusliches Arbeitszimmer (nicht abziehbarer Anteil)
4288|Aufwendungen für ein häusliches Arbeitszimmer (abziehbarer Anteil)
4289|Gewerbesteuerlich zu berücksichtigende Miete § 8 GewStG
4290|Grundstücksaufwendungen betrieblich
4300|Nicht abziehbare Vorsteuer
4301|Nicht abziehbare Vorsteuer 7 %
4306|Nicht abziehbare Vorsteuer 19 %
4320|Gewerbesteuer
4340|Sonstige Steuern
4350|Verbrauchsteuer
4355|Ökosteuer
4360|Versicherungen
4366|Versicherungen für Gebäude
4370|Netto-Prämie für Rückdeckung künftiger Versorgungsleistungen
4380|Beiträge
4390|Sonstige Abgaben
4396|Steuerlich abzugsfähige Verspätungszuschläge und Zwangsgelder
4397|Steuerlich nicht abzugsfähige Verspätungszuschläge und Zwangsgelder
4500|Fahrzeugkosten
4510|Kfz-Steuer
4520|Kfz-Versicherungen
4530|Laufende Kfz-Betriebskosten
4540|Kfz-Reparaturen
4550|Garagenmiete
4560|Mautgebühren
4570|Mietleasing Kfz
4575|Fremdfahrzeuge (Fahrzeugkosten)
4580|Sonstige Kfz-Kosten
4590|Kfz-Kosten für betrieblich genutzte zum Privatvermögen gehörende Kraftfahrzeuge
4595|Fremdfahrzeugkosten
4600|Werbekosten
4605|Streuartikel
4610|Werbekosten (Anzeigen)
4620|Werbekosten (Messen und Ausstellungen)
4630|Geschenke abzugsfähig
4635|Geschenke nicht abzugsfähig
4636|Geschenke ausschließlich betrieblich genutzt
4637|Pauschale Steuer für Geschenke und Zuwendungen abzugsfähig
4638|Pauschale Steuer für Geschenke und Zuwendungen nicht abzugsfähig
4639|Zugaben mit § 37b EStG
4640|Repräsentationskosten
4650|Bewirtungskosten
4651|Sonstige eingeschränkt abziehbare Betriebsausgaben (abziehbarer Anteil)
4652|Sonstige eingeschränkt abziehbare Betriebsausgaben (nicht abziehbarer Anteil)
4653|Aufmerksamkeiten
4654|Nicht abzugsfähige Bewirtungskosten
4655|Nicht abzugsfähige Betriebsausgaben aus Werbe- und Repräsentationskosten
4660|Reisekosten Arbeitnehmer
4663|Reisekosten Arbeitnehmer Fahrtkosten
4664|Reisekosten Arbeitnehmer Verpflegungsmehraufwand
4666|Reisekosten Arbeitnehmer Übernachtungsaufwand
4668|Kilometergelderstattung Arbeitnehmer
4670|Reisekosten Unternehmer
4672|Reisekosten Unternehmer (nicht abziehbarer Anteil)
4673|Reisekosten Unternehmer Fahrtkosten
4674|Reisekosten Unternehmer Verpflegungsmehraufwand
4676|Reisekosten Unternehmer Übernachtungsaufwand
4678|Fahrten zwischen Wohnung und Betriebsstätte und Familienheimfahrten (abziehbarer Anteil)
4679|Fahrten zwischen Wohnung und Betriebsstätte und Familienheimfahrten (nicht abziehbarer Anteil)
4680|Fahrten zwischen Wohnung und Betriebsstätte und Familienheimfahrten (Haben)
4681|Verpflegungsmehraufwendungen im Rahmen der doppelten Haushaltsführung Unternehmer
4700|Kosten der Warenabgabe
4710|Verpackungsmaterial
4730|Ausgangsfrachten
4750|Transportversicherungen
4760|Verkaufsprovisionen
4780|Fremdarbeiten (Vertrieb)
4790|Aufwand für Gewährleistungen
4800|Reparaturen und Instandhaltung von technischen Anlagen und Maschinen
4801|Reparaturen und Instandhaltung von Bauten
4805|Reparaturen und Instandhaltung von anderen Anlagen und Betriebs- und Geschäftsausstattung
4806|Wartungskosten für Hard- und Software
4809|Sonstige Reparaturen und Instandhaltung
4810|Mietleasing (bewegliche Wirtschaftsgüter)
4814|Gewerbesteuerlich zu berücksichtigendes Mietleasing bewegliche Wirtschaftsgüter
4815|Kaufleasing
4820|Abschreibungen auf Aufwendungen für die Ingangsetzung und Erweiterung des Geschäftsbetriebs
4822|Abschreibungen auf immaterielle Vermögensgegenstände
4823|Abschreibungen auf selbst geschaffene immaterielle Vermögensgegenstände
4824|Abschreibungen auf den Geschäfts- oder Firmenwert
4825|Außerplanmäßige Abschreibungen auf den Geschäfts- oder Firmenwert
4826|Außerplanmäßige Abschreibungen auf immaterielle Vermögensgegenstände
4827|Außerplanmäßige Abschreibungen auf selbst geschaffene immaterielle Vermögensgegenstände
4830|Abschreibungen auf Sachanlagen (ohne AfA auf Kfz und Gebäude)
4831|Abschreibungen auf Gebäude
4832|Abschreibungen auf Kfz
4833|Abschreibungen auf Gebäudeanteil des häuslichen Arbeitszimmers
4840|Außerplanmäßige Abschreibungen auf Sachanlagen
4841|Absetzung für außergewöhnliche technische und wirtschaftliche Abnutzung der Gebäude
4842|Absetzung für außergewöhnliche technische und wirtschaftliche Abnutzung des Kfz
4843|Absetzung für außergewöhnliche technische und wirtschaftliche Abnutzung sonstiger Wirtschaftsgüter
4850|Abschreibungen auf Sachanlagen auf Grund steuerlicher Sondervorschriften
4851|Sonderabschreibungen nach § 7g Abs. 5 EStG (ohne Kfz)
4852|Sonderabschreibungen nach § 7g Abs. 5 EStG (für Kfz)
4853|Kürzung der Anschaffungs- oder Herstellungskosten gemäß § 7g Abs. 2 EStG (ohne Kfz)
4854|Kürzung der Anschaffungs- oder Herstellungskosten gemäß § 7g Abs. 2 EStG (für Kfz)
4855|Sofortabschreibung geringwertiger Wirtschaftsgüter
4860|Abschreibungen auf aktivierte, geringwertige Wirtschaftsgüter
4862|Abschreibungen auf den Sammelposten Wirtschaftsgüter
4865|Außerplanmäßige Abschreibungen auf aktivierte, geringwertige Wirtschaftsgüter
4870|Abschreibungen auf Finanzanlagen (dauerhaft)
4871|Abschreibungen auf Finanzanlagen 100 % / 50 % nicht abzugsfähig (dauerhaft)
4872|Abschreibungen auf Grund von Verlustanteilen an Mitunternehmerschaften § 8 GewStG
4873|Abschreibungen auf Finanzanlagen 100 % / 50 % nicht abzugsfähig (nicht dauerhaft)
4874|Abschreibungen auf Finanzanlagen (nicht dauerhaft)
4875|Abschreibungen auf Wertpapiere des Umlaufvermögens
4876|Abschreibungen auf Wertpapiere des Umlaufvermögens 100 % / 50 % nicht abzugsfähig
4877|Abschreibungen auf Finanzanlagen, verbundene Unternehmen
4878|Abschreibungen auf Wertpapiere des Umlaufvermögens, verbundene Unternehmen
4880|Abschreibungen auf Umlaufvermögen ohne Wertpapiere (soweit unübliche Höhe)
4882|Abschreibungen auf Umlaufvermögen, steuerrechtlich bedingt (soweit unübliche Höhe)
4885|Vorwegnahme künftiger Wertschwankungen im Umlaufvermögen außer Vorräte und Wertpapiere
4886|Abschreibungen auf Umlaufvermögen außer Vorräte und Wertpapiere (soweit übliche Höhe)
4887|Abschreibungen auf Umlaufvermögen, steuerrechtlich bedingt (soweit übliche Höhe)
4890|Vorwegnahme künftiger Wertschwankungen im Umlaufvermögen (soweit übliche Höhe)
4900|Sonstige betriebliche Aufwendungen
4902|Interimskonto für Aufwendungen in einem anderen Land, bei denen eine Vorsteuervergütung möglich ist
4905|Sonstige Aufwendungen betrieblich und regelmäßig
4909|Fremdleistungen/Fremdarbeiten
4910|Porto
4920|Telefon
4925|Telefax und Internetkosten
4930|Bürobedarf
4940|Zeitschriften, Bücher (Fachliteratur)
4945|Fortbildungskosten
4946|Freiwillige Sozialleistungen
4948|Vergütungen an Mitunternehmer § 15 EStG
4949|Haftungsvergütung an Mitunternehmer § 15 EStG
4950|Rechts- und Beratungskosten
4955|Buchführungskosten
4957|Abschluss- und Prüfungskosten
4960|Mieten für Einrichtungen (bewegliche Wirtschaftsgüter)
4961|Pacht (bewegliche Wirtschaftsgüter)
4963|Aufwendungen für gemietete oder gepachtete bewegliche Wirtschaftsgüter, die gewerbesteuerlich hinzuzurechnen sind
4964|Aufwendungen für die zeitlich befristete Überlassung von Rechten (Lizenzen, Konzessionen)
4965|Mietleasing (bewegliche Wirtschaftsgüter, sonstige)
4966|Gewerbesteuerlich zu berücksichtigendes Mietleasing § 8 GewStG
4968|Gewerbesteuerlich nicht zu berücksichtigende Miete für Einrichtungen
4969|Aufwendungen für Abraum- und Abfallbeseitigung
4970|Nebenkosten des Geldverkehrs
4975|Aufwendungen aus Anteilen an Kapitalgesellschaften 100 % / 50 % nicht abzugsfähig (inländische Kapitalgesellschaften)
4976|Aufwendungen aus der Veräußerung von Anteilen an Kapitalgesellschaften 100 % / 50 % nicht abzugsfähig
4980|Betriebsbedarf
4985|Werkzeuge und Kleingeräte
4990|Kalkulatorischer Unternehmerlohn
4991|Kalkulatorische Miete und Pacht
4992|Kalkulatorische Zinsen
4993|Kalkulatorische Abschreibungen
4994|Kalkulatorische Wagnisse
4995|Kalkulatorischer Lohn für unentgeltliche Mitarbeiter
4996|Herstellungskosten
4997|Verwaltungskosten
4998|Vertriebskosten
4999|Gegenkonto 4996–4998
`;

const bestaendeErloeseVortraege = `
7000|Unfertige Erzeugnisse und Leistungen (Bestand)
7050|Unfertige Erzeugnisse (Bestand)
7080|Unfertige Leistungen (Bestand)
7090|In Ausführung befindliche Bauaufträge
7095|In Arbeit befindliche Aufträge
7100|Fertige Erzeugnisse und Waren (Bestand)
7110|Fertige Erzeugnisse (Bestand)
7140|Waren (Bestand)
8000|Umsatzerlöse (Sammelkonto)
8100|Steuerfreie Umsätze § 4 Nr. 8 ff. UStG
8105|Steuerfreie Umsätze nach § 4 Nr. 12 UStG (Vermietung und Verpachtung)
8110|Sonstige steuerfreie Umsätze Inland
8120|Steuerfreie Umsätze § 4 Nr. 1a UStG
8125|Steuerfreie innergemeinschaftliche Lieferungen § 4 Nr. 1b UStG
8128|Umsätze, für die der Leistungsempfänger die Steuer nach § 13b UStG schuldet
8130|Lieferungen des ersten Abnehmers bei innergemeinschaftlichen Dreiecksgeschäften § 25b Abs. 2 UStG
8135|Steuerfreie innergemeinschaftliche Lieferungen von Neufahrzeugen an Abnehmer ohne Umsatzsteuer-Identifikationsnummer
8140|Steuerfreie Umsätze Offshore-Steuerabkommen
8150|Sonstige steuerfreie Umsätze (z. B. § 4 Nr. 2–7 UStG)
8160|Steuerfreie Umsätze ohne Vorsteuerabzug zum Gesamtumsatz gehörend
8165|Steuerfreie Umsätze ohne Vorsteuerabzug zum Gesamtumsatz gehörend, § 4 UStG
8190|Erlöse, die mit den Durchschnittssätzen des § 24 UStG versteuert werden
8195|Erlöse als Kleinunternehmer i. S. d. § 19 Abs. 1 UStG
8196|Erlöse aus Geldspielautomaten 19 % USt|AM19
8200|Erlöse
8290|Erlöse 0 % USt
8300|Erlöse 7 % USt|AM7
8310|Erlöse aus im Inland steuerpflichtigen EU-Lieferungen 7 % USt|AM7
8315|Erlöse aus im Inland steuerpflichtigen EU-Lieferungen 19 % USt|AM19
8320|Erlöse aus im anderen EU-Land steuerpflichtigen Lieferungen
8331|Erlöse aus im anderen EU-Land steuerpflichtigen Leistungen
8336|Erlöse aus im anderen EU-Land steuerpflichtigen sonstigen Leistungen, für die der Leistungsempfänger die Umsatzsteuer schuldet
8337|Erlöse aus Leistungen, für die der Leistungsempfänger die Steuer nach § 13b UStG schuldet
8338|Erlöse aus im Drittland steuerbaren Leistungen, im Inland nicht steuerbare Umsätze
8339|Erlöse aus im anderen EU-Land steuerbaren Leistungen, im Inland nicht steuerbare Umsätze
8400|Erlöse 19 % USt|AM19
8500|Provisionserlöse
8504|Provisionserlöse, steuerfrei (§ 4 Nr. 8 ff. UStG)
8505|Provisionserlöse, steuerfrei (§ 4 Nr. 5 UStG)
8506|Provisionserlöse 7 % USt|AM7
8508|Provisionserlöse 19 % USt|AM19
8510|Provisionsumsätze
8514|Provisionsumsätze, steuerfrei (§ 4 Nr. 8 ff. UStG)
8515|Provisionsumsätze, steuerfrei (§ 4 Nr. 5 UStG)
8516|Provisionsumsätze 7 % USt|AM7
8519|Provisionsumsätze 19 % USt|AM19
8520|Erlöse Abfallverwertung
8540|Erlöse Leergut
8570|Sonstige Erträge aus Provisionen, Lizenzen und Patenten
8574|Sonstige Erträge aus Provisionen, Lizenzen und Patenten, steuerfrei § 4 Nr. 8 ff. UStG
8575|Sonstige Erträge aus Provisionen, Lizenzen und Patenten, steuerfrei § 4 Nr. 5 UStG
8576|Sonstige Erträge aus Provisionen, Lizenzen und Patenten 7 % USt|AM7
8579|Sonstige Erträge aus Provisionen, Lizenzen und Patenten 19 % USt|AM19
8580|Statistisches Konto Erlöse zum allgemeinen Umsatzsteuersatz (EÜR)
8581|Statistisches Konto Erlöse zum ermäßigten Umsatzsteuersatz (EÜR)
8582|Statistisches Konto Erlöse steuerfrei und nicht steuerbar (EÜR)
8589|Gegenkonto 8580–8582 bei Aufteilung der Erlöse nach Steuersätzen (EÜR)
8590|Verrechnete sonstige Sachbezüge (keine Waren)
8591|Sachbezüge 7 % USt (Waren)|AM7
8595|Sachbezüge 19 % USt (Waren)|AM19
8600|Sonstige Erlöse betrieblich und regelmäßig
8609|Sonstige Erlöse betrieblich und regelmäßig, steuerfrei § 4 Nr. 8 ff. UStG
8610|Verrechnete sonstige Sachbezüge
8611|Verrechnete sonstige Sachbezüge 19 % USt (z. B. Kfz-Gestellung)|AM19
8614|Verrechnete sonstige Sachbezüge ohne Umsatzsteuer
8625|Sonstige Erlöse betrieblich und regelmäßig, steuerfrei z. B. § 4 Nr. 2–7 UStG
8630|Sonstige Erlöse betrieblich und regelmäßig 7 % USt|AM7
8640|Sonstige Erlöse betrieblich und regelmäßig 19 % USt|AM19
8650|Erlöse Zinsen und Diskontspesen
8660|Erlöse Zinsen und Diskontspesen aus verbundenen Unternehmen
8700|Erlösschmälerungen
8705|Erlösschmälerungen aus steuerfreien Umsätzen § 4 Nr. 1a UStG
8710|Erlösschmälerungen 7 % USt|AM7
8720|Erlösschmälerungen 19 % USt|AM19
8724|Erlösschmälerungen aus steuerfreien innergemeinschaftlichen Lieferungen
8725|Erlösschmälerungen aus im Inland steuerpflichtigen EU-Lieferungen 7 % USt|AM7
8726|Erlösschmälerungen aus im Inland steuerpflichtigen EU-Lieferungen 19 % USt|AM19
8727|Erlösschmälerungen aus im anderen EU-Land steuerpflichtigen Lieferungen
8730|Gewährte Skonti
8731|Gewährte Skonti 7 % USt|AM7
8736|Gewährte Skonti 19 % USt|AM19
8738|Gewährte Skonti aus Lieferungen von Mobilfunkgeräten, für die der Leistungsempfänger die Umsatzsteuer nach § 13b UStG schuldet
8741|Gewährte Skonti aus Leistungen, für die der Leistungsempfänger die Umsatzsteuer nach § 13b UStG schuldet
8742|Gewährte Skonti aus Erlösen aus im anderen EU-Land steuerpflichtigen Leistungen, für die der Leistungsempfänger die Umsatzsteuer schuldet
8743|Gewährte Skonti aus steuerfreien innergemeinschaftlichen Lieferungen § 4 Nr. 1b UStG
8745|Gewährte Skonti aus im Inland steuerpflichtigen EU-Lieferungen
8746|Gewährte Skonti aus im Inland steuerpflichtigen EU-Lieferungen 7 % USt|AM7
8748|Gewährte Skonti aus im Inland steuerpflichtigen EU-Lieferungen 19 % USt|AM19
8750|Gewährte Boni 7 % USt|AM7
8760|Gewährte Boni 19 % USt|AM19
8769|Gewährte Boni
8770|Gewährte Rabatte
8780|Gewährte Rabatte 7 % USt|AM7
8790|Gewährte Rabatte 19 % USt|AM19
8800|Erlöse aus Verkäufen Sachanlagevermögen
8801|Erlöse aus Verkäufen Sachanlagevermögen 19 % USt (bei Buchverlust)|AM19
8807|Erlöse aus Verkäufen Sachanlagevermögen steuerfrei § 4 Nr. 1a UStG (bei Buchverlust)
8808|Erlöse aus Verkäufen Sachanlagevermögen steuerfrei § 4 Nr. 1b UStG (bei Buchverlust)
8817|Erlöse aus Verkäufen immaterieller Vermögensgegenstände (bei Buchverlust)
8818|Erlöse aus Verkäufen Finanzanlagen (bei Buchverlust)
8819|Erlöse aus Verkäufen Finanzanlagen 100 % / 50 % nicht abzugsfähig (bei Buchverlust)
8820|Erlöse aus Verkäufen Sachanlagevermögen 19 % USt (bei Buchgewinn)|AM19
8827|Erlöse aus Verkäufen Sachanlagevermögen steuerfrei § 4 Nr. 1a UStG (bei Buchgewinn)
8828|Erlöse aus Verkäufen Sachanlagevermögen steuerfrei § 4 Nr. 1b UStG (bei Buchgewinn)
8829|Erlöse aus Verkäufen Sachanlagevermögen (bei Buchgewinn)
8837|Erlöse aus Verkäufen immaterieller Vermögensgegenstände (bei Buchgewinn)
8838|Erlöse aus Verkäufen Finanzanlagen (bei Buchgewinn)
8839|Erlöse aus Verkäufen Finanzanlagen 100 % / 50 % steuerfrei (bei Buchgewinn)
8850|Erlöse aus Verkäufen von Wirtschaftsgütern des Umlaufvermögens 19 % USt für § 4 Abs. 3 Satz 4 EStG|AM19
8852|Erlöse aus Verkäufen von Wirtschaftsgütern des Umlaufvermögens, umsatzsteuerfrei § 4 Nr. 8 ff. UStG i. V. m. § 4 Abs. 3 Satz 4 EStG
8853|Erlöse aus Verkäufen von Wirtschaftsgütern des Umlaufvermögens nach § 4 Abs. 3 Satz 4 EStG
8900|Unentgeltliche Wertabgaben
8905|Entnahme von Gegenständen ohne USt
8906|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens ohne USt
8910|Entnahme durch den Unternehmer für Zwecke außerhalb des Unternehmens (Waren) 19 % USt|AM19
8915|Entnahme durch den Unternehmer für Zwecke außerhalb des Unternehmens (Waren) 7 % USt|AM7
8918|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens ohne USt (Telefon-Nutzung)
8919|Entnahme durch den Unternehmer für Zwecke außerhalb des Unternehmens (Waren) ohne USt
8920|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens 19 % USt|AM19
8921|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens 19 % USt (Kfz-Nutzung)|AM19
8922|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens 19 % USt (Telefon-Nutzung)|AM19
8924|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens ohne USt (Kfz-Nutzung)
8925|Unentgeltliche Erbringung einer sonstigen Leistung 19 % USt|AM19
8929|Unentgeltliche Erbringung einer sonstigen Leistung ohne USt
8930|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens 7 % USt|AM7
8932|Unentgeltliche Erbringung einer sonstigen Leistung 7 % USt|AM7
8935|Unentgeltliche Zuwendung von Gegenständen 19 % USt|AM19
8937|Unentgeltliche Zuwendung von Gegenständen 7 % USt|AM7
8939|Unentgeltliche Zuwendung von Gegenständen ohne USt
8940|Unentgeltliche Zuwendung von Waren 19 % USt|AM19
8945|Unentgeltliche Zuwendung von Waren 7 % USt|AM7
8949|Unentgeltliche Zuwendung von Waren ohne USt
8950|Nicht steuerbare Umsätze (Innenumsätze)
8955|Umsatzsteuervergütungen, z. B. nach § 24 UStG
8960|Bestandsveränderungen, unfertige Erzeugnisse
8970|Bestandsveränderungen, unfertige Leistungen
8975|Bestandsveränderungen, in Ausführung befindliche Bauaufträge
8977|Bestandsveränderungen, in Arbeit befindliche Aufträge
8980|Bestandsveränderungen, fertige Erzeugnisse
8990|Andere aktivierte Eigenleistungen
8994|Aktivierte Eigenleistungen zur Erstellung von selbst geschaffenen immateriellen Vermögensgegenständen
9000|Saldenvorträge, Sachkonten|KU
9008|Saldenvorträge, Debitoren|KU
9009|Saldenvorträge, Kreditoren|KU
9090|Summenvortragskonto|KU
9101|Verkaufstage
9102|Anzahl der Barkunden
9103|Beschäftigte Personen (Statistik)
9104|Unbezahlte Personen
9105|Verkaufskräfte
9106|Geschäftsraum m²
9107|Verkaufsraum m²
9116|Anzahl Rechnungen
9117|Anzahl Kreditkunden monatlich
9118|Anzahl Kreditkunden aufgelaufen
9120|Erweiterungsinvestitionen
9135|Auftragseingang im Geschäftsjahr
9140|Auftragsbestand
9190|Gegenkonto für statistische Mengeneinheiten
9199|Gegenkonto zu Konten 9120, 9135–9140
9200|Beschäftigte Personen
9201|Obligo aus Schuldübernahme
9202|Obligo aus Gewährleistungsverträgen
9209|Gegenkonto zu 9201–9203
9210|Produktive Löhne
9219|Gegenkonto zu 9210
9230|Baukostenzuschüsse
9231|Investitionsverbindlichkeiten bei den Leistungsverbindlichkeiten
9232|Investitionsverbindlichkeiten aus Sachanlagekäufen bei Leistungsverbindlichkeiten
9234|Investitionsverbindlichkeiten aus Käufen von immateriellen Vermögensgegenständen bei Leistungsverbindlichkeiten
9235|Investitionsverbindlichkeiten aus Käufen von Finanzanlagen bei Leistungsverbindlichkeiten
9239|Gegenkonto zu Konten 9230–9238
9240|Investitionsverbindlichkeiten bei den sonstigen Verbindlichkeiten
9241|Investitionsverbindlichkeiten aus Sachanlagekäufen bei den sonstigen Verbindlichkeiten
9244|Investitionsverbindlichkeiten aus Käufen von immateriellen Vermögensgegenständen bei den sonstigen Verbindlichkeiten
9245|Investitionsverbindlichkeiten aus Käufen von Finanzanlagen bei den sonstigen Verbindlichkeiten
9246|Forderungen aus Sachanlagenverkäufen bei sonstigen Vermögensgegenständen
9247|Forderungen aus Verkäufen immaterieller Vermögensgegenstände bei sonstigen Vermögensgegenständen
9248|Forderungen aus Verkäufen von Finanzanlagen bei sonstigen Vermögensgegenständen
9249|Gegenkonto zu Konten 9240–9248
9250|Eigenkapitalersetzende Gesellschafterdarlehen
9255|Ungesicherte Gesellschafterdarlehen mit Restlaufzeit größer 5 Jahre
9259|Gegenkonto zu 9250 und 9255
9260|Kurzfristige Rückstellungen
9262|Mittelfristige Rückstellungen
9264|Langfristige Rückstellungen, außer Pensionen
9269|Gegenkonto zu Konten 9260–9268
9270|Gegenkonto zu 9271–9279 (Soll-Buchung)
9271|Verbindlichkeiten aus der Begebung und Übertragung von Wechseln
9272|Verbindlichkeiten aus der Begebung und Übertragung von Wechseln gegenüber verbundenen Unternehmen
9273|Verbindlichkeiten aus Bürgschaften, Wechsel- und Scheckbürgschaften
9274|Verbindlichkeiten aus Bürgschaften, Wechsel- und Scheckbürgschaften gegenüber verbundenen Unternehmen
9275|Verbindlichkeiten aus Gewährleistungsverträgen
9276|Verbindlichkeiten aus Gewährleistungsverträgen gegenüber verbundenen Unternehmen
9277|Haftung aus der Bestellung von Sicherheiten für fremde Verbindlichkeiten
9278|Haftung aus der Bestellung von Sicherheiten für fremde Verbindlichkeiten gegenüber verbundenen Unternehmen
9279|Verpflichtungen aus Treuhandvermögen
9280|Gegenkonto zu 9281–9284
9281|Verpflichtungen aus Miet- und Leasingverträgen
9282|Verpflichtungen aus Miet- und Leasingverträgen gegenüber verbundenen Unternehmen
9283|Andere Verpflichtungen gemäß § 285 Nr. 3 HGB
9284|Andere Verpflichtungen gemäß § 285 Nr. 3 HGB gegenüber verbundenen Unternehmen
9290|Statistisches Konto steuerfreie Auslagen
9291|Gegenkonto zu 9290
9292|Statistisches Konto Fremdgeld
9293|Gegenkonto zu 9292
9295|Einlagen stiller Gesellschafter
9297|Steuerrechtlicher Ausgleichsposten
`;

/** The whole chart, one account per line. */
export const skr03Table = () =>
  [
    anlageUndKapital,
    finanzUndPrivat,
    abgrenzungUndWareneingang,
    betrieblicheAufwendungen,
    bestaendeErloeseVortraege,
  ].join('\n');
