/**
 * DATEV's standard chart SKR04 (balance-sheet structure), written as `number|name|function`: the
 * account numbers, names and tax functions of the published chart; function codes in `chart.models.ts`.
 */

const anlagevermoegen = `
0100|Entgeltlich erworbene Konzessionen, gewerbliche Schutzrechte und ähnliche Rechte und Werte sowie Lizenzen an solchen Rechten und Werten
0110|Konzessionen
0120|Gewerbliche Schutzrechte
0130|Ähnliche Rechte und Werte
0135|EDV-Software
0140|Lizenzen an gewerblichen Schutzrechten und ähnlichen Rechten und Werten
0143|Selbst geschaffene immaterielle Vermögensgegenstände
0144|EDV-Software (selbst geschaffen)
0145|Lizenzen und Franchiseverträge
0146|Konzessionen, gewerbliche Schutzrechte und ähnliche Rechte (selbst geschaffen)
0147|Rezepte, Verfahren, Prototypen
0148|Immaterielle Vermögensgegenstände in Entwicklung
0150|Geschäfts- oder Firmenwert
0160|Verschmelzungsmehrwert
0170|Geleistete Anzahlungen auf immaterielle Vermögensgegenstände
0179|Anzahlungen auf Geschäfts- oder Firmenwert
0200|Grundstücke, grundstücksgleiche Rechte und Bauten einschließlich der Bauten auf fremden Grundstücken
0210|Grundstücke und grundstücksgleiche Rechte ohne Bauten
0215|Unbebaute Grundstücke
0220|Grundstücksgleiche Rechte (Erbbaurecht, Dauerwohnrecht)
0225|Grundstücke mit Substanzverzehr
0229|Grundstücksanteil des häuslichen Arbeitszimmers
0230|Bauten auf eigenen Grundstücken und grundstücksgleichen Rechten
0235|Grundstückswerte eigener bebauter Grundstücke
0240|Geschäftsbauten
0250|Fabrikbauten
0260|Andere Bauten
0270|Garagen
0280|Außenanlagen für Geschäfts-, Fabrik- und andere Bauten
0285|Hof- und Wegebefestigungen
0290|Einrichtungen für Geschäfts-, Fabrik- und andere Bauten
0300|Wohnbauten
0305|Garagen (Wohnbauten)
0310|Außenanlagen (Wohnbauten)
0315|Hof- und Wegebefestigungen (Wohnbauten)
0320|Einrichtungen für Wohnbauten
0329|Gebäudeteil des häuslichen Arbeitszimmers
0330|Bauten auf fremden Grundstücken
0340|Geschäftsbauten auf fremden Grundstücken
0350|Fabrikbauten auf fremden Grundstücken
0360|Wohnbauten auf fremden Grundstücken
0370|Andere Bauten auf fremden Grundstücken
0380|Garagen auf fremden Grundstücken
0390|Außenanlagen auf fremden Grundstücken
0395|Hof- und Wegebefestigungen auf fremden Grundstücken
0398|Einrichtungen für Geschäfts-, Fabrik-, Wohn- und andere Bauten auf fremden Grundstücken
0400|Technische Anlagen und Maschinen
0420|Technische Anlagen
0440|Maschinen
0450|Transportanlagen und Ähnliches
0460|Maschinengebundene Werkzeuge
0470|Betriebsvorrichtungen
0500|Andere Anlagen, Betriebs- und Geschäftsausstattung
0510|Andere Anlagen
0520|Pkw
0540|Lkw
0560|Sonstige Transportmittel
0620|Werkzeuge
0640|Ladeneinrichtung
0650|Büroeinrichtung
0660|Gerüst- und Schalungsmaterial
0670|Geringwertige Wirtschaftsgüter
0675|Wirtschaftsgüter (Sammelposten)
0680|Einbauten in fremde Grundstücke
0690|Sonstige Betriebs- und Geschäftsausstattung
0700|Geleistete Anzahlungen und Anlagen im Bau
0705|Anzahlungen auf Grundstücke und grundstücksgleiche Rechte ohne Bauten
0710|Geschäfts-, Fabrik- und andere Bauten im Bau auf eigenen Grundstücken
0720|Anzahlungen auf Geschäfts-, Fabrik- und andere Bauten auf eigenen Grundstücken
0725|Wohnbauten im Bau auf eigenen Grundstücken
0735|Anzahlungen auf Wohnbauten auf eigenen Grundstücken
0740|Geschäfts-, Fabrik- und andere Bauten im Bau auf fremden Grundstücken
0750|Anzahlungen auf Geschäfts-, Fabrik- und andere Bauten auf fremden Grundstücken
0755|Wohnbauten im Bau auf fremden Grundstücken
0765|Anzahlungen auf Wohnbauten auf fremden Grundstücken
0770|Technische Anlagen und Maschinen im Bau
0780|Anzahlungen auf technische Anlagen und Maschinen
0785|Andere Anlagen, Betriebs- und Geschäftsausstattung im Bau
0795|Anzahlungen auf andere Anlagen, Betriebs- und Geschäftsausstattung
0800|Anteile an verbundenen Unternehmen
0803|Anteile an verbundenen Unternehmen, Personengesellschaften
0804|Anteile an verbundenen Unternehmen, Kapitalgesellschaften
0805|Anteile an herrschender oder mit Mehrheit beteiligter Gesellschaft
0810|Ausleihungen an verbundene Unternehmen
0820|Beteiligungen
0829|Beteiligung einer GmbH & Co. KG an einer Komplementär-GmbH
0830|Typisch stille Beteiligungen
0840|Atypisch stille Beteiligungen
0850|Andere Beteiligungen an Kapitalgesellschaften
0860|Andere Beteiligungen an Personengesellschaften
0880|Ausleihungen an Unternehmen, mit denen ein Beteiligungsverhältnis besteht
0900|Wertpapiere des Anlagevermögens
0910|Wertpapiere mit Gewinnbeteiligungsansprüchen
0920|Festverzinsliche Wertpapiere
0930|Sonstige Ausleihungen
0940|Darlehen
0960|Ausleihungen an Gesellschafter
0970|Ausleihungen an nahe stehende Personen
0980|Genossenschaftsanteile zum langfristigen Verbleib
0990|Rückdeckungsansprüche aus Lebensversicherungen zum langfristigen Verbleib
`;

