import type { AccountFrame } from '@belegfluss/shared';
import { parseChart, type Chart, type ChartAccount } from './chart.models.js';
import { skr03Table } from './skr03.chart.js';
import { skr04Table } from './skr04.chart.js';

const tables: Record<AccountFrame, () => string> = { SKR03: skr03Table, SKR04: skr04Table };
const parsed = new Map<AccountFrame, Chart>();

/** The standard chart, parsed on first use and kept. */
export function chartOf(frame: AccountFrame): Chart {
  let chart = parsed.get(frame);
  if (!chart) {
    chart = parseChart(frame, tables[frame]());
    parsed.set(frame, chart);
  }
  return chart;
}

export function chartAccount(frame: AccountFrame, number: number): ChartAccount | undefined {
  return chartOf(frame).byNumber.get(number);
}
