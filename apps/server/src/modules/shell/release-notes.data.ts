import type { ReleaseNotesVersion } from '@belegfluss/shared';

/**
 * Release notes, newest first. The shell shows the banner when the product version differs from
 * the last one the user was told about; the dialog lists the features of the modules the user may use.
 */
export const releaseNotes: ReleaseNotesVersion[] = [
  {
    version: '5.1.6',
    locales: {
      DE: {
        features: [
          {
            name: 'E-Rechnungsprüfung nach EN 16931',
            supportedModules: ['Capture', 'Unides', 'Workflow'],
            summary: 'Elektronische Rechnungen werden beim Eingang nach EN 16931 geprüft.',
            description:
              '<p>XRechnung- und ZUGFeRD-Rechnungen werden beim Eingang gegen die Geschäftsregeln der ' +
              '<strong>EN 16931</strong> geprüft, XRechnungen zusätzlich gegen die Regeln der XRechnung.</p>' +
              '<ul><li>Fehler und Warnungen erscheinen mit der Regelnummer und einem deutschen Text.</li>' +
              '<li>Rechnungen mit Fehlern sind in der Rechnungsverarbeitung gekennzeichnet.</li></ul>',
          },
          {
            name: 'Hybride PDF-Rechnungen mit eingebettetem XML',
            supportedModules: ['Capture', 'Unides', 'Workflow', 'WorkflowSearch'],
            summary: 'Aus ZUGFeRD- und Factur-X-PDFs wird das eingebettete XML gelesen.',
            description:
              '<p>Enthält eine PDF-Rechnung eine eingebettete XML-Datei (ZUGFeRD, Factur-X), werden ' +
              'die Rechnungsdaten direkt aus dem XML übernommen. Eine Texterkennung ist dafür nicht nötig.</p>' +
              '<p>Das Profil (z. B. EN 16931, EXTENDED) wird erkannt und angezeigt.</p>',
          },
          {
            name: 'Registerkarte Prüfergebnis',
            supportedModules: ['Unides', 'Workflow'],
            summary: 'Eine eigene Registerkarte zeigt das Ergebnis der E-Rechnungsprüfung.',
            description:
              '<p>In der Belegansicht zeigt die neue Registerkarte <em>Prüfergebnis</em> alle Meldungen ' +
              'der Prüfung einer elektronischen Rechnung, nach Schweregrad geordnet.</p>',
          },
        ],
      },
      EN: {
        features: [
          {
            name: 'E-invoice validation according to EN 16931',
            supportedModules: ['Capture', 'Unides', 'Workflow'],
            summary: 'Electronic invoices are validated against EN 16931 on arrival.',
            description:
              '<p>XRechnung and ZUGFeRD invoices are checked on arrival against the business rules of ' +
              '<strong>EN 16931</strong>; XRechnung invoices also against the XRechnung rules.</p>' +
              '<ul><li>Errors and warnings are shown with their rule number and a readable text.</li>' +
              '<li>Invoices with errors are marked in invoice processing.</li></ul>',
          },
          {
            name: 'Hybrid PDF invoices with embedded XML',
            supportedModules: ['Capture', 'Unides', 'Workflow', 'WorkflowSearch'],
            summary: 'The XML embedded in ZUGFeRD and Factur-X PDFs is read.',
            description:
              '<p>When a PDF invoice carries an embedded XML file (ZUGFeRD, Factur-X), the invoice data ' +
              'is taken directly from the XML. No text recognition is needed.</p>' +
              '<p>The profile (e.g. EN 16931, EXTENDED) is detected and shown.</p>',
          },
          {
            name: 'Validation result tab',
            supportedModules: ['Unides', 'Workflow'],
            summary: 'A tab of its own shows the result of the e-invoice validation.',
            description:
              '<p>In the document view the new <em>Validation result</em> tab lists every message of an ' +
              'electronic invoice validation, ordered by severity.</p>',
          },
        ],
      },
      RU: {
        features: [
          {
            name: 'Проверка электронных счетов по EN 16931',
            supportedModules: ['Capture', 'Unides', 'Workflow'],
            summary: 'Электронные счета при поступлении проверяются по EN 16931.',
            description:
              '<p>Счета XRechnung и ZUGFeRD при поступлении проверяются по бизнес-правилам ' +
              '<strong>EN 16931</strong>, счета XRechnung — дополнительно по правилам XRechnung.</p>' +
              '<ul><li>Ошибки и предупреждения показываются с номером правила и понятным текстом.</li>' +
              '<li>Счета с ошибками отмечены в обработке счетов.</li></ul>',
          },
          {
            name: 'Гибридные PDF-счета со встроенным XML',
            supportedModules: ['Capture', 'Unides', 'Workflow', 'WorkflowSearch'],
            summary: 'Из PDF-файлов ZUGFeRD и Factur-X считывается встроенный XML.',
            description:
              '<p>Если PDF-счёт содержит встроенный XML-файл (ZUGFeRD, Factur-X), данные счёта берутся ' +
              'непосредственно из XML. Распознавание текста не требуется.</p>' +
              '<p>Профиль (например, EN 16931, EXTENDED) определяется и отображается.</p>',
          },
          {
            name: 'Вкладка «Результат проверки»',
            supportedModules: ['Unides', 'Workflow'],
            summary: 'Отдельная вкладка показывает результат проверки электронного счёта.',
            description:
              '<p>В просмотре документа новая вкладка <em>Результат проверки</em> показывает все сообщения ' +
              'проверки электронного счёта, упорядоченные по степени важности.</p>',
          },
        ],
      },
    },
  },
];