const umlaufvermoegen = `
1000|Roh-, Hilfs- und Betriebsstoffe (Bestand)
1040|Unfertige Erzeugnisse und Leistungen (Bestand)
1050|Unfertige Erzeugnisse (Bestand)
1080|Unfertige Leistungen (Bestand)
1090|In Ausführung befindliche Bauaufträge
1095|In Arbeit befindliche Aufträge
1100|Fertige Erzeugnisse und Waren (Bestand)
1110|Fertige Erzeugnisse (Bestand)
1140|Waren (Bestand)
1180|Geleistete Anzahlungen auf Vorräte
1181|Geleistete Anzahlungen, 7 % Vorsteuer|AV7
1186|Geleistete Anzahlungen, 19 % Vorsteuer|AV19
1190|Erhaltene Anzahlungen auf Bestellungen (von Vorräten offen abgesetzt)
1200|Forderungen aus Lieferungen und Leistungen|KU
1210|Forderungen aus Lieferungen und Leistungen ohne Kontokorrent
1215|Forderungen aus Lieferungen und Leistungen zum allgemeinen Umsatzsteuersatz oder eines Kleinunternehmers (EÜR)
1216|Forderungen aus Lieferungen und Leistungen zum ermäßigten Umsatzsteuersatz (EÜR)
1217|Forderungen aus steuerfreien oder nicht steuerbaren Lieferungen und Leistungen (EÜR)
1218|Forderungen aus Lieferungen und Leistungen nach Durchschnittssätzen gemäß § 24 UStG (EÜR)
1219|Gegenkonto 1215–1218 bei Aufteilung der Forderungen nach Steuersätzen (EÜR)
1220|Forderungen nach § 11 Abs. 1 Satz 2 EStG für § 4 Abs. 3 EStG
1221|Forderungen aus Lieferungen und Leistungen ohne Kontokorrent, Restlaufzeit bis 1 Jahr
1225|Forderungen aus Lieferungen und Leistungen ohne Kontokorrent, Restlaufzeit größer 1 Jahr
1230|Wechsel aus Lieferungen und Leistungen
1231|Wechsel aus Lieferungen und Leistungen, Restlaufzeit bis 1 Jahr
1232|Wechsel aus Lieferungen und Leistungen, Restlaufzeit größer 1 Jahr
1235|Wechsel aus Lieferungen und Leistungen, bundesbankfähig
1240|Zweifelhafte Forderungen
1241|Zweifelhafte Forderungen, Restlaufzeit bis 1 Jahr
1245|Zweifelhafte Forderungen, Restlaufzeit größer 1 Jahr
1246|Einzelwertberichtigungen auf Forderungen mit einer Restlaufzeit bis zu 1 Jahr
1247|Einzelwertberichtigungen auf Forderungen mit einer Restlaufzeit von mehr als 1 Jahr
1248|Pauschalwertberichtigung auf Forderungen mit einer Restlaufzeit bis zu 1 Jahr
1249|Pauschalwertberichtigung auf Forderungen mit einer Restlaufzeit von mehr als 1 Jahr
1250|Forderungen aus Lieferungen und Leistungen gegen Gesellschafter
1251|Forderungen aus Lieferungen und Leistungen gegen Gesellschafter, Restlaufzeit bis 1 Jahr
1255|Forderungen aus Lieferungen und Leistungen gegen Gesellschafter, Restlaufzeit größer 1 Jahr
1258|Gegenkonto zu sonstigen Vermögensgegenständen bei Buchungen über Debitorenkonto
1259|Gegenkonto 1221–1229, 1250–1257, 1270–1279, 1290–1297 bei Aufteilung Debitorenkonto
1260|Forderungen gegen verbundene Unternehmen
1261|Forderungen gegen verbundene Unternehmen, Restlaufzeit bis 1 Jahr
1265|Forderungen gegen verbundene Unternehmen, Restlaufzeit größer 1 Jahr
1266|Besitzwechsel gegen verbundene Unternehmen
1267|Besitzwechsel gegen verbundene Unternehmen, Restlaufzeit bis 1 Jahr
1268|Besitzwechsel gegen verbundene Unternehmen, Restlaufzeit größer 1 Jahr
1269|Besitzwechsel gegen verbundene Unternehmen, bundesbankfähig
1270|Forderungen aus Lieferungen und Leistungen gegen verbundene Unternehmen
1271|Forderungen aus Lieferungen und Leistungen gegen verbundene Unternehmen, Restlaufzeit bis 1 Jahr
1275|Forderungen aus Lieferungen und Leistungen gegen verbundene Unternehmen, Restlaufzeit größer 1 Jahr
1276|Wertberichtigungen auf Forderungen mit einer Restlaufzeit bis zu 1 Jahr gegen verbundene Unternehmen
1277|Wertberichtigungen auf Forderungen mit einer Restlaufzeit von mehr als 1 Jahr gegen verbundene Unternehmen
1280|Forderungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1281|Forderungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit bis 1 Jahr
1285|Forderungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit größer 1 Jahr
1286|Besitzwechsel gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1287|Besitzwechsel gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit bis 1 Jahr
1288|Besitzwechsel gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit größer 1 Jahr
1289|Besitzwechsel gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, bundesbankfähig
1290|Forderungen aus Lieferungen und Leistungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1291|Forderungen aus Lieferungen und Leistungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit bis 1 Jahr
1295|Forderungen aus Lieferungen und Leistungen gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit größer 1 Jahr
1296|Wertberichtigungen auf Forderungen mit einer Restlaufzeit bis zu 1 Jahr gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1297|Wertberichtigungen auf Forderungen mit einer Restlaufzeit von mehr als 1 Jahr gegen Unternehmen, mit denen ein Beteiligungsverhältnis besteht
1298|Ausstehende Einlagen auf das gezeichnete Kapital, eingefordert
1299|Eingeforderte Nachschüsse (Gegenkonto 2929)
1300|Sonstige Vermögensgegenstände
1301|Sonstige Vermögensgegenstände, Restlaufzeit bis 1 Jahr
1305|Sonstige Vermögensgegenstände, Restlaufzeit größer 1 Jahr
1310|Forderungen gegen Vorstandsmitglieder und Geschäftsführer
1311|Forderungen gegen Vorstandsmitglieder und Geschäftsführer, Restlaufzeit bis 1 Jahr
1315|Forderungen gegen Vorstandsmitglieder und Geschäftsführer, Restlaufzeit größer 1 Jahr
1320|Forderungen gegen Aufsichtsrats- und Beirats-Mitglieder
1321|Forderungen gegen Aufsichtsrats- und Beirats-Mitglieder, Restlaufzeit bis 1 Jahr
1325|Forderungen gegen Aufsichtsrats- und Beirats-Mitglieder, Restlaufzeit größer 1 Jahr
1330|Forderungen gegen Gesellschafter
1331|Forderungen gegen Gesellschafter, Restlaufzeit bis 1 Jahr
1335|Forderungen gegen Gesellschafter, Restlaufzeit größer 1 Jahr
1337|Forderungen gegen Krankenkassen aus Aufwendungsausgleichsgesetz
1340|Forderungen gegen Personal aus Lohn- und Gehaltsabrechnung
1341|Forderungen gegen Personal aus Lohn- und Gehaltsabrechnung, Restlaufzeit bis 1 Jahr
1345|Forderungen gegen Personal aus Lohn- und Gehaltsabrechnung, Restlaufzeit größer 1 Jahr
1350|Kautionen
1351|Kautionen, Restlaufzeit bis 1 Jahr
1355|Kautionen, Restlaufzeit größer 1 Jahr
1360|Darlehen (Forderungen)
1361|Darlehen, Restlaufzeit bis 1 Jahr
1365|Darlehen, Restlaufzeit größer 1 Jahr
1370|Durchlaufende Posten
1374|Fremdgeld
1375|Agenturwarenabrechnung (Forderungen)
1376|Nachträglich abziehbare Vorsteuer, § 15a Abs. 2 UStG|VS
1377|Zurückzuzahlende Vorsteuer, § 15a Abs. 2 UStG|VS
1378|Ansprüche aus Rückdeckungsversicherungen
1380|Vermögensgegenstände zur Saldierung mit Pensionsrückstellungen und ähnlichen Verpflichtungen zum langfristigen Verbleib
1381|Vermögensgegenstände zur Erfüllung von mit der Altersversorgung vergleichbaren langfristigen Verpflichtungen
1382|Vermögensgegenstände zur Saldierung mit der Altersversorgung vergleichbaren langfristigen Verpflichtungen
1390|GmbH-Anteile zum kurzfristigen Verbleib
1395|Genossenschaftsanteile zum kurzfristigen Verbleib
1396|Nachträglich abziehbare Vorsteuer, § 15a Abs. 1 UStG, bewegliche Wirtschaftsgüter|VS
1397|Zurückzuzahlende Vorsteuer, § 15a Abs. 1 UStG, bewegliche Wirtschaftsgüter|VS
1398|Nachträglich abziehbare Vorsteuer, § 15a Abs. 1 UStG, unbewegliche Wirtschaftsgüter|VS
1399|Zurückzuzahlende Vorsteuer, § 15a Abs. 1 UStG, unbewegliche Wirtschaftsgüter|VS
1400|Abziehbare Vorsteuer|VS
1401|Abziehbare Vorsteuer 7 %|VS7
1402|Abziehbare Vorsteuer aus innergemeinschaftlichem Erwerb|VS
1404|Abziehbare Vorsteuer aus innergemeinschaftlichem Erwerb 19 %|VS19
1406|Abziehbare Vorsteuer 19 %|VS19
1407|Abziehbare Vorsteuer nach § 13b UStG 19 %|VS19
1408|Abziehbare Vorsteuer nach § 13b UStG|VS
1410|Aufzuteilende Vorsteuer|VS
1411|Aufzuteilende Vorsteuer 7 %|VS7
1412|Aufzuteilende Vorsteuer aus innergemeinschaftlichem Erwerb|VS
1413|Aufzuteilende Vorsteuer aus innergemeinschaftlichem Erwerb 19 %|VS19
1416|Aufzuteilende Vorsteuer 19 %|VS19
1417|Aufzuteilende Vorsteuer nach §§ 13a/13b UStG|VS
1418|Aufzuteilende Vorsteuer nach §§ 13a/13b UStG 19 %|VS19
1420|Umsatzsteuerforderungen
1421|Umsatzsteuerforderungen laufendes Jahr
1422|Umsatzsteuerforderungen Vorjahr
1425|Umsatzsteuerforderungen frühere Jahre
1427|Forderungen aus entrichteten Verbrauchsteuern
1431|Abziehbare Vorsteuer aus der Auslagerung von Gegenständen aus einem Umsatzsteuerlager|VS
1432|Abziehbare Vorsteuer aus innergemeinschaftlichem Erwerb von Neufahrzeugen|VS
1433|Bezahlte Einfuhrumsatzsteuer|VS
1434|Vorsteuer im Folgejahr abziehbar|VS
1435|Steuerüberzahlungen
1436|Steuererstattungsansprüche gegenüber anderen EU-Ländern
1450|Körperschaftsteuerrückforderung
1456|Forderungen an das Finanzamt aus abgeführtem Bauabzugsbetrag
1460|Geldtransit
1480|Gegenkonto Vorsteuer § 4 Abs. 3 EStG|VS
1481|Auflösung Vorsteuer aus Vorjahr § 4 Abs. 3 EStG|VS
1482|Vorsteuer aus Investitionen § 4 Abs. 3 EStG|VS
1483|Gegenkonto für Vorsteuer nach Durchschnittssätzen für § 4 Abs. 3 EStG|VS
1484|Vorsteuer nach allgemeinen Durchschnittssätzen|VS
1485|Verrechnungskonto Gewinnermittlung § 4 Abs. 3 EStG, ergebniswirksam
1486|Verrechnungskonto Gewinnermittlung § 4 Abs. 3 EStG, nicht ergebniswirksam
1490|Verrechnungskonto Ist-Versteuerung
1495|Verrechnungskonto erhaltene Anzahlungen bei Buchung über Debitorenkonto
1498|Überleitungskonto Kostenstellen
1500|Anteile an verbundenen Unternehmen (Umlaufvermögen)
1504|Anteile an herrschender oder mit Mehrheit beteiligter Gesellschaft (Umlaufvermögen)
1510|Sonstige Wertpapiere
1520|Finanzwechsel
1525|Andere Wertpapiere mit unwesentlichen Wertschwankungen
1530|Wertpapieranlagen im Rahmen der kurzfristigen Finanzdisposition
1550|Schecks
1600|Kasse
1610|Nebenkasse 1
1620|Nebenkasse 2
1700|Postbank
1710|Postbank 1
1720|Postbank 2
1730|Postbank 3
1780|LZB-Guthaben
1790|Bundesbankguthaben
1800|Bank
1810|Bank 1
1820|Bank 2
1830|Bank 3
1840|Bank 4
1850|Bank 5
1890|Finanzmittelanlagen im Rahmen der kurzfristigen Finanzdisposition (nicht im Finanzmittelfonds enthalten)
1895|Verbindlichkeiten gegenüber Kreditinstituten (nicht im Finanzmittelfonds enthalten)
1900|Aktive Rechnungsabgrenzung
1920|Als Aufwand berücksichtigte Zölle und Verbrauchsteuern auf Vorräte
1930|Als Aufwand berücksichtigte Umsatzsteuer auf Anzahlungen
1940|Damnum/Disagio
1950|Aktive latente Steuern
`;

