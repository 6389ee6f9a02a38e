import { ActionIcon, Button, Group } from '@mantine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { helpRouteFor } from './help/help-content.js';
import type { MenuEntry } from './menu.js';

/** The menu scrolls in steps of 80 px (spec 000, section 2). */
export const MENU_SCROLL_STEP = 80;

/**
 * Compact buttons with the small font: every module of an administrator fits beside logo,
 * download button, language and user name at 1440 px (~830 of ~1360 px in German).
 */
export const MENU_BUTTON_SIZE = 'compact-sm';

/** The module menu in the header; arrows appear when it does not fit. */
export function HeaderMenu({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  const location = useLocation();
  const viewport = useRef<HTMLDivElement>(null);
  const [overflow, setOverflow] = useState({ left: false, right: false });

  const measure = useCallback(() => {
    const element = viewport.current;
    if (!element) return;
    setOverflow({
      left: element.scrollLeft > 0,
      right: element.scrollLeft + element.clientWidth < element.scrollWidth - 1,
    });
  }, []);
  // The menu's room changes with the window and with its neighbours in the header (download
  // button, user name, language), and its content with the entries and the language.
  useEffect(() => {
    const element = viewport.current;
    measure();
    window.addEventListener('resize', measure);
    const observer = new ResizeObserver(measure);
    if (element) {
      observer.observe(element);
      for (const child of element.children) observer.observe(child);
    }
    return () => {
      window.removeEventListener('resize', measure);
      observer.disconnect();
    };
  }, [measure, entries]);

  // The entry whose route is the longest prefix of the path (Unides/einvoice-check beats Unides).
  const activeKey = entries
    .filter((entry) => location.pathname === entry.route || location.pathname.startsWith(`${entry.route}/`))
    .sort((a, b) => b.route.length - a.route.length)[0]?.key;

  const scroll = (direction: 1 | -1) => {
    viewport.current?.scrollBy({ left: direction * MENU_SCROLL_STEP });
    setTimeout(measure, 50);
  };

  return (
    <Group gap={2} wrap="nowrap" style={{ flex: 1, minWidth: 0 }}>
      {overflow.left && (
        <ActionIcon variant="subtle" aria-label={t('shell.menu.scroll-left')} onClick={() => scroll(-1)}>
          ‹
        </ActionIcon>
      )}
      <nav
        ref={viewport}
        onScroll={measure}
        className="header-menu"
        aria-label={t('shell.menu.label')}
        data-testid="header-menu"
      >
        {entries.map((entry) => {
          const active = entry.key === activeKey;
          return (
            <Button
              key={entry.key}
              component={Link}
              to={entry.key === 'help' ? helpRouteFor(location.pathname) : entry.route}
              variant={active ? 'light' : 'subtle'}
              size={MENU_BUTTON_SIZE}
              style={{ flexShrink: 0 }}
              aria-current={active ? 'page' : undefined}
            >
              {t(entry.labelKey)}
            </Button>
          );
        })}
      </nav>
      {overflow.right && (
        <ActionIcon variant="subtle" aria-label={t('shell.menu.scroll-right')} onClick={() => scroll(1)}>
          ›
        </ActionIcon>
      )}
    </Group>
  );
}
