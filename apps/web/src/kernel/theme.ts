import { createTheme, type MantineColorsTuple } from '@mantine/core';
import type { ThemeName } from '@belegfluss/shared';

export { themeNames, type ThemeName } from '@belegfluss/shared';

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
    primaryShade: name === 'Grau' ? 7 : 6,
    colors: { sba },
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    defaultRadius: 'sm',
  });
}

const themeKeys: Record<ThemeName, string> = { Blau: 'blau', Grau: 'grau', Grün: 'gruen', SBA: 'sba' };

/** The i18n key of a theme's name. */
export function themeLabelKey(name: ThemeName): string {
  return `shell.theme.${themeKeys[name]}`;
}