const eigenUndFremdkapital = `
2000|Festkapital
2010|Variables Kapital
2020|Gesellschafter-Darlehen (Vollhafter)
2050|Kommandit-Kapital
2060|Verlustausgleichskonto
2070|Gesellschafter-Darlehen (Teilhafter)
2100|Privatentnahmen allgemein
2150|Privatsteuern
2200|Sonderausgaben beschränkt abzugsfähig
2230|Sonderausgaben unbeschränkt abzugsfähig
2250|Zuwendungen, Spenden
2280|Außergewöhnliche Belastungen
2300|Grundstücksaufwand
2349|Grundstücksaufwand (Umsatzsteuerschlüssel möglich)
2350|Grundstücksertrag
2399|Grundstücksertrag (Umsatzsteuerschlüssel möglich)
2400|Unentgeltliche Wertabgaben
2500|Privateinlagen
2900|Gezeichnetes Kapital
2910|Ausstehende Einlagen auf das gezeichnete Kapital, nicht eingefordert
2920|Kapitalrücklage
2925|Kapitalrücklage durch Ausgabe von Anteilen über Nennbetrag
2926|Kapitalrücklage durch Ausgabe von Schuldverschreibungen für Wandlungsrechte und Optionsrechte
2927|Kapitalrücklage durch Zuzahlungen gegen Gewährung eines Vorzugs für Anteile
2928|Kapitalrücklage durch andere Zuzahlungen in das Eigenkapital
2929|Eingefordertes Nachschusskapital (Gegenkonto 1299)
2930|Gesetzliche Rücklage
2935|Rücklage für Anteile an einem herrschenden oder mehrheitlich beteiligten Unternehmen
2950|Satzungsmäßige Rücklagen
2960|Andere Gewinnrücklagen
2962|Eigenkapitalanteil von Wertaufholungen
2963|Gewinnrücklagen aus den Übergangsvorschriften BilMoG
2970|Gewinnvortrag vor Verwendung
2978|Verlustvortrag vor Verwendung
2979|Vortrag auf neue Rechnung (Bilanz)
2980|Sonderposten mit Rücklageanteil, steuerfreie Rücklagen
2981|Sonderposten mit Rücklageanteil nach § 6b EStG
2982|Sonderposten mit Rücklageanteil, Rücklage für Ersatzbeschaffung R 6.6 EStR
2983|Sonderposten mit Rücklageanteil nach § 7g EStG a. F.
2988|Sonderposten mit Rücklageanteil nach § 52 Abs. 16 EStG
2990|Sonderposten mit Rücklageanteil, Sonderabschreibungen
2995|Ausgleichsposten bei Entnahmen § 4g EStG
2997|Sonderposten für Investitionszulagen
2998|Sonderposten für Investitionszuschüsse zum Anlagevermögen
2999|Sonderposten für Zuschüsse und Zulagen
3000|Rückstellungen für Pensionen und ähnliche Verpflichtungen
3009|Rückstellungen für Pensionen und ähnliche Verpflichtungen gegenüber Gesellschaftern
3010|Rückstellungen für Direktzusagen
3011|Rückstellungen für Zuschussverpflichtungen für Pensionskassen und Lebensversicherungen
3015|Rückstellungen für pensionsähnliche Verpflichtungen
3020|Steuerrückstellungen
3030|Gewerbesteuerrückstellung
3035|Gewerbesteuerrückstellung nach § 4 Abs. 5b EStG
3040|Körperschaftsteuerrückstellung
3060|Rückstellungen für latente Steuern
3065|Passive latente Steuern
3070|Sonstige Rückstellungen
3074|Rückstellungen für Personalkosten
3075|Rückstellungen für unterlassene Aufwendungen für Instandhaltung, Nachholung in den ersten drei Monaten
3076|Rückstellungen für unterlassene Aufwendungen für Instandhaltung, Nachholung innerhalb des 4. bis 12. Monats
3079|Urlaubsrückstellungen
3080|Rückstellungen für Abraum- und Abfallbeseitigung
3085|Rückstellungen für Umweltschutz
3090|Rückstellungen für Gewährleistungen (Gegenkonto 6790)
3092|Rückstellungen für drohende Verluste aus schwebenden Geschäften
3095|Rückstellungen für Abschluss- und Prüfungskosten
3096|Rückstellungen zur Erfüllung der Aufbewahrungspflichten
3098|Aufwandsrückstellungen gemäß § 249 Abs. 2 HGB a. F.
3100|Anleihen nicht konvertibel
3101|Anleihen nicht konvertibel, Restlaufzeit bis 1 Jahr
3105|Anleihen nicht konvertibel, Restlaufzeit 1 bis 5 Jahre
3110|Anleihen nicht konvertibel, Restlaufzeit größer 5 Jahre
3120|Anleihen konvertibel
3121|Anleihen konvertibel, Restlaufzeit bis 1 Jahr
3125|Anleihen konvertibel, Restlaufzeit 1 bis 5 Jahre
3130|Anleihen konvertibel, Restlaufzeit größer 5 Jahre
3150|Verbindlichkeiten gegenüber Kreditinstituten
3151|Verbindlichkeiten gegenüber Kreditinstituten, Restlaufzeit bis 1 Jahr
3160|Verbindlichkeiten gegenüber Kreditinstituten, Restlaufzeit 1 bis 5 Jahre
3170|Verbindlichkeiten gegenüber Kreditinstituten, Restlaufzeit größer 5 Jahre
3180|Verbindlichkeiten gegenüber Kreditinstituten aus Teilzahlungsverträgen
3181|Verbindlichkeiten gegenüber Kreditinstituten aus Teilzahlungsverträgen, Restlaufzeit bis 1 Jahr
3190|Verbindlichkeiten gegenüber Kreditinstituten aus Teilzahlungsverträgen, Restlaufzeit 1 bis 5 Jahre
3200|Verbindlichkeiten gegenüber Kreditinstituten aus Teilzahlungsverträgen, Restlaufzeit größer 5 Jahre
3210|Gegenkonto 3150–3209 bei Aufteilung der Konten 3220–3229
3250|Erhaltene Anzahlungen auf Bestellungen
3260|Erhaltene, versteuerte Anzahlungen 7 % USt (Verbindlichkeiten)|AM7
3272|Erhaltene, versteuerte Anzahlungen 19 % USt (Verbindlichkeiten)|AM19
3280|Erhaltene Anzahlungen, Restlaufzeit bis 1 Jahr
3284|Erhaltene Anzahlungen, Restlaufzeit 1 bis 5 Jahre
3285|Erhaltene Anzahlungen, Restlaufzeit größer 5 Jahre
3300|Verbindlichkeiten aus Lieferungen und Leistungen|KU
3305|Verbindlichkeiten aus Lieferungen und Leistungen zum allgemeinen Umsatzsteuersatz (EÜR)
3306|Verbindlichkeiten aus Lieferungen und Leistungen zum ermäßigten Umsatzsteuersatz (EÜR)
3307|Verbindlichkeiten aus Lieferungen und Leistungen ohne Vorsteuer (EÜR)
3309|Gegenkonto 3305–3307 bei Aufteilung der Verbindlichkeiten nach Steuersätzen (EÜR)
3310|Verbindlichkeiten aus Lieferungen und Leistungen ohne Kontokorrent
3334|Verbindlichkeiten aus Lieferungen und Leistungen für Investitionen für § 4 Abs. 3 EStG
3335|Verbindlichkeiten aus Lieferungen und Leistungen ohne Kontokorrent, Restlaufzeit bis 1 Jahr
3337|Verbindlichkeiten aus Lieferungen und Leistungen ohne Kontokorrent, Restlaufzeit 1 bis 5 Jahre
3338|Verbindlichkeiten aus Lieferungen und Leistungen ohne Kontokorrent, Restlaufzeit größer 5 Jahre
3340|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Gesellschaftern
3341|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Gesellschaftern, Restlaufzeit bis 1 Jahr
3345|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Gesellschaftern, Restlaufzeit 1 bis 5 Jahre
3348|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Gesellschaftern, Restlaufzeit größer 5 Jahre
3349|Gegenkonto 3335–3348, 3420–3449, 3470–3499 bei Aufteilung Kreditorenkonto
3350|Wechselverbindlichkeiten (Schuldwechsel)
3351|Wechselverbindlichkeiten, Restlaufzeit bis 1 Jahr
3380|Wechselverbindlichkeiten, Restlaufzeit 1 bis 5 Jahre
3390|Wechselverbindlichkeiten, Restlaufzeit größer 5 Jahre
3400|Verbindlichkeiten gegenüber verbundenen Unternehmen
3401|Verbindlichkeiten gegenüber verbundenen Unternehmen, Restlaufzeit bis 1 Jahr
3405|Verbindlichkeiten gegenüber verbundenen Unternehmen, Restlaufzeit 1 bis 5 Jahre
3410|Verbindlichkeiten gegenüber verbundenen Unternehmen, Restlaufzeit größer 5 Jahre
3420|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber verbundenen Unternehmen
3421|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber verbundenen Unternehmen, Restlaufzeit bis 1 Jahr
3425|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber verbundenen Unternehmen, Restlaufzeit 1 bis 5 Jahre
3430|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber verbundenen Unternehmen, Restlaufzeit größer 5 Jahre
3450|Verbindlichkeiten gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht
3451|Verbindlichkeiten gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit bis 1 Jahr
3455|Verbindlichkeiten gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit 1 bis 5 Jahre
3460|Verbindlichkeiten gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit größer 5 Jahre
3470|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht
3471|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit bis 1 Jahr
3475|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit 1 bis 5 Jahre
3480|Verbindlichkeiten aus Lieferungen und Leistungen gegenüber Unternehmen, mit denen ein Beteiligungsverhältnis besteht, Restlaufzeit größer 5 Jahre
3500|Sonstige Verbindlichkeiten
3501|Sonstige Verbindlichkeiten, Restlaufzeit bis 1 Jahr
3504|Sonstige Verbindlichkeiten, Restlaufzeit 1 bis 5 Jahre
3507|Sonstige Verbindlichkeiten, Restlaufzeit größer 5 Jahre
3509|Sonstige Verbindlichkeiten nach § 11 Abs. 2 Satz 2 EStG für § 4 Abs. 3 EStG
3510|Verbindlichkeiten gegenüber Gesellschaftern
3511|Verbindlichkeiten gegenüber Gesellschaftern, Restlaufzeit bis 1 Jahr
3514|Verbindlichkeiten gegenüber Gesellschaftern, Restlaufzeit 1 bis 5 Jahre
3517|Verbindlichkeiten gegenüber Gesellschaftern, Restlaufzeit größer 5 Jahre
3519|Verbindlichkeiten gegenüber Gesellschaftern für offene Ausschüttungen
3520|Darlehen typisch stiller Gesellschafter
3521|Darlehen typisch stiller Gesellschafter, Restlaufzeit bis 1 Jahr
3524|Darlehen typisch stiller Gesellschafter, Restlaufzeit 1 bis 5 Jahre
3527|Darlehen typisch stiller Gesellschafter, Restlaufzeit größer 5 Jahre
3530|Darlehen atypisch stiller Gesellschafter
3531|Darlehen atypisch stiller Gesellschafter, Restlaufzeit bis 1 Jahr
3534|Darlehen atypisch stiller Gesellschafter, Restlaufzeit 1 bis 5 Jahre
3537|Darlehen atypisch stiller Gesellschafter, Restlaufzeit größer 5 Jahre
3540|Partiarische Darlehen
3541|Partiarische Darlehen, Restlaufzeit bis 1 Jahr
3544|Partiarische Darlehen, Restlaufzeit 1 bis 5 Jahre
3547|Partiarische Darlehen, Restlaufzeit größer 5 Jahre
3550|Erhaltene Kautionen
3551|Erhaltene Kautionen, Restlaufzeit bis 1 Jahr
3554|Erhaltene Kautionen, Restlaufzeit 1 bis 5 Jahre
3557|Erhaltene Kautionen, Restlaufzeit größer 5 Jahre
3560|Darlehen (Verbindlichkeiten)
3561|Darlehen, Restlaufzeit bis 1 Jahr (Verbindlichkeiten)
3564|Darlehen, Restlaufzeit 1 bis 5 Jahre (Verbindlichkeiten)
3567|Darlehen, Restlaufzeit größer 5 Jahre (Verbindlichkeiten)
3600|Agenturwarenabrechnungen (Verbindlichkeiten)
3610|Kreditkartenabrechnung
3620|Gewinnverfügungskonto stiller Gesellschafter
3630|Sonstige Verrechnungskonten (Interimskonten)
3695|Verrechnungskonto geleistete Anzahlungen bei Buchung über Kreditorenkonto
3700|Verbindlichkeiten aus Steuern und Abgaben
3701|Verbindlichkeiten aus Steuern und Abgaben, Restlaufzeit bis 1 Jahr
3710|Verbindlichkeiten aus Steuern und Abgaben, Restlaufzeit 1 bis 5 Jahre
3715|Verbindlichkeiten aus Steuern und Abgaben, Restlaufzeit größer 5 Jahre
3720|Verbindlichkeiten aus Lohn und Gehalt
3725|Verbindlichkeiten für Einbehaltungen von Arbeitnehmern
3726|Verbindlichkeiten an das Finanzamt aus abzuführendem Bauabzugsbetrag
3730|Verbindlichkeiten aus Lohn- und Kirchensteuer
3740|Verbindlichkeiten im Rahmen der sozialen Sicherheit
3741|Verbindlichkeiten im Rahmen der sozialen Sicherheit, Restlaufzeit bis 1 Jahr
3750|Verbindlichkeiten im Rahmen der sozialen Sicherheit, Restlaufzeit 1 bis 5 Jahre
3755|Verbindlichkeiten im Rahmen der sozialen Sicherheit, Restlaufzeit größer 5 Jahre
3759|Voraussichtliche Beitragsschuld gegenüber den Sozialversicherungsträgern
3760|Verbindlichkeiten aus Einbehaltungen (Kapitalertragsteuer und Solidaritätszuschlag)
3761|Verbindlichkeiten für Verbrauchsteuern
3770|Verbindlichkeiten aus Vermögensbildung
3771|Verbindlichkeiten aus Vermögensbildung, Restlaufzeit bis 1 Jahr
3780|Verbindlichkeiten aus Vermögensbildung, Restlaufzeit 1 bis 5 Jahre
3785|Verbindlichkeiten aus Vermögensbildung, Restlaufzeit größer 5 Jahre
3790|Lohn- und Gehaltsverrechnung
3791|Lohn- und Gehaltsverrechnung § 11 Abs. 2 EStG für § 4 Abs. 3 EStG
3796|Verbindlichkeiten im Rahmen der sozialen Sicherheit für § 4 Abs. 3 EStG
3798|Umsatzsteuer aus im anderen EU-Land steuerpflichtigen Lieferungen|US
3799|Umsatzsteuer aus im anderen EU-Land steuerpflichtigen sonstigen Leistungen/Werklieferungen|US
3800|Umsatzsteuer|US
3801|Umsatzsteuer 7 %|US7
3802|Umsatzsteuer aus innergemeinschaftlichem Erwerb|US
3804|Umsatzsteuer aus innergemeinschaftlichem Erwerb 19 %|US19
3806|Umsatzsteuer 19 %|US19
3807|Umsatzsteuer aus im Inland steuerpflichtigen EU-Lieferungen|US
3808|Umsatzsteuer aus im Inland steuerpflichtigen EU-Lieferungen 19 %|US19
3809|Umsatzsteuer aus innergemeinschaftlichem Erwerb ohne Vorsteuerabzug|US
3810|Umsatzsteuer nicht fällig|US
3811|Umsatzsteuer nicht fällig 7 %|US7
3812|Umsatzsteuer nicht fällig aus im Inland steuerpflichtigen EU-Lieferungen|US
3813|Umsatzsteuer nicht fällig aus im Inland steuerpflichtigen EU-Lieferungen 19 %|US19
3814|Umsatzsteuer nicht fällig aus im anderen EU-Land steuerpflichtigen Lieferungen|US
3816|Umsatzsteuer nicht fällig 19 %|US19
3818|Umsatzsteuer aus Erwerb als letzter Abnehmer innerhalb eines Dreiecksgeschäfts|US
3819|Umsatzsteuer aus der Auslagerung von Gegenständen aus einem Umsatzsteuerlager|US
3820|Umsatzsteuer-Vorauszahlungen
3830|Umsatzsteuer-Vorauszahlung 1/11
3832|Nachsteuer, UStVA Kz. 65|US
3834|Umsatzsteuer aus innergemeinschaftlichem Erwerb von Neufahrzeugen von Lieferanten ohne Umsatzsteuer-Identifikationsnummer|US
3835|Umsatzsteuer nach § 13b UStG|US
3837|Umsatzsteuer nach § 13b UStG 19 %|US19
3839|In Rechnung unrichtig oder unberechtigt ausgewiesene Steuerbeträge, UStVA Kz. 69|US
3840|Umsatzsteuer laufendes Jahr
3841|Umsatzsteuer Vorjahr
3845|Umsatzsteuer frühere Jahre
3850|Einfuhrumsatzsteuer aufgeschoben bis
3854|Steuerzahlungen an andere EU-Länder
3860|Ausgegebene Geschenkgutscheine
3900|Passive Rechnungsabgrenzung
3950|Abgrenzungen zur unterjährigen Kostenverrechnung für BWA
`;

