import { createTheme, type MantineColorsTuple } from '@mantine/core';

export const themeNames = ['Blau', 'Grau', 'Grün', 'SBA'] as const;
export type ThemeName = (typeof themeNames)[number];

const sba: MantineColorsTuple = [
  '#fff4e6',
  '#ffe8cc',
  '#ffd8a8',
  '#ffc078',
  '#ffa94d',
  '#ff922b',
  '#fd7e14',
  '#f76707',
  '#e8590c',
  '#d9480f',
];

const primaryColors: Record<ThemeName, string> = { Blau: 'blue', Grau: 'gray', Grün: 'green', SBA: 'sba' };

/** The four themes of spec 000: one Mantine theme each, differing in the primary colour. */
export function createAppTheme(name: ThemeName) {
  return createTheme({
    primaryColor: primaryColors[name],
    colors: { sba },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'sm',
  });
}
