import { MantineProvider } from '@mantine/core';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { DEFAULT_THEME, themeNames, type ThemeName } from '@belegfluss/shared';
import { createAppTheme } from './theme.js';

type ThemeContextValue = { theme: ThemeName; setTheme: (theme: ThemeName) => void };

const ThemeContext = createContext<ThemeContextValue | null>(null);

/** The active theme (Blau, Grau, Grün, SBA); the document carries it as `data-theme` too. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setThemeState] = useState<ThemeName>(DEFAULT_THEME);
  const setTheme = useCallback((next: ThemeName) => {
    if ((themeNames as readonly string[]).includes(next)) setThemeState(next);
  }, []);
  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);
  const mantineTheme = useMemo(() => createAppTheme(theme), [theme]);
  const value = useMemo(() => ({ theme, setTheme }), [theme, setTheme]);
  return (
    <ThemeContext.Provider value={value}>
      <MantineProvider theme={mantineTheme}>{children}</MantineProvider>
    </ThemeContext.Provider>
  );
}

export function useAppTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error('useAppTheme outside ThemeProvider');
  return value;
}