const betrieblicheErtraege = `
4000|Umsatzerlöse (Sammelkonto)
4100|Steuerfreie Umsätze § 4 Nr. 8 ff. UStG
4105|Steuerfreie Umsätze nach § 4 Nr. 12 UStG (Vermietung und Verpachtung)
4110|Sonstige steuerfreie Umsätze Inland
4120|Steuerfreie Umsätze § 4 Nr. 1a UStG
4125|Steuerfreie innergemeinschaftliche Lieferungen § 4 Nr. 1b UStG
4130|Lieferungen des ersten Abnehmers bei innergemeinschaftlichen Dreiecksgeschäften § 25b Abs. 2 UStG
4135|Steuerfreie innergemeinschaftliche Lieferungen von Neufahrzeugen an Abnehmer ohne Umsatzsteuer-Identifikationsnummer
4140|Steuerfreie Umsätze Offshore-Steuerabkommen
4150|Sonstige steuerfreie Umsätze (z. B. § 4 Nr. 2–7 UStG)
4160|Steuerfreie Umsätze ohne Vorsteuerabzug zum Gesamtumsatz gehörend
4180|Erlöse, die mit den Durchschnittssätzen des § 24 UStG versteuert werden
4185|Erlöse als Kleinunternehmer i. S. d. § 19 Abs. 1 UStG
4186|Erlöse aus Geldspielautomaten 19 % USt|AM19
4200|Erlöse
4290|Erlöse 0 % USt
4300|Erlöse 7 % USt|AM7
4310|Erlöse aus im Inland steuerpflichtigen EU-Lieferungen 7 % USt|AM7
4315|Erlöse aus im Inland steuerpflichtigen EU-Lieferungen 19 % USt|AM19
4320|Erlöse aus im anderen EU-Land steuerpflichtigen Lieferungen
4331|Erlöse aus im anderen EU-Land steuerpflichtigen Leistungen
4336|Erlöse aus im anderen EU-Land steuerpflichtigen sonstigen Leistungen, für die der Leistungsempfänger die Umsatzsteuer schuldet
4337|Erlöse aus Leistungen, für die der Leistungsempfänger die Steuer nach § 13b UStG schuldet
4338|Erlöse aus im Drittland steuerbaren Leistungen, im Inland nicht steuerbare Umsätze
4339|Erlöse aus im anderen EU-Land steuerbaren Leistungen, im Inland nicht steuerbare Umsätze
4400|Erlöse 19 % USt|AM19
4500|Sonstige Umsatzerlöse
4510|Erlöse Abfallverwertung
4520|Erlöse Leergut
4560|Provisionsumsätze
4564|Provisionsumsätze, steuerfrei (§ 4 Nr. 8 ff. UStG)
4565|Provisionsumsätze, steuerfrei (§ 4 Nr. 5 UStG)
4566|Provisionsumsätze 7 % USt|AM7
4569|Provisionsumsätze 19 % USt|AM19
4570|Sonstige Erträge aus Provisionen, Lizenzen und Patenten
4574|Sonstige Erträge aus Provisionen, Lizenzen und Patenten, steuerfrei § 4 Nr. 8 ff. UStG
4575|Sonstige Erträge aus Provisionen, Lizenzen und Patenten, steuerfrei § 4 Nr. 5 UStG
4576|Sonstige Erträge aus Provisionen, Lizenzen und Patenten 7 % USt|AM7
4579|Sonstige Erträge aus Provisionen, Lizenzen und Patenten 19 % USt|AM19
4580|Statistisches Konto Erlöse zum allgemeinen Umsatzsteuersatz (EÜR)
4581|Statistisches Konto Erlöse zum ermäßigten Umsatzsteuersatz (EÜR)
4582|Statistisches Konto Erlöse steuerfrei und nicht steuerbar (EÜR)
4589|Gegenkonto 4580–4582 bei Aufteilung der Erlöse nach Steuersätzen (EÜR)
4600|Unentgeltliche Wertabgaben
4605|Entnahme von Gegenständen ohne USt
4610|Entnahme durch den Unternehmer für Zwecke außerhalb des Unternehmens (Waren) 7 % USt|AM7
4619|Entnahme durch den Unternehmer für Zwecke außerhalb des Unternehmens (Waren) ohne USt
4620|Entnahme durch den Unternehmer für Zwecke außerhalb des Unternehmens (Waren) 19 % USt|AM19
4630|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens 7 % USt|AM7
4637|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens ohne USt (Kfz-Nutzung)
4638|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens ohne USt (Telefon-Nutzung)
4639|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens ohne USt
4640|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens 19 % USt|AM19
4645|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens 19 % USt (Kfz-Nutzung)|AM19
4646|Verwendung von Gegenständen für Zwecke außerhalb des Unternehmens 19 % USt (Telefon-Nutzung)|AM19
4650|Unentgeltliche Erbringung einer sonstigen Leistung 7 % USt|AM7
4659|Unentgeltliche Erbringung einer sonstigen Leistung ohne USt
4660|Unentgeltliche Erbringung einer sonstigen Leistung 19 % USt|AM19
4670|Unentgeltliche Zuwendung von Waren 7 % USt|AM7
4679|Unentgeltliche Zuwendung von Waren ohne USt
4680|Unentgeltliche Zuwendung von Waren 19 % USt|AM19
4686|Unentgeltliche Zuwendung von Gegenständen ohne USt
4687|Unentgeltliche Zuwendung von Gegenständen 7 % USt|AM7
4689|Unentgeltliche Zuwendung von Gegenständen 19 % USt|AM19
4690|Nicht steuerbare Umsätze (Innenumsätze)
4695|Umsatzsteuervergütungen, z. B. nach § 24 UStG
4700|Erlösschmälerungen
4705|Erlösschmälerungen aus steuerfreien Umsätzen § 4 Nr. 1a UStG
4710|Erlösschmälerungen 7 % USt|AM7
4720|Erlösschmälerungen 19 % USt|AM19
4724|Erlösschmälerungen aus steuerfreien innergemeinschaftlichen Lieferungen
4725|Erlösschmälerungen aus im Inland steuerpflichtigen EU-Lieferungen 7 % USt|AM7
4726|Erlösschmälerungen aus im Inland steuerpflichtigen EU-Lieferungen 19 % USt|AM19
4727|Erlösschmälerungen aus im anderen EU-Land steuerpflichtigen Lieferungen
4730|Gewährte Skonti
4731|Gewährte Skonti 7 % USt|AM7
4736|Gewährte Skonti 19 % USt|AM19
4738|Gewährte Skonti aus Lieferungen von Mobilfunkgeräten, für die der Leistungsempfänger die Umsatzsteuer nach § 13b UStG schuldet
4741|Gewährte Skonti aus Leistungen, für die der Leistungsempfänger die Umsatzsteuer nach § 13b UStG schuldet
4742|Gewährte Skonti aus Erlösen aus im anderen EU-Land steuerpflichtigen Leistungen, für die der Leistungsempfänger die Umsatzsteuer schuldet
4743|Gewährte Skonti aus steuerfreien innergemeinschaftlichen Lieferungen § 4 Nr. 1b UStG
4745|Gewährte Skonti aus im Inland steuerpflichtigen EU-Lieferungen
4746|Gewährte Skonti aus im Inland steuerpflichtigen EU-Lieferungen 7 % USt|AM7
4748|Gewährte Skonti aus im Inland steuerpflichtigen EU-Lieferungen 19 % USt|AM19
4750|Gewährte Boni 7 % USt|AM7
4760|Gewährte Boni 19 % USt|AM19
4769|Gewährte Boni
4770|Gewährte Rabatte
4780|Gewährte Rabatte 7 % USt|AM7
4790|Gewährte Rabatte 19 % USt|AM19
4800|Bestandsveränderungen, fertige Erzeugnisse
4810|Bestandsveränderungen, unfertige Erzeugnisse
4815|Bestandsveränderungen, unfertige Leistungen
4816|Bestandsveränderungen, in Ausführung befindliche Bauaufträge
4818|Bestandsveränderungen, in Arbeit befindliche Aufträge
4820|Andere aktivierte Eigenleistungen
4824|Aktivierte Eigenleistungen zur Erstellung von selbst geschaffenen immateriellen Vermögensgegenständen
4830|Sonstige betriebliche Erträge
4835|Sonstige Erträge betrieblich und regelmäßig
4837|Sonstige Erträge betriebsfremd und regelmäßig
4839|Sonstige Erträge unregelmäßig
4840|Erträge aus Kursdifferenzen
4843|Erträge aus Bewertung Finanzmittelfonds
4844|Erlöse aus Verkäufen Sachanlagevermögen steuerfrei § 4 Nr. 1a UStG (bei Buchgewinn)
4845|Erlöse aus Verkäufen Sachanlagevermögen 19 % USt (bei Buchgewinn)|AM19
4848|Erlöse aus Verkäufen Sachanlagevermögen steuerfrei § 4 Nr. 1b UStG (bei Buchgewinn)
4849|Erlöse aus Verkäufen Sachanlagevermögen (bei Buchgewinn)
4850|Erlöse aus Verkäufen immaterieller Vermögensgegenstände (bei Buchgewinn)
4851|Erlöse aus Verkäufen Finanzanlagen (bei Buchgewinn)
4852|Erlöse aus Verkäufen Finanzanlagen 100 % / 50 % steuerfrei (bei Buchgewinn)
4855|Anlagenabgänge Sachanlagen (Restbuchwert bei Buchgewinn)
4856|Anlagenabgänge immaterielle Vermögensgegenstände (Restbuchwert bei Buchgewinn)
4857|Anlagenabgänge Finanzanlagen (Restbuchwert bei Buchgewinn)
4858|Anlagenabgänge Finanzanlagen 100 % / 50 % steuerfrei (Restbuchwert bei Buchgewinn)
4860|Grundstückserträge
4900|Erträge aus dem Abgang von Gegenständen des Anlagevermögens
4901|Erträge aus der Veräußerung von Anteilen an Kapitalgesellschaften 100 % / 50 % steuerfrei
4905|Erträge aus dem Abgang von Gegenständen des Umlaufvermögens (außer Vorräte)
4906|Erträge aus dem Abgang von Gegenständen des Umlaufvermögens (außer Vorräte) 100 % / 50 % steuerfrei
4910|Erträge aus Zuschreibungen des Sachanlagevermögens
4911|Erträge aus Zuschreibungen des immateriellen Anlagevermögens
4912|Erträge aus Zuschreibungen des Finanzanlagevermögens
4913|Erträge aus Zuschreibungen des Finanzanlagevermögens 100 % / 50 % steuerfrei
4914|Erträge aus Zuschreibungen des anderen Anlagevermögens 100 % / 50 % steuerfrei
4915|Erträge aus Zuschreibungen des Umlaufvermögens
4916|Erträge aus Zuschreibungen des Umlaufvermögens 100 % / 50 % steuerfrei
4920|Erträge aus der Herabsetzung der Pauschalwertberichtigung zu Forderungen
4923|Erträge aus der Herabsetzung der Einzelwertberichtigung zu Forderungen
4925|Erträge aus abgeschriebenen Forderungen
4930|Erträge aus der Auflösung von Rückstellungen
4932|Erträge aus der steuerlich niedrigeren Bewertung von Rückstellungen
4933|Erträge aus der steuerlich niedrigeren Bewertung von Verbindlichkeiten
4934|Erträge aus der Auflösung von Sonderposten mit Rücklageanteil (Existenzgründerrücklage)
4935|Erträge aus der Auflösung von Sonderposten mit Rücklageanteil (steuerfreie Rücklagen)
4936|Erträge aus der Auflösung von Sonderposten mit Rücklageanteil (Ansparabschreibungen)
4937|Erträge aus der Auflösung von Sonderposten mit Rücklageanteil (Sonderabschreibungen)
4939|Erträge aus der Auflösung von Sonderposten mit Rücklageanteil (§ 52 Abs. 16 EStG)
4940|Verrechnete sonstige Sachbezüge (keine Waren)
4941|Sachbezüge 7 % USt (Waren)|AM7
4945|Sachbezüge 19 % USt (Waren)|AM19
4946|Verrechnete sonstige Sachbezüge
4947|Verrechnete sonstige Sachbezüge 19 % USt (z. B. Kfz-Gestellung)|AM19
4948|Verrechnete sonstige Sachbezüge ohne Umsatzsteuer
4960|Periodenfremde Erträge (soweit nicht außerordentlich)
4970|Versicherungsentschädigungen und Schadenersatzleistungen
4975|Investitionszuschüsse (steuerpflichtig)
4980|Investitionszulagen (steuerfrei)
4981|Steuerfreie Erträge aus der Auflösung von Sonderposten mit Rücklageanteil
4982|Sonstige steuerfreie Betriebseinnahmen
4987|Erlöse aus Verkäufen von Wirtschaftsgütern des Umlaufvermögens nach § 4 Abs. 3 Satz 4 EStG
4988|Erlöse aus Verkäufen von Wirtschaftsgütern des Umlaufvermögens 19 % USt für § 4 Abs. 3 Satz 4 EStG|AM19
4989|Erlöse aus Verkäufen von Wirtschaftsgütern des Umlaufvermögens, umsatzsteuerfrei § 4 Nr. 8 ff. UStG i. V. m. § 4 Abs. 3 Satz 4 EStG
4990|Verrechneter kalkulatorischer Unternehmerlohn
4991|Verrechnete kalkulatorische Miete und Pacht
4992|Verrechnete kalkulatorische Zinsen
4993|Verrechnete kalkulatorische Abschreibungen
4994|Verrechnete kalkulatorische Wagnisse
4995|Verrechneter kalkulatorischer Lohn für unentgeltliche Mitarbeiter
4999|Erstattungen Aufwendungsausgleichsgesetz
`;

