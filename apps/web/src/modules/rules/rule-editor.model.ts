import type { RuleArea, RuleInput, ViewCommandResult } from '@belegfluss/shared';
import type { PageBox } from './components/RulePageCanvas.js';

export type Direction = 'same-line' | 'right' | 'below';
export type DraftRule = {
  id?: string | undefined;
  name: string;
  fieldKind: string;
  type: 'Anchor' | 'Pattern';
  anchorPattern: string;
  searchPattern: string;
  directions: Direction[];
  region: PageBox | null;
  active: boolean;
  alternatives: RuleInput['alternatives'];
};

export const allDirections: Direction[] = ['same-line', 'right', 'below'];

export function emptyDraft(): DraftRule {
  return {
    name: '',
    fieldKind: 'Kennung',
    type: 'Anchor',
    anchorPattern: '',
    searchPattern: '',
    directions: [...allDirections],
    region: null,
    active: true,
    alternatives: [],
  };
}

type StoredRule = {
  id: string;
  name: string;
  fieldKind: string;
  type: 'Anchor' | 'Pattern';
  anchorPattern: string;
  searchPattern: string;
  active: boolean;
  searchArea: { directions?: Direction[] | undefined; region?: PageBox | undefined } | null;
  alternatives: RuleInput['alternatives'];
};

export function draftOf(rule: StoredRule): DraftRule {
  return {
    id: rule.id,
    name: rule.name,
    fieldKind: rule.fieldKind,
    type: rule.type,
    anchorPattern: rule.anchorPattern,
    searchPattern: rule.searchPattern,
    directions: rule.searchArea?.directions ?? [...allDirections],
    region: rule.searchArea?.region ?? null,
    active: rule.active,
    alternatives: rule.alternatives,
  };
}

/** The rule as the server takes it; the region is a fraction of the page. */
export function ruleInputOf(draft: DraftRule): RuleInput {
  const directions = draft.directions.length === allDirections.length ? undefined : draft.directions;
  const searchArea =
    directions || draft.region
      ? { ...(directions ? { directions } : {}), ...(draft.region ? { region: draft.region } : {}) }
      : null;
  return {
    ...(draft.id ? { id: draft.id } : {}),
    name: draft.name,
    fieldKind: draft.fieldKind as RuleInput['fieldKind'],
    type: draft.type,
    anchorPattern: draft.type === 'Anchor' ? draft.anchorPattern : '',
    searchPattern: draft.searchPattern,
    searchArea,
    active: draft.active,
    alternatives: draft.alternatives,
  };
}

/** What the page shows: the anchor picked (blue), the search area (orange) and every hit (green). */
export function ruleAreas(
  page: { id: string; width: number; height: number },
  picked: { anchor: PageBox | null },
  region: PageBox | null,
  result: ViewCommandResult | null,
): RuleArea[] {
  const areas: RuleArea[] = [];
  if (region)
    areas.push({
      box: {
        x0: region.x0 * page.width,
        y0: region.y0 * page.height,
        x1: region.x1 * page.width,
        y1: region.y1 * page.height,
      },
      color: '#f59f00',
      label: 'Suchbereich',
    });
  if (picked.anchor) areas.push({ box: picked.anchor, color: '#1c7ed6', label: 'Anker' });
  for (const hit of result?.hits ?? []) {
    if (hit.pageId === page.id && hit.box)
      areas.push({ box: hit.box, color: '#2f9e44', label: hit.value.slice(0, 100) });
  }
  return areas;
}
