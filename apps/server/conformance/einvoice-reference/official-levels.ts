/**
 * Effective levels as the KoSIT validator gives them: the SVRL flag (fatal/error → error), then the
 * `customLevel`s of the scenario of validator-configuration-xrechnung the instance matches (read from its
 * scenarios.xml, so a new release is one file).
 */
export type Level = 'error' | 'warning' | 'information';
export type Scenario = {
  name: string;
  root: 'Invoice' | 'CreditNote' | 'CrossIndustryInvoice';
  id: string;
  levels: Record<string, Level>;
};

const CEN_ID = 'urn:cen.eu:en16931:2017';

/** The identifiers the scenarios match, as validator-configuration's build.xml defines them. */
export function scenarioIds(xrechnungMajorMinor: string, cvdMajorMinor: string): Record<string, string> {
  const spec = `${CEN_ID}#compliant#urn:xeinkauf.de:kosit:xrechnung_${xrechnungMajorMinor}`;
  return {
    '@xrechnung.spec.id@': spec,
    '@xrechnung.extension.id@': `${spec}#conformant#urn:xeinkauf.de:kosit:extension:xrechnung_${xrechnungMajorMinor}`,
    '@xrechnung.cvd.id@': `${spec}#compliant#urn:xeinkauf.de:kosit:xrechnung:cvd_${cvdMajorMinor}`,
  };
}

export function parseScenarios(xml: string, ids: Record<string, string>): Scenario[] {
  const scenarios: Scenario[] = [];
  for (const block of xml.match(/<scenario>[\s\S]*?<\/scenario>/g) ?? []) {
    const name = /<name>([^<]*)<\/name>/.exec(block)?.[1]?.trim() ?? '';
    const match = /<match>([\s\S]*?)<\/match>/.exec(block)?.[1] ?? '';
    const root = match.includes('CrossIndustryInvoice')
      ? 'CrossIndustryInvoice'
      : match.includes('CreditNote')
        ? 'CreditNote'
        : 'Invoice';
    const placeholder = /@[\w.]+@/.exec(match)?.[0];
    const id = placeholder ? ids[placeholder] : /'(urn:[^']+)'/.exec(match)?.[1];
    if (!id) continue;
    const levels: Record<string, Level> = {};
    for (const level of block.matchAll(/<customLevel level="(\w+)">([^<]+)<\/customLevel>/g))
      levels[level[2]!.trim()] = level[1] as Level;
    scenarios.push({ name, root, id, levels });
  }
  return scenarios;
}

export function matchScenario(scenarios: Scenario[], root: string, customization: string): Scenario | null {
  return scenarios.find((scenario) => scenario.root === root && scenario.id === customization) ?? null;
}

export function flagLevel(flag: string): Level {
  if (flag === 'warning') return 'warning';
  if (flag === 'information' || flag === 'info') return 'information';
  return 'error';
}