const materialaufwand = `
5000|Aufwendungen für Roh-, Hilfs- und Betriebsstoffe und für bezogene Waren
5100|Einkauf von Roh-, Hilfs- und Betriebsstoffen
5190|Energiestoffe (Fertigung)
5200|Wareneingang
5300|Wareneingang 7 % Vorsteuer|AV7
5349|Wareneingang ohne Vorsteuerabzug
5400|Wareneingang 19 % Vorsteuer|AV19
5420|Innergemeinschaftlicher Erwerb 7 % Vorsteuer und 7 % Umsatzsteuer|IG7
5425|Innergemeinschaftlicher Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer|IG19
5430|Innergemeinschaftlicher Erwerb ohne Vorsteuer und 7 % Umsatzsteuer
5435|Innergemeinschaftlicher Erwerb ohne Vorsteuer und 19 % Umsatzsteuer
5440|Innergemeinschaftlicher Erwerb von Neufahrzeugen von Lieferanten ohne Umsatzsteuer-Identifikationsnummer 19 % Vorsteuer und 19 % Umsatzsteuer
5550|Steuerfreier innergemeinschaftlicher Erwerb
5551|Wareneingang im Drittland steuerbar
5552|Erwerb als erster Abnehmer innerhalb eines Dreiecksgeschäfts
5553|Erwerb als letzter Abnehmer innerhalb eines Dreiecksgeschäfts 19 % Vorsteuer und 19 % Umsatzsteuer
5558|Wareneingang im anderen EU-Land steuerbar
5559|Steuerfreie Einfuhren
5560|Waren aus einem Umsatzsteuerlager, § 13a UStG 7 % Vorsteuer und 7 % Umsatzsteuer
5565|Waren aus einem Umsatzsteuerlager, § 13a UStG 19 % Vorsteuer und 19 % Umsatzsteuer
5600|Nicht abziehbare Vorsteuer (Wareneingang)
5610|Nicht abziehbare Vorsteuer 7 % (Wareneingang)
5650|Nicht abziehbare Vorsteuer 19 % (Wareneingang)
5700|Nachlässe
5701|Nachlässe aus Einkauf Roh-, Hilfs- und Betriebsstoffe
5710|Nachlässe 7 % Vorsteuer|AV7
5720|Nachlässe 19 % Vorsteuer|AV19
5724|Nachlässe aus innergemeinschaftlichem Erwerb 7 % Vorsteuer und 7 % Umsatzsteuer|IG7
5725|Nachlässe aus innergemeinschaftlichem Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer|IG19
5730|Erhaltene Skonti
5731|Erhaltene Skonti 7 % Vorsteuer|AV7
5736|Erhaltene Skonti 19 % Vorsteuer|AV19
5740|Erhaltene Boni
5745|Erhaltene Skonti aus steuerpflichtigem innergemeinschaftlichem Erwerb
5746|Erhaltene Skonti aus steuerpflichtigem innergemeinschaftlichem Erwerb 7 % Vorsteuer und 7 % Umsatzsteuer|IG7
5748|Erhaltene Skonti aus steuerpflichtigem innergemeinschaftlichem Erwerb 19 % Vorsteuer und 19 % Umsatzsteuer|IG19
5750|Erhaltene Boni 7 % Vorsteuer|AV7
5760|Erhaltene Boni 19 % Vorsteuer|AV19
5769|Erhaltene Boni aus Einkauf Roh-, Hilfs- und Betriebsstoffe
5770|Erhaltene Rabatte
5780|Erhaltene Rabatte 7 % Vorsteuer|AV7
5790|Erhaltene Rabatte 19 % Vorsteuer|AV19
5792|Erhaltene Rabatte aus Einkauf Roh-, Hilfs- und Betriebsstoffe
5800|Bezugsnebenkosten
5820|Leergut
5840|Zölle und Einfuhrabgaben
5860|Verrechnete Stoffkosten
5880|Bestandsveränderungen Roh-, Hilfs- und Betriebsstoffe sowie bezogene Waren
5881|Bestandsveränderungen Waren
5885|Bestandsveränderungen Roh-, Hilfs- und Betriebsstoffe
5900|Fremdleistungen
5906|Fremdleistungen 19 % Vorsteuer|AV19
5908|Fremdleistungen 7 % Vorsteuer|AV7
5909|Fremdleistungen ohne Vorsteuer
5910|Bauleistungen eines im Inland ansässigen Unternehmers 7 % Vorsteuer und 7 % Umsatzsteuer|RC7
5913|Sonstige Leistungen eines im anderen EU-Land ansässigen Unternehmers 7 % Vorsteuer und 7 % Umsatzsteuer|RC7
5915|Leistungen eines im Ausland ansässigen Unternehmers 7 % Vorsteuer und 7 % Umsatzsteuer|RC7
5920|Bauleistungen eines im Inland ansässigen Unternehmers 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
5923|Sonstige Leistungen eines im anderen EU-Land ansässigen Unternehmers 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
5925|Leistungen eines im Ausland ansässigen Unternehmers 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
5930|Bauleistungen eines im Inland ansässigen Unternehmers ohne Vorsteuer und 7 % Umsatzsteuer
5933|Sonstige Leistungen eines im anderen EU-Land ansässigen Unternehmers ohne Vorsteuer und 7 % Umsatzsteuer
5935|Leistungen eines im Ausland ansässigen Unternehmers ohne Vorsteuer und 7 % Umsatzsteuer
5940|Bauleistungen eines im Inland ansässigen Unternehmers ohne Vorsteuer und 19 % Umsatzsteuer
5943|Sonstige Leistungen eines im anderen EU-Land ansässigen Unternehmers ohne Vorsteuer und 19 % Umsatzsteuer
5945|Leistungen eines im Ausland ansässigen Unternehmers ohne Vorsteuer und 19 % Umsatzsteuer
5950|Erhaltene Leistungen nach § 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer (Gebäudereinigung)|RC19
5960|Leistungen nach § 13b UStG mit Vorsteuerabzug
5965|Leistungen nach § 13b UStG ohne Vorsteuerabzug
5970|Erhaltene Lieferungen von Mobilfunkgeräten, Tablets und integrierten Schaltkreisen § 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
5975|Erhaltene Lieferungen von Gas, Elektrizität, Wärme oder Kälte § 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
5980|Erhaltene Lieferungen von Schrott und Altmetall § 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
5985|Erhaltene Lieferungen von Gold § 13b UStG 19 % Vorsteuer und 19 % Umsatzsteuer|RC19
`;

