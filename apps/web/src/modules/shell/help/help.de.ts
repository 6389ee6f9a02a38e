import type { HelpContent } from './help-content.js';

/** The help in German: the source the English and Russian help follow. */
export const helpDe: HelpContent = {
  intro:
    'Belegfluss erfasst Rechnungen und andere Belege, prüft E-Rechnungen, leitet Belege zur Freigabe weiter und übergibt die Buchungen an Ihre Finanzbuchhaltung. Das Menü oben zeigt die Module, für die Sie berechtigt sind; „Hilfe“ öffnet diese Seite beim Abschnitt des Moduls, in dem Sie gerade arbeiten.',
  sections: {
    capture: {
      title: 'Rechnungsverarbeitung',
      purpose:
        'Hier kommen Belege ins System: Sie laden Dateien in einen Stapel, Belegfluss erkennt Text und Rechnungsdaten, Sie prüfen und ergänzen die Indexdaten in der Erfassungsmaske und archivieren den Beleg oder senden ihn in den Workflow.',
      steps: [
        'Wählen Sie oben den Mandanten und links einen Stapel (oder legen Sie mit „Neuer Stapel“ einen an).',
        'Ziehen Sie Dateien auf „Dateien hierher ziehen (PDF, TIFF, JPEG, PNG, XML-E-Rechnung)“ oder klicken Sie „Dateien auswählen“. Texterkennung, Datenextraktion und Analyse laufen danach als Jobs im Hintergrund.',
        'Wählen Sie einen Beleg im Stapel. Links sehen Sie die Reiter „PDF“, „Volltext“ und „Anlagen“, rechts die „Erfassungsmaske“.',
        'Prüfen Sie die erkannten Werte (markiert als „Automatisch erkannt“), ergänzen Sie fehlende Felder und klicken Sie „Speichern“.',
        'Ist der Beleg „Grün (vollständig)“, archivieren Sie ihn mit „Archivieren“ oder senden ihn mit „In Workflow senden“ zur Freigabe.',
      ],
      controls: [
        [
          'Neuer Stapel',
          'legt einen Stapel an; der Stapeltyp ist „Standardstapel“, „E-Rechnungsstapel“ oder „Sonderstapel“.',
        ],
        [
          'Eigenschaften, Umbenennen, Leeren, Übertragen, Löschen',
          'Aktionen eines Stapels; „Statistik & Journal“ zeigt, was im Stapel geschah.',
        ],
        ['Speichern', 'speichert die Indexdaten der Erfassungsmaske.'],
        ['Auschecken / Einchecken', 'sperrt einen Beleg für Ihre Bearbeitung und gibt ihn wieder frei.'],
        [
          'Vor dieser Seite trennen, Mit nächstem Beleg zusammenführen, An vorherigen Beleg anhängen',
          'teilen Belege auf oder fügen sie zusammen.',
        ],
        [
          'Seite nach links drehen / Seite nach rechts drehen, Seiten löschen, Leerseiten entfernen',
          'bearbeiten die Seiten des Belegs.',
        ],
        ['Archivieren', 'startet den Archivierungsjob für die gewählten Belege.'],
        [
          'Jobliste',
          'zeigt laufende und fertige Jobs (Texterkennung, Datenextraktion, Analyse, Archivierung) mit Status.',
        ],
        [
          'Status „Grün (vollständig)“ / „Fehlerhaft“',
          'grün: alle Pflichtfelder gültig; fehlerhaft: Pflichtfelder fehlen oder sind ungültig.',
        ],
      ],
      shortcuts: [
        ['Strg+S', 'Erfassungsmaske speichern'],
        ['Alt+↓ / Alt+↑', 'nächster / vorheriger Beleg'],
        ['Alt+→ / Alt+←', 'nächste / vorherige Seite'],
        ['Alt+R / Alt+L', 'Seite nach rechts / links drehen'],
        ['Alt+T', 'Textauswahl: Text im Beleg markieren und in das aktive Feld übernehmen'],
        ['Alt+J', 'Jobliste ein- und ausblenden'],
      ],
      problems: [
        [
          '„Pflichtfelder fehlen: …“',
          'Füllen Sie die genannten Felder aus und speichern Sie erneut; bis dahin bleibt der Beleg „Fehlerhaft“.',
        ],
        [
          '„Bitte ein Datum als TT.MM.JJJJ oder JJJJ-MM-TT eingeben.“ / „Bitte einen Betrag wie 1.234,56 eingeben.“',
          'Korrigieren Sie den Wert im markierten Feld; ungültige Werte werden nicht gespeichert.',
        ],
        [
          '„In Bearbeitung durch …“',
          'Ein anderer Benutzer hat den Beleg ausgecheckt. Warten Sie, bis er ihn eincheckt, oder sprechen Sie ihn an.',
        ],
        [
          '„In einen E-Rechnungsstapel dürfen nur E-Rechnungen gelegt werden.“ (oder umgekehrt)',
          'Legen Sie XML-E-Rechnungen in einen E-Rechnungsstapel und andere Belege in einen Standardstapel.',
        ],
        [
          'Es wird kein Text erkannt',
          'Prüfen Sie in der Jobliste, ob der Job „Texterkennung (OCR)“ fehlerhaft ist, und starten Sie ihn über „Jobs“ erneut.',
        ],
      ],
    },
    einvoice: {
      title: 'E-Rechnung prüfen',
      purpose:
        'Prüft eine E-Rechnung (XRechnung als UBL oder CII, ZUGFeRD/Factur-X als PDF) gegen die Regeln der EN 16931 und der XRechnung, ohne sie zu speichern. E-Rechnungen in der Rechnungsverarbeitung zeigen dasselbe Prüfergebnis im Reiter „E-Rechnung“.',
      steps: [
        'Öffnen Sie „E-Rechnung prüfen“ im Menü.',
        'Wählen Sie bei „Datei (XML oder PDF)“ die Rechnung und klicken Sie „Prüfen“.',
        'Lesen Sie das Urteil: „Gültige E-Rechnung“ oder „E-Rechnung fehlerhaft“ mit der Zahl der Fehler, Warnungen und Hinweise.',
        'Der Reiter „Rechnung“ zeigt die Rechnung lesbar mit den Geschäftsbegriffen (BT-…), „Prüfergebnis“ jede Regel mit Fundstelle, „PDF-Abgleich“ die Unterschiede zwischen PDF und XML.',
      ],
      controls: [
        ['Prüfen', 'lädt die Datei hoch und prüft sie; die Datei wird nicht gespeichert.'],
        ['Rechnung / Prüfergebnis / PDF-Abgleich', 'die drei Sichten auf das Ergebnis.'],
        ['Fehler / Warnung / Hinweis', 'Fehler machen die Rechnung ungültig; Warnungen und Hinweise nicht.'],
      ],
      shortcuts: [],
      problems: [
        [
          '„E-Rechnung fehlerhaft“ mit „BR-DE-…“-Regeln',
          'Die deutsche XRechnung verlangt zusätzliche Angaben (z. B. Leitweg-ID, BT-10). Bitten Sie den Rechnungssteller um eine korrigierte Rechnung.',
        ],
        [
          'Eine PDF-Datei ohne eingebettete XML',
          'Das ist keine E-Rechnung im Sinne der EN 16931; erfassen Sie sie als normalen Beleg in der Rechnungsverarbeitung.',
        ],
        [
          'Die Datei wird abgelehnt',
          'Nur XML und PDF sind erlaubt; prüfen Sie, ob die Datei beschädigt oder verschlüsselt ist.',
        ],
      ],
    },
    workflow: {
      title: 'Workflow und WF Recherche',
      purpose:
        'Im Workflow geben Sie Belege frei: Ein Beleg durchläuft die Schritte eines Freigabe-Workflows, jeder Beteiligte genehmigt, lehnt ab, stellt eine Rückfrage oder leitet weiter. „WF Recherche“ findet laufende und abgeschlossene Workflows.',
      steps: [
        'Nach der Anmeldung meldet Belegfluss Ihre offenen Workflow-Anfragen. Öffnen Sie „Workflow“ im Menü.',
        'Wählen Sie links eine Liste: „Posteingang“, „Rückfragen“, „Zurückgestellt“, „Gesendet“ oder „Eingeladen“, dann einen Workflow.',
        'Prüfen Sie die Reiter „Dokument“, „Erfassungsmaske“, „Buchung“, „Historie“ und „Monitor“.',
        'Entscheiden Sie mit „Genehmigen“ oder „Ablehnen“; der Workflow geht an den nächsten Schritt oder endet.',
        'Einen Beleg aus der Rechnungsverarbeitung senden Sie mit „In Workflow senden“ und wählen dabei den Freigabe-Workflow.',
      ],
      controls: [
        ['Genehmigen / Ablehnen', 'Ihre Entscheidung in diesem Schritt.'],
        [
          'Rückfrage / Rückfrage beantworten / Rückfrage abbrechen',
          'eine Frage an einen anderen Benutzer, ohne die Freigabe zu beenden.',
        ],
        ['Weiterleiten', 'gibt den Workflow an einen anderen Benutzer oder eine Gruppe.'],
        ['Zurückstellen / Rückstellung zurücksetzen', 'legt den Workflow bis zu einem Datum zur Seite.'],
        [
          'Auschecken / Einchecken',
          'sperrt den Workflow für Ihre Bearbeitung; andere sehen „gesperrt von …“.',
        ],
        [
          'Externen Partner einladen',
          'gibt einem Partner ohne Konto per Link Zugriff auf genau diesen Workflow.',
        ],
        ['Workflow abbrechen', 'beendet den Workflow ohne Entscheidung.'],
        ['Freigabe-Workflows', 'legt die Vorlagen mit Schritten und Beteiligten an.'],
        [
          'Abgeschlossene abholen',
          'holt die abgeschlossenen und abgebrochenen Workflows der Liste ab; sie verschwinden danach aus ihr.',
        ],
      ],
      shortcuts: [],
      problems: [
        [
          '„Der Workflow wird bereits von … bearbeitet.“',
          'Ein anderer Benutzer hat ihn ausgecheckt. Als Stellvertretung können Sie ihn übernehmen, wenn Belegfluss es anbietet.',
        ],
        [
          'Die Vorlagenliste beim Senden ist leer',
          'Es gibt noch keinen Freigabe-Workflow für den Mandanten: Legen Sie ihn unter „Freigabe-Workflows“ an oder bitten Sie Ihren Administrator.',
        ],
        [
          'Ein Workflow fehlt im Posteingang',
          'Suchen Sie ihn unter „WF Recherche“; vielleicht ist er zurückgestellt, weitergeleitet oder wartet auf einen anderen Beteiligten.',
        ],
      ],
    },
    administration: {
      title: 'Verwaltung',
      purpose:
        'Für Administratoren: Benutzer, Gruppen, Mandanten und externe Benutzer anlegen, Rechte vergeben und die Stammdaten je Mandant pflegen (Sachkonten, Kreditoren, Debitoren, Kostenstellen und weitere).',
      steps: [
        'Öffnen Sie „Verwaltung“ und wählen Sie einen Reiter, z. B. „Benutzer“.',
        'Legen Sie einen Eintrag neu an oder doppelklicken Sie einen vorhandenen, um ihn zu bearbeiten.',
        'Im Benutzerdialog stehen die Reiter „Allgemein“, „Gruppen und Mandanten“ und „Rechte“; Rechte gelten für „alle Mandanten“ oder „für Mandanten“.',
        'Für Stammdaten wählen Sie zuerst den Mandanten, dann den Reiter („Sachkonten“, „Kreditoren“, „Debitoren“, „Kostenstellen“, „Import/Export“ …).',
      ],
      controls: [
        ['Passwort setzen', 'vergibt dem Benutzer ein neues Passwort.'],
        [
          'Aktivieren / Deaktivieren',
          'erlaubt oder sperrt die Anmeldung eines Benutzers, ohne ihn zu löschen.',
        ],
        ['Administrator', 'gibt Zugriff auf Verwaltung und Systemeinstellungen.'],
        ['Startmodul', 'das Modul, das nach der Anmeldung geöffnet wird.'],
        ['Import/Export', 'liest Stammdaten als CSV oder DATEV-Format ein und gibt sie aus.'],
      ],
      shortcuts: [],
      problems: [
        [
          '„Bitte geben Sie einen Namen ein.“ im Kreditor- oder Debitordialog',
          'Das Feld „Name“ ist Pflicht.',
        ],
        [
          '„Die Kontonummer liegt nicht im Nummernbereich für Debitoren bzw. Kreditoren.“',
          'Wählen Sie eine Nummer im Bereich, der unter Einstellungen → Buchhaltung festgelegt ist.',
        ],
        [
          'Ein Benutzer sieht ein Modul nicht im Menü',
          'Ihm fehlt das Startrecht des Moduls (Reiter „Rechte“).',
        ],
      ],
    },
    settings: {
      title: 'Einstellungen',
      purpose:
        'Ihre persönlichen Einstellungen (Passwort, Sprache, aktive Sitzungen) und, je nach Recht, die Einstellungen der Module je Mandant und des Systems.',
      steps: [
        'Öffnen Sie „Einstellungen“ im Menü oder über Ihren Benutzernamen oben rechts.',
        'Unter „Benutzer“ ändern Sie Ihr Passwort; unter „Aktive Sitzungen“ sehen und beenden Sie Ihre Anmeldungen an anderen Geräten.',
        'Modul-Einstellungen sind in Bereiche gegliedert („Erfassung“, „Ansicht“, „Analyse“, „Tastenbelegung“, „ZUGFeRD“, „Buchhaltung“, „Archivierung“, „DATEV“, „Jobs“, „Startmodul“, „Stellvertretung“, „SMTP“). Ändern Sie Werte und klicken Sie „Speichern“.',
        'Administratoren finden unter „System“ die Passwortrichtlinie, den Wartungsmodus, das Farbschema, das Logo und das Fehlerprotokoll.',
      ],
      controls: [
        ['Speichern', 'übernimmt die Einstellungen des Bereichs.'],
        [
          'Wartung ankündigen / Wartung beenden',
          'warnt alle Benutzer mit einem Countdown und sperrt danach die Anmeldung für Nicht-Administratoren.',
        ],
        [
          'Logo hochladen / Standardlogo verwenden',
          'setzt das Logo im Kopfbereich (PNG, JPEG, GIF oder WebP, höchstens 512 KB).',
        ],
        ['Fehlerprotokoll exportieren', 'legt das Protokoll als Download im Download-Manager ab.'],
        [
          'Farbschema',
          'Blau, Grau, Grün oder SBA; jeder Benutzer wählt sein eigenes über das Menü unter seinem Namen.',
        ],
      ],
      shortcuts: [],
      problems: [
        [
          '„Sie sind an diesem Modul bereits in einer anderen Sitzung angemeldet.“',
          'Beenden Sie die andere Sitzung unter „Aktive Sitzungen“ und öffnen Sie das Modul erneut.',
        ],
        [
          'Das neue Passwort wird abgelehnt',
          'Die Meldung nennt die verletzte Regel der Passwortrichtlinie (Länge, Zeichengruppen, Alter); wählen Sie ein anderes Passwort.',
        ],
        [
          'Tastenkombination doppelt vergeben',
          'Jede Tastenkombination darf nur einmal vorkommen; ändern Sie eine der beiden.',
        ],
      ],
    },
    downloads: {
      title: 'Downloads',
      purpose:
        'Exporte und Sammel-Downloads (z. B. „Als ZIP herunterladen“ oder das Fehlerprotokoll) werden im Hintergrund vorbereitet und liegen dann im Download-Manager bereit.',
      steps: [
        'Starten Sie einen Export in einem Modul; Belegfluss meldet, dass er vorbereitet wird.',
        'Die Schaltfläche ⤓ im Kopfbereich zählt die Einträge und ist hervorgehoben, solange neue dabei sind. Klicken Sie sie, um „Verfügbare Downloads“ zu öffnen.',
        'Wählen Sie Einträge mit dem Status „Bereit“ und klicken Sie „Herunterladen“.',
        'Löschen Sie erledigte Einträge mit „Löschen“; „OK“ schließt den Dialog und markiert alle Einträge als gesehen.',
      ],
      controls: [
        ['Herunterladen', 'nur möglich, wenn alle gewählten Einträge „Bereit“ sind.'],
        ['Löschen', 'nur möglich, wenn alle gewählten Einträge „Bereit“ oder „Fehler“ sind.'],
        [
          'Aktualisieren',
          'lädt die Liste neu und hebt Auswahl und Sortierung auf (die Liste aktualisiert sich auch alle 10 Sekunden).',
        ],
        [
          'Status „In Bearbeitung“ / „Bereit“ / „Fehler“',
          'der Stand des Eintrags; der Tooltip zeigt Fortschritt oder Fehlertext.',
        ],
      ],
      shortcuts: [['Strg+A', 'alle Einträge der Liste auswählen']],
      problems: [
        [
          '„Es liegen keine Downloads vor.“',
          'Sie haben keine vorbereiteten Downloads; starten Sie einen Export im Modul.',
        ],
        [
          '„Fehler beim Laden der Einträge“',
          'Die Liste konnte nicht geladen werden; klicken Sie „Aktualisieren“ oder versuchen Sie es später erneut.',
        ],
        [
          'Ein Eintrag bleibt lange „In Bearbeitung“',
          'Große Exporte brauchen Zeit; der Tooltip zeigt den Fortschritt. Endet er mit „Fehler“, löschen Sie ihn und starten Sie den Export erneut.',
        ],
      ],
    },
  },
};
