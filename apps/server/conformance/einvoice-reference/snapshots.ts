/**
 * The public snapshots the wider e-invoice test set is built from, and the official artefacts that
 * judge it. Pinned by commit so a rebuild gives the same files and verdicts (see
 * docs/decisions/einvoice.md, "Wider official test set").
 */
export type Snapshot = { repo: string; commit: string };

export const SNAPSHOTS = {
  cen: { repo: 'ConnectingEurope/eInvoicing-EN16931', commit: 'bf3a7d8d7137bec0c90f35d0fad42e30128fa2fd' },
  validatorConfiguration: {
    repo: 'itplr-kosit/validator-configuration-xrechnung',
    commit: '6faac15d697acfecb660b955962d90cd0d6ff4be',
  },
  /** The release whose scenarios (custom levels) the reference applies: v2026-01-31. */
  validatorConfigurationRelease: {
    repo: 'itplr-kosit/validator-configuration-xrechnung',
    commit: '4b8cd64524d9af0b8b5db7d541ff7a2bf9827617',
  },
  xrechnungSchematron: {
    repo: 'itplr-kosit/xrechnung-schematron',
    commit: '3098f3da447b9c435c969158a576573bca09afbe',
  },
  xrechnungTestsuite: {
    repo: 'itplr-kosit/xrechnung-testsuite',
    commit: '5528afafa9968eb67840da3ced0caf15f8d90a7a',
  },
  mustangproject: { repo: 'ZUGFeRD/mustangproject', commit: '096db40a9806b0b5202028509dff3563efe7fc8c' },
  zugferdCorpus: { repo: 'ZUGFeRD/corpus', commit: '47b61beb29b7de98c3c91cdb3657415c0ede783b' },
  /** Holds KoSIT's release ZIP of xrechnung-schematron 2.5.0 (compiled XSL) under docs/. */
  phiveRules: { repo: 'phax/phive-rules', commit: '432f0e9a8cff5c03d06625abe7a5fd8e7e346a64' },
} satisfies Record<string, Snapshot>;

/** Where each official artefact of the reference run comes from. */
export const ARTEFACTS = {
  cenUblXslt: { snapshot: SNAPSHOTS.cen, path: 'ubl/xslt/EN16931-UBL-validation.xslt' },
  cenCiiXslt: { snapshot: SNAPSHOTS.cen, path: 'cii/xslt/EN16931-CII-validation.xslt' },
  ciiSchemaDir: {
    snapshot: SNAPSHOTS.cen,
    path: 'cii/schema/D16B SCRDM (Subset)/uncoupled clm/CII/uncefact/data/standard',
  },
  ublSchemaDir: { snapshot: SNAPSHOTS.mustangproject, path: 'validator/src/main/resources/schema/UBL_21' },
  xrechnungZip: {
    snapshot: SNAPSHOTS.phiveRules,
    path: 'phive-rules-xrechnung/docs/xrechnung-3.0.2-schematron-2.5.0.zip',
  },
  scenarios: { snapshot: SNAPSHOTS.validatorConfigurationRelease, path: 'scenarios.xml' },
};

export type SourceName =
  | 'kosit-validator-configuration'
  | 'xrechnung-schematron'
  | 'xrechnung-testsuite'
  | 'cen-unit-tests'
  | 'cen-examples'
  | 'mustangproject'
  | 'zugferd-corpus';

export type SourceDefinition = {
  name: SourceName;
  snapshot: Snapshot;
  /** Folders (prefixes) below which .xml and .pdf files are taken. */
  folders: string[];
  /** Expand xml-mutate processing instructions into mutants. */
  mutants?: boolean;
  /** Files are CEN unit-test sets (vefa testSet) to split into fragments. */
  unitTests?: boolean;
};

export const SOURCES: SourceDefinition[] = [
  {
    name: 'kosit-validator-configuration',
    snapshot: SNAPSHOTS.validatorConfiguration,
    folders: [
      'src/test/instances/',
      'src/test/cen-unit-test/',
      'src/test/integration/',
      'src/test/unexpected/',
    ],
    mutants: true,
  },
  {
    name: 'xrechnung-schematron',
    snapshot: SNAPSHOTS.xrechnungSchematron,
    folders: ['test/instances/'],
    mutants: true,
  },
  { name: 'xrechnung-testsuite', snapshot: SNAPSHOTS.xrechnungTestsuite, folders: ['src/test/'] },
  {
    name: 'cen-unit-tests',
    snapshot: SNAPSHOTS.cen,
    folders: ['test/Invoice-unit-UBL/', 'test/CreditNote-unit-UBL/', 'test/cii/'],
    unitTests: true,
  },
  {
    name: 'cen-examples',
    snapshot: SNAPSHOTS.cen,
    folders: ['test/testfiles/', 'ubl/examples/', 'cii/examples/'],
  },
  {
    name: 'mustangproject',
    snapshot: SNAPSHOTS.mustangproject,
    folders: [
      'library/src/test/resources/',
      'validator/src/test/resources/',
      'Mustang-CLI/src/test/resources/',
    ],
  },
  { name: 'zugferd-corpus', snapshot: SNAPSHOTS.zugferdCorpus, folders: [''] },
];