const betrieblicheAufwendungen = `
6000|Löhne und Gehälter
6010|Löhne
6020|Gehälter
6024|Geschäftsführergehälter der GmbH-Gesellschafter
6026|Tantiemen
6027|Geschäftsführergehälter
6028|Vergütungen an angestellte Mitunternehmer § 15 EStG
6029|Tantiemen Gesellschafter-Geschäftsführer
6030|Aushilfslöhne
6035|Löhne für Minijobs
6036|Pauschale Steuer für Minijobber
6040|Pauschale Steuer für Aushilfen
6045|Bedienungsgelder
6050|Ehegattengehalt
6060|Freiwillige soziale Aufwendungen, lohnsteuerpflichtig
6069|Pauschale Steuer auf sonstige Bezüge (z. B. Fahrtkostenzuschüsse)
6070|Krankengeldzuschüsse
6072|Sachzuwendungen und Dienstleistungen an Arbeitnehmer
6075|Zuschüsse der Agenturen für Arbeit (Haben)
6080|Vermögenswirksame Leistungen
6090|Fahrtkostenerstattung Wohnung/Arbeitsstätte
6100|Soziale Abgaben und Aufwendungen für Altersversorgung und für Unterstützung
6110|Gesetzliche soziale Aufwendungen
6118|Gesetzliche soziale Aufwendungen für Mitunternehmer § 15 EStG
6120|Beiträge zur Berufsgenossenschaft
6130|Freiwillige soziale Aufwendungen, lohnsteuerfrei
6140|Aufwendungen für Altersversorgung
6147|Pauschale Steuer auf sonstige Bezüge (z. B. Direktversicherungen)
6148|Aufwendungen für Altersversorgung für Mitunternehmer § 15 EStG
6150|Versorgungskassen
6160|Aufwendungen für Unterstützung
6170|Sonstige soziale Abgaben
6171|Soziale Abgaben für Minijobber
6200|Abschreibungen auf immaterielle Vermögensgegenstände
6201|Abschreibungen auf selbst geschaffene immaterielle Vermögensgegenstände
6205|Abschreibungen auf den Geschäfts- oder Firmenwert
6209|Außerplanmäßige Abschreibungen auf den Geschäfts- oder Firmenwert
6210|Außerplanmäßige Abschreibungen auf immaterielle Vermögensgegenstände
6211|Außerplanmäßige Abschreibungen auf selbst geschaffene immaterielle Vermögensgegenstände
6220|Abschreibungen auf Sachanlagen (ohne AfA auf Kfz und Gebäude)
6221|Abschreibungen auf Gebäude
6222|Abschreibungen auf Kfz
6223|Abschreibungen auf Gebäudeanteil des häuslichen Arbeitszimmers
6230|Außerplanmäßige Abschreibungen auf Sachanlagen
6231|Absetzung für außergewöhnliche technische und wirtschaftliche Abnutzung der Gebäude
6232|Absetzung für außergewöhnliche technische und wirtschaftliche Abnutzung des Kfz
6233|Absetzung für außergewöhnliche technische und wirtschaftliche Abnutzung sonstiger Wirtschaftsgüter
6240|Abschreibungen auf Sachanlagen auf Grund steuerlicher Sondervorschriften
6241|Sonderabschreibungen nach § 7g Abs. 5 EStG (ohne Kfz)
6242|Sonderabschreibungen nach § 7g Abs. 5 EStG (für Kfz)
6243|Kürzung der Anschaffungs- oder Herstellungskosten gemäß § 7g Abs. 2 EStG (ohne Kfz)
6244|Kürzung der Anschaffungs- oder Herstellungskosten gemäß § 7g Abs. 2 EStG (für Kfz)
6250|Kaufleasing
6260|Sofortabschreibung geringwertiger Wirtschaftsgüter
6262|Abschreibungen auf aktivierte, geringwertige Wirtschaftsgüter
6264|Abschreibungen auf den Sammelposten Wirtschaftsgüter
6266|Außerplanmäßige Abschreibungen auf aktivierte, geringwertige Wirtschaftsgüter
6268|Abschreibungen auf Aufwendungen für die Ingangsetzung und Erweiterung des Geschäftsbetriebs
6270|Abschreibungen auf Vermögensgegenstände des Umlaufvermögens (soweit unübliche Höhe)
6272|Abschreibungen auf Umlaufvermögen, steuerrechtlich bedingt (soweit unübliche Höhe)
6275|Vorwegnahme künftiger Wertschwankungen im Umlaufvermögen (soweit unübliche Höhe)
6278|Abschreibungen auf Umlaufvermögen außer Vorräte und Wertpapiere (soweit übliche Höhe)
6279|Abschreibungen auf Umlaufvermögen, steuerrechtlich bedingt (soweit übliche Höhe)
6280|Forderungsverluste (übliche Höhe)
6281|Forderungsverluste 7 % USt (übliche Höhe)|AM7
6284|Forderungsverluste aus im Inland steuerpflichtigen EU-Lieferungen 7 % USt (übliche Höhe)|AM7
6285|Forderungsverluste aus steuerfreien EU-Lieferungen (übliche Höhe)
6286|Forderungsverluste 19 % USt (übliche Höhe)|AM19
6288|Forderungsverluste aus im Inland steuerpflichtigen EU-Lieferungen 19 % USt (übliche Höhe)|AM19
6300|Sonstige betriebliche Aufwendungen
6303|Fremdleistungen/Fremdarbeiten
6304|Sonstige Aufwendungen betrieblich und regelmäßig
6305|Raumkosten
6310|Miete (unbewegliche Wirtschaftsgüter)
6312|Miete und Nebenkosten für doppelte Haushaltsführung
6313|Gewerbesteuerlich zu berücksichtigende Miete § 8 GewStG
6315|Pacht (unbewegliche Wirtschaftsgüter)
6316|Leasing (unbewegliche Wirtschaftsgüter)
6317|Aufwendungen für gemietete oder gepachtete unbewegliche Wirtschaftsgüter, die gewerbesteuerlich hinzuzurechnen sind
6318|Miet- und Pachtnebenkosten (gewerbesteuerlich nicht zu berücksichtigen)
6319|Vergütungen an Mitunternehmer für die mietweise Überlassung ihrer unbeweglichen Wirtschaftsgüter § 15 EStG
6320|Heizung
6325|Gas, Strom, Wasser
6330|Reinigung
6335|Instandhaltung betrieblicher Räume
6340|Abgaben für betrieblich genutzten Grundbesitz
6345|Sonstige Raumkosten
6348|Aufwendungen für ein häusliches Arbeitszimmer (abziehbarer Anteil)
6349|Aufwendungen für ein häusliches Arbeitszimmer (nicht abziehbarer Anteil)
6350|Sonstige Grundstücksaufwendungen (neutral)
6390|Zuwendungen, Spenden, steuerlich nicht abziehbar
6391|Zuwendungen, Spenden für wissenschaftliche und kulturelle Zwecke
6392|Zuwendungen, Spenden für mildtätige Zwecke
6393|Zuwendungen, Spenden für kirchliche, religiöse und gemeinnützige Zwecke
6394|Zuwendungen, Spenden an politische Parteien
6395|Zuwendungen, Spenden an Stiftungen für gemeinnützige Zwecke i. S. d. § 52 Abs. 2 Nr. 1–3 AO
6396|Zuwendungen, Spenden an Stiftungen für gemeinnützige Zwecke i. S. d. § 52 Abs. 2 Nr. 4 AO
6397|Zuwendungen, Spenden an Stiftungen für kirchliche, religiöse und gemeinnützige Zwecke
6398|Zuwendungen, Spenden an Stiftungen für wissenschaftliche, mildtätige und kulturelle Zwecke
6400|Versicherungen
6405|Versicherungen für Gebäude
6410|Netto-Prämie für Rückdeckung künftiger Versorgungsleistungen
6420|Beiträge
6430|Sonstige Abgaben
6436|Steuerlich abzugsfähige Verspätungszuschläge und Zwangsgelder
6437|Steuerlich nicht abzugsfähige Verspätungszuschläge und Zwangsgelder
6440|Ausgleichsabgabe i. S. d. Schwerbehindertengesetzes
6450|Reparaturen und Instandhaltung von Bauten
6460|Reparaturen und Instandhaltung von technischen Anlagen und Maschinen
6470|Reparaturen und Instandhaltung von Betriebs- und Geschäftsausstattung
6485|Reparaturen und Instandhaltung von anderen Anlagen
6490|Sonstige Reparaturen und Instandhaltung
6495|Wartungskosten für Hard- und Software
6498|Mietleasing (bewegliche Wirtschaftsgüter)
6500|Fahrzeugkosten
6520|Kfz-Versicherungen
6530|Laufende Kfz-Betriebskosten
6540|Kfz-Reparaturen
6550|Garagenmiete
6560|Mietleasing Kfz
6570|Sonstige Kfz-Kosten
6580|Mautgebühren
6590|Kfz-Kosten für betrieblich genutzte zum Privatvermögen gehörende Kraftfahrzeuge
6595|Fremdfahrzeugkosten
6600|Werbekosten
6605|Streuartikel
6610|Geschenke abzugsfähig
6620|Geschenke nicht abzugsfähig
6625|Geschenke ausschließlich betrieblich genutzt
6629|Zugaben mit § 37b EStG
6630|Repräsentationskosten
6640|Bewirtungskosten
6641|Sonstige eingeschränkt abziehbare Betriebsausgaben (abziehbarer Anteil)
6642|Sonstige eingeschränkt abziehbare Betriebsausgaben (nicht abziehbarer Anteil)
6643|Aufmerksamkeiten
6644|Nicht abzugsfähige Bewirtungskosten
6645|Nicht abzugsfähige Betriebsausgaben aus Werbe- und Repräsentationskosten
6650|Reisekosten Arbeitnehmer
6660|Reisekosten Arbeitnehmer Übernachtungsaufwand
6663|Reisekosten Arbeitnehmer Fahrtkosten
6664|Reisekosten Arbeitnehmer Verpflegungsmehraufwand
6668|Kilometergelderstattung Arbeitnehmer
6670|Reisekosten Unternehmer
6672|Reisekosten Unternehmer (nicht abziehbarer Anteil)
6673|Reisekosten Unternehmer Fahrtkosten
6674|Reisekosten Unternehmer Verpflegungsmehraufwand
6680|Reisekosten Unternehmer Übernachtungsaufwand
6688|Fahrten zwischen Wohnung und Betriebsstätte und Familienheimfahrten (Haben)
6689|Fahrten zwischen Wohnung und Betriebsstätte und Familienheimfahrten (abziehbarer Anteil)
6690|Fahrten zwischen Wohnung und Betriebsstätte und Familienheimfahrten (nicht abziehbarer Anteil)
6691|Verpflegungsmehraufwendungen im Rahmen der doppelten Haushaltsführung Unternehmer
6700|Kosten der Warenabgabe
6710|Verpackungsmaterial
6740|Ausgangsfrachten
6760|Transportversicherungen
6770|Verkaufsprovisionen
6780|Fremdarbeiten (Vertrieb)
6790|Aufwand für Gewährleistungen
6800|Porto
6805|Telefon
6810|Telefax und Internetkosten
6815|Bürobedarf
6820|Zeitschriften, Bücher (Fachliteratur)
6821|Fortbildungskosten
6822|Freiwillige Sozialleistungen
6823|Vergütungen an Mitunternehmer § 15 EStG
6824|Haftungsvergütung an Mitunternehmer § 15 EStG
6825|Rechts- und Beratungskosten
6827|Abschluss- und Prüfungskosten
6830|Buchführungskosten
6835|Mieten für Einrichtungen (bewegliche Wirtschaftsgüter)
6836|Pacht (bewegliche Wirtschaftsgüter)
6837|Aufwendungen für die zeitlich befristete Überlassung von Rechten (Lizenzen, Konzessionen)
6838|Gewerbesteuerlich zu berücksichtigendes Mietleasing bewegliche Wirtschaftsgüter
6840|Mietleasing (bewegliche Wirtschaftsgüter, sonstige)
6845|Werkzeuge und Kleingeräte
6850|Sonstiger Betriebsbedarf
6855|Nebenkosten des Geldverkehrs
6856|Aufwendungen aus Anteilen an Kapitalgesellschaften 100 % / 50 % nicht abzugsfähig (inländische Kapitalgesellschaften)
6857|Aufwendungen aus der Veräußerung von Anteilen an Kapitalgesellschaften 100 % / 50 % nicht abzugsfähig
6859|Aufwendungen für Abraum- und Abfallbeseitigung
6860|Nicht abziehbare Vorsteuer
6865|Nicht abziehbare Vorsteuer 7 %
6871|Nicht abziehbare Vorsteuer 19 %
6875|Nicht abziehbare Hälfte der Aufsichtsratsvergütungen
6876|Abziehbare Aufsichtsratsvergütungen
6880|Aufwendungen aus Kursdifferenzen
6883|Aufwendungen aus Bewertung Finanzmittelfonds
6884|Erlöse aus Verkäufen Sachanlagevermögen steuerfrei § 4 Nr. 1a UStG (bei Buchverlust)
6885|Erlöse aus Verkäufen Sachanlagevermögen 19 % USt (bei Buchverlust)|AM19
6888|Erlöse aus Verkäufen Sachanlagevermögen steuerfrei § 4 Nr. 1b UStG (bei Buchverlust)
6889|Erlöse aus Verkäufen Sachanlagevermögen (bei Buchverlust)
6890|Erlöse aus Verkäufen immaterieller Vermögensgegenstände (bei Buchverlust)
6891|Erlöse aus Verkäufen Finanzanlagen (bei Buchverlust)
6892|Erlöse aus Verkäufen Finanzanlagen 100 % / 50 % nicht abzugsfähig (bei Buchverlust)
6895|Anlagenabgänge Sachanlagen (Restbuchwert bei Buchverlust)
6896|Anlagenabgänge immaterielle Vermögensgegenstände (Restbuchwert bei Buchverlust)
6897|Anlagenabgänge Finanzanlagen (Restbuchwert bei Buchverlust)
6898|Anlagenabgänge Finanzanlagen 100 % / 50 % nicht abzugsfähig (Restbuchwert bei Buchverlust)
6900|Verluste aus dem Abgang von Gegenständen des Anlagevermögens
6903|Verluste aus der Veräußerung von Anteilen an Kapitalgesellschaften 100 % / 50 % nicht abzugsfähig
6905|Verluste aus dem Abgang von Gegenständen des Umlaufvermögens (außer Vorräte)
6906|Verluste aus dem Abgang von Gegenständen des Umlaufvermögens (außer Vorräte) 100 % / 50 % nicht abzugsfähig
6910|Abschreibungen auf Umlaufvermögen außer Vorräte und Wertpapiere des Umlaufvermögens (übliche Höhe)
6912|Abschreibungen auf Umlaufvermögen außer Vorräte und Wertpapiere, steuerrechtlich bedingt (übliche Höhe)
6915|Vorwegnahme künftiger Wertschwankungen im Umlaufvermögen außer Vorräte und Wertpapiere
6920|Einstellung in die Pauschalwertberichtigung zu Forderungen
6923|Einstellung in die Einzelwertberichtigung zu Forderungen
6925|Einstellungen in Sonderposten mit Rücklageanteil (steuerfreie Rücklagen)
6926|Einstellungen in Sonderposten mit Rücklageanteil (Ansparabschreibungen)
6927|Einstellungen in Sonderposten mit Rücklageanteil (Sonderabschreibungen)
6928|Einstellungen in Sonderposten mit Rücklageanteil (Existenzgründerrücklage)
6929|Einstellungen in Sonderposten mit Rücklageanteil (§ 52 Abs. 16 EStG)
6930|Forderungsverluste, unüblich hoch
6960|Periodenfremde Aufwendungen (soweit nicht außerordentlich)
6967|Sonstige Aufwendungen betriebsfremd und regelmäßig
6969|Sonstige Aufwendungen unregelmäßig
6970|Kalkulatorischer Unternehmerlohn
6972|Kalkulatorische Miete und Pacht
6974|Kalkulatorische Zinsen
6976|Kalkulatorische Abschreibungen
6978|Kalkulatorische Wagnisse
6979|Kalkulatorischer Lohn für unentgeltliche Mitarbeiter
6990|Herstellungskosten
6992|Verwaltungskosten
6994|Vertriebskosten
6999|Gegenkonto 6990–6998
`;

