import { PDFDocument } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { buildReport } from '../einvoice.models.js';
import { buildCiiInvoice } from '../testing/invoice-builder.js';
import { detectProfile, XRECHNUNG_CIUS_ID, XRECHNUNG_CVD_ID, XRECHNUNG_EXTENSION_ID } from './detect.js';
import { validateInvoiceFile } from './validate-file.js';
import { validateXml } from './validate.js';

const EN16931 = 'urn:cen.eu:en16931:2017';

describe('detectProfile', () => {
  it.each([
    ['urn:factur-x.eu:1p0:minimum', 'Factur-X/ZUGFeRD MINIMUM', false],
    ['urn:factur-x.eu:1p0:basicwl', 'Factur-X/ZUGFeRD BASIC WL', false],
    [`${EN16931}#compliant#urn:factur-x.eu:1p0:basic`, 'Factur-X/ZUGFeRD BASIC', false],
    [`${EN16931}#conformant#urn:factur-x.eu:1p0:extended`, 'Factur-X/ZUGFeRD EXTENDED', false],
    [XRECHNUNG_CIUS_ID, 'XRechnung 3.0', false],
    [XRECHNUNG_EXTENSION_ID, 'XRechnung 3.0 Extension', false],
    [XRECHNUNG_CVD_ID, 'XRechnung 3.0 CVD', false],
    [`${EN16931}#compliant#urn:fdc:peppol.eu:2017:poacc:billing:3.0`, 'Peppol BIS Billing 3.0', false],
    [EN16931, 'EN 16931', false],
    ['urn:ferd:CrossIndustryDocument:invoice:1p0:comfort', 'ZUGFeRD 1.0', true],
    ['urn:zugferd.de:2p0:minimum', 'ZUGFeRD 2.0 MINIMUM', true],
    ['urn:zugferd.de:2p0:basicwl', 'ZUGFeRD 2.0 BASIC WL', true],
    [`${EN16931}#compliant#urn:zugferd.de:2p0:basic`, 'ZUGFeRD 2.0 BASIC', true],
    [`${EN16931}#compliant#urn:zugferd.de:2p0:en16931`, 'ZUGFeRD 2.0 EN16931', true],
    [`${EN16931}#conformant#urn:zugferd.de:2p0:extended`, 'ZUGFeRD 2.0 EXTENDED', true],
    [`${EN16931}:compliant:factur-x.eu:1p0:en16931`, 'Factur-X EN16931 (alte Kennung)', true],
    [`${EN16931}#compliant#urn:xoev-de:kosit:standard:xrechnung_2.3`, 'XRechnung 2.3', true],
    [`${EN16931}#compliant#urn:xoev-de:kosit:standard:xrechnung_2.1`, 'XRechnung 2.1', true],
    [`${EN16931}#compliant#urn:xoev-de:kosit:standard:xrechnung_1.2`, 'XRechnung 1.2', true],
    ['urn:example:own-profile', 'unbekannt', false],
    [undefined, '', false],
  ])('%s → %s', (id, profile, outdated) => {
    expect(detectProfile(id)).toMatchObject({ profile, outdated });
  });

  it('names the plain EN 16931 identifier in a hybrid PDF as the Factur-X/ZUGFeRD EN16931 profile', () => {
    expect(detectProfile(EN16931, 'pdf').profile).toBe('Factur-X/ZUGFeRD EN16931');
    expect(detectProfile(EN16931, 'xml').profile).toBe('EN 16931');
  });

  it('turns on the XRechnung rule sets for every XRechnung version, the extension and CVD', () => {
    expect(detectProfile(XRECHNUNG_EXTENSION_ID)).toMatchObject({
      xrechnung: true,
      extension: true,
      cvd: false,
    });
    expect(detectProfile(XRECHNUNG_CVD_ID)).toMatchObject({ xrechnung: true, extension: false, cvd: true });
    expect(detectProfile(`${EN16931}#compliant#urn:xoev-de:kosit:standard:xrechnung_2.3`).xrechnung).toBe(
      true,
    );
    expect(detectProfile('urn:zugferd.de:2p0:minimum').xrechnung).toBe(false);
  });
});

describe('profiles in the report', () => {
  const ciiWith = (id: string) => buildCiiInvoice({ customizationId: id });

  it('reports ZUGFeRD 2.0 as an older version with a notice', () => {
    const result = validateXml(ciiWith(`${EN16931}#compliant#urn:zugferd.de:2p0:basic`));
    expect(result.profile).toBe('ZUGFeRD 2.0 BASIC');
    expect(buildReport({ ...result, xml: null }).notices[0]!.de).toContain('veraltete Version');
  });

  it('warns that MINIMUM and BASIC WL are no full invoice, also under ZUGFeRD 2.0', () => {
    const minimum = buildReport({ ...validateXml(ciiWith('urn:zugferd.de:2p0:minimum')), xml: null });
    expect(minimum.notices.map((notice) => notice.de)).toEqual([
      expect.stringContaining('ZUGFeRD 2.0 (Profil MINIMUM)'),
      expect.stringContaining('keine vollständige Rechnung nach EN 16931'),
    ]);
  });

  it('reports an older XRechnung and a hybrid PDF with the plain EN 16931 identifier', async () => {
    const older = validateXml(ciiWith(`${EN16931}#compliant#urn:xoev-de:kosit:standard:xrechnung_2.3`));
    expect(older.profile).toBe('XRechnung 2.3');
    expect(buildReport({ ...older, xml: null }).notices[0]!.de).toContain('XRechnung 2.3');
    const document = await PDFDocument.create();
    document.addPage();
    await document.attach(Buffer.from(ciiWith(EN16931)), 'factur-x.xml', { mimeType: 'text/xml' });
    const hybrid = await validateInvoiceFile(await document.save());
    expect(hybrid.profile).toBe('Factur-X/ZUGFeRD EN16931');
    expect(validateXml(ciiWith(EN16931)).profile).toBe('EN 16931');
  });

  it('reports a ZUGFeRD 1.0 document as such, not as an EN 16931 invoice', () => {
    const result = validateXml(
      '<rsm:CrossIndustryDocument xmlns:rsm="urn:ferd:CrossIndustryDocument:invoice:1p0"/>',
    );
    expect(result).toMatchObject({ profile: 'ZUGFeRD 1.0', reasons: ['not-ubl-or-cii-root'] });
  });
});