const weitereErtraegeUndAufwendungen = `
7000|Erträge aus Beteiligungen
7005|Laufende Erträge aus Anteilen an Kapitalgesellschaften (Beteiligung) 100 % / 50 % steuerfrei
7006|Laufende Erträge aus Anteilen an Kapitalgesellschaften (verbundene Unternehmen) 100 % / 50 % steuerfrei
7007|Gewinne aus Anteilen an nicht steuerbefreiten inländischen Kapitalgesellschaften § 9 Nr. 2a GewStG
7008|Gewinnanteile aus Mitunternehmerschaften § 9 GewStG
7009|Erträge aus Beteiligungen an verbundenen Unternehmen
7010|Erträge aus anderen Wertpapieren und Ausleihungen des Finanzanlagevermögens
7014|Laufende Erträge aus Anteilen an Kapitalgesellschaften (Finanzanlagevermögen) 100 % / 50 % steuerfrei
7015|Laufende Erträge aus Anteilen an Kapitalgesellschaften (Finanzanlagevermögen, verbundene Unternehmen) 100 % / 50 % steuerfrei
7019|Erträge aus anderen Wertpapieren und Ausleihungen des Finanzanlagevermögens aus verbundenen Unternehmen
7020|Zins- und Dividendenerträge
7030|Erhaltene Ausgleichszahlungen (als außenstehender Aktionär)
7100|Sonstige Zinsen und ähnliche Erträge
7103|Laufende Erträge aus Anteilen an Kapitalgesellschaften (Umlaufvermögen) 100 % / 50 % steuerfrei
7104|Laufende Erträge aus Anteilen an Kapitalgesellschaften (Umlaufvermögen, verbundene Unternehmen) 100 % / 50 % steuerfrei
7105|Zinserträge § 233a AO
7106|Zinserträge § 233a AO, Sonderfall Anlage A KSt
7109|Sonstige Zinsen und ähnliche Erträge aus verbundenen Unternehmen
7110|Sonstige Zinserträge
7119|Sonstige Zinserträge aus verbundenen Unternehmen
7120|Zinsähnliche Erträge
7129|Zinsähnliche Erträge aus verbundenen Unternehmen
7130|Diskonterträge
7139|Diskonterträge aus verbundenen Unternehmen
7140|Zinserträge aus der Abzinsung von Verbindlichkeiten
7141|Zinserträge aus der Abzinsung von Rückstellungen
7142|Zinserträge aus der Abzinsung von Pensionsrückstellungen und ähnlichen Verpflichtungen
7190|Erträge aus Verlustübernahme
7192|Erhaltene Gewinne auf Grund einer Gewinngemeinschaft
7194|Erhaltene Gewinne auf Grund eines Gewinn- oder Teilgewinnabführungsvertrags
7200|Abschreibungen auf Finanzanlagen (dauerhaft)
7204|Abschreibungen auf Finanzanlagen 100 % / 50 % nicht abzugsfähig (dauerhaft)
7208|Abschreibungen auf Grund von Verlustanteilen an Mitunternehmerschaften § 8 GewStG
7209|Abschreibungen auf Finanzanlagen (nicht dauerhaft)
7210|Abschreibungen auf Wertpapiere des Umlaufvermögens
7214|Abschreibungen auf Wertpapiere des Umlaufvermögens 100 % / 50 % nicht abzugsfähig
7250|Abschreibungen auf Finanzanlagen, verbundene Unternehmen
7255|Abschreibungen auf Wertpapiere des Umlaufvermögens, verbundene Unternehmen
7300|Zinsen und ähnliche Aufwendungen
7303|Steuerlich abzugsfähige, andere Nebenleistungen zu Steuern
7304|Steuerlich nicht abzugsfähige, andere Nebenleistungen zu Steuern
7305|Zinsaufwendungen § 233a AO betriebliche Steuern
7306|Zinsaufwendungen §§ 233a bis 237 AO Personensteuern
7307|Zinsen und ähnliche Aufwendungen 100 % / 50 % nicht abzugsfähig (inländische Kapitalgesellschaften)
7308|Zinsen und ähnliche Aufwendungen an verbundene Unternehmen 100 % / 50 % nicht abzugsfähig
7309|Zinsen und ähnliche Aufwendungen an verbundene Unternehmen
7310|Zinsaufwendungen für kurzfristige Verbindlichkeiten
7313|Nicht abzugsfähige Schuldzinsen gemäß § 4 Abs. 4a EStG (Hinzurechnungsbetrag)
7318|In Dauerschuldzinsen umqualifizierte Zinsen auf kurzfristige Verbindlichkeiten
7319|Zinsaufwendungen für kurzfristige Verbindlichkeiten an verbundene Unternehmen
7320|Zinsaufwendungen für langfristige Verbindlichkeiten
7325|Zinsaufwendungen für Gebäude, die zum Betriebsvermögen gehören
7326|Zinsen zur Finanzierung des Anlagevermögens
7327|Renten und dauernde Lasten aus Gründung/Erwerb § 8 GewStG
7328|Zinsaufwendungen an Mitunternehmer für die Hingabe von Kapital § 15 EStG
7329|Zinsaufwendungen für langfristige Verbindlichkeiten an verbundene Unternehmen
7330|Zinsähnliche Aufwendungen
7335|Kreditprovisionen und Verwaltungskostenbeiträge
7339|Zinsähnliche Aufwendungen an verbundene Unternehmen
7340|Diskontaufwendungen
7349|Diskontaufwendungen an verbundene Unternehmen
7350|Zinsanteil der Zuführungen zu Pensionsrückstellungen
7360|Zinsaufwendungen aus der Abzinsung von Verbindlichkeiten
7361|Zinsaufwendungen aus der Abzinsung von Rückstellungen
7362|Zinsaufwendungen aus der Abzinsung von Pensionsrückstellungen und ähnlichen Verpflichtungen
7363|Zinsaufwendungen für Pensionsrückstellungen und ähnliche Verpflichtungen zur Verrechnung
7390|Aufwendungen aus Verlustübernahme
7392|Abgeführte Gewinne auf Grund einer Gewinngemeinschaft
7394|Abgeführte Gewinne auf Grund eines Gewinn- oder Teilgewinnabführungsvertrags
7399|Abgeführte Gewinnanteile an stille Gesellschafter § 8 GewStG
7400|Außerordentliche Erträge
7401|Außerordentliche Erträge finanzwirksam
7450|Außerordentliche Erträge nicht finanzwirksam
7500|Außerordentliche Aufwendungen
7501|Außerordentliche Aufwendungen finanzwirksam
7550|Außerordentliche Aufwendungen nicht finanzwirksam
7600|Körperschaftsteuer
7603|Körperschaftsteuer für Vorjahre
7604|Körperschaftsteuererstattungen für Vorjahre
7608|Solidaritätszuschlag
7609|Solidaritätszuschlag für Vorjahre
7610|Gewerbesteuer
7630|Kapitalertragsteuer 25 %
7633|Anrechenbarer Solidaritätszuschlag auf Kapitalertragsteuer 25 %
7639|Ausländische Steuer auf im Inland steuerfreie DBA-Einkünfte
7640|Steuernachzahlungen Vorjahre für Steuern vom Einkommen und Ertrag
7642|Steuererstattungen Vorjahre für Steuern vom Einkommen und Ertrag
7644|Erträge aus der Auflösung von Rückstellungen für Steuern vom Einkommen und Ertrag
7645|Aufwendungen aus der Zuführung und Auflösung von latenten Steuern
7646|Aufwendungen aus der Zuführung zu Steuerrückstellungen für Steuerstundung
7648|Erträge aus der Zuführung und Auflösung von latenten Steuern
7650|Sonstige Steuern
7660|Verbrauchsteuer
7675|Ökosteuer
7678|Grundsteuer
7680|Kfz-Steuer
7685|Steuernachzahlungen Vorjahre für sonstige Steuern
7690|Steuererstattungen Vorjahre für sonstige Steuern
7692|Erträge aus der Auflösung von Rückstellungen für sonstige Steuern
7700|Gewinnvortrag nach Verwendung
7720|Verlustvortrag nach Verwendung
7730|Entnahmen aus der Kapitalrücklage
7735|Entnahmen aus der gesetzlichen Rücklage
7740|Entnahmen aus der Rücklage für Anteile an einem herrschenden oder mehrheitlich beteiligten Unternehmen
7745|Entnahmen aus satzungsmäßigen Rücklagen
7750|Entnahmen aus anderen Gewinnrücklagen
7755|Erträge aus Kapitalherabsetzung
7760|Einstellungen in die Kapitalrücklage nach den Vorschriften über die vereinfachte Kapitalherabsetzung
7765|Einstellungen in die gesetzliche Rücklage
7770|Einstellungen in die Rücklage für Anteile an einem herrschenden oder mehrheitlich beteiligten Unternehmen
7775|Einstellungen in satzungsmäßige Rücklagen
7780|Einstellungen in andere Gewinnrücklagen
7790|Vortrag auf neue Rechnung (GuV)
7795|Vorabausschüttung
`;

const vortraegeUndStatistik = `
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
export const skr04Table = () =>
  [
    anlagevermoegen,
    umlaufvermoegen,
    eigenUndFremdkapital,
    betrieblicheErtraege,
    materialaufwand,
    betrieblicheAufwendungen,
    weitereErtraegeUndAufwendungen,
    vortraegeUndStatistik,
  ].join('\n');
