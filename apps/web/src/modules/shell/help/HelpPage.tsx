import { Anchor, Divider, List, Stack, Table, Text, Title } from '@mantine/core';
import { isLanguage, type Language } from '@belegfluss/shared';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { helpDe } from './help.de.js';
import { helpEn } from './help.en.js';
import { helpRu } from './help.ru.js';
import {
  HELP_ROUTE,
  helpSectionIds,
  isHelpSectionId,
  type HelpContent,
  type HelpSection,
  type HelpSectionId,
} from './help-content.js';

const helpByLanguage: Record<Language, HelpContent> = { de: helpDe, en: helpEn, ru: helpRu };

const sectionElementId = (id: HelpSectionId) => `help-${id}`;

function PairTable({ rows, caption }: { rows: [string, string][]; caption: string }) {
  return (
    <Table withTableBorder verticalSpacing={4} aria-label={caption}>
      <Table.Tbody>
        {rows.map(([name, meaning]) => (
          <Table.Tr key={name}>
            <Table.Th scope="row" w="35%" fw={600}>
              {name}
            </Table.Th>
            <Table.Td>{meaning}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function HelpSectionView({ id, section }: { id: HelpSectionId; section: HelpSection }) {
  const { t } = useTranslation();
  const headingId = `${sectionElementId(id)}-title`;
  return (
    <Stack
      component="section"
      id={sectionElementId(id)}
      aria-labelledby={headingId}
      gap="xs"
      data-testid={`help-${id}`}
    >
      <Title order={3} id={headingId}>
        {section.title}
      </Title>
      <Text>{section.purpose}</Text>
      <Title order={4}>{t('shell.help.steps')}</Title>
      <List type="ordered" spacing={4}>
        {section.steps.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
      <Title order={4}>{t('shell.help.controls')}</Title>
      <PairTable rows={section.controls} caption={`${section.title}: ${t('shell.help.controls')}`} />
      {section.shortcuts.length > 0 && (
        <>
          <Title order={4}>{t('shell.help.shortcuts')}</Title>
          <PairTable rows={section.shortcuts} caption={`${section.title}: ${t('shell.help.shortcuts')}`} />
        </>
      )}
      <Title order={4}>{t('shell.help.problems')}</Title>
      <PairTable rows={section.problems} caption={`${section.title}: ${t('shell.help.problems')}`} />
      <Anchor component={Link} to={HELP_ROUTE} size="sm">
        {t('shell.help.to-contents')}
      </Anchor>
    </Stack>
  );
}

/**
 * Help: a table of contents and one section per module in the UI language. `?section=<module>`
 * (set by the menu's Hilfe entry from within a module) opens the help at that module's section.
 */
export function HelpPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const content = helpByLanguage[isLanguage(i18n.language) ? i18n.language : 'de'];
  const requested = params.get('section');
  const current = isHelpSectionId(requested) ? requested : null;

  useEffect(() => {
    const target = current ? document.getElementById(sectionElementId(current)) : null;
    target?.scrollIntoView?.({ block: 'start' });
  }, [current]);

  return (
    <Stack maw={960} gap="md" data-testid="help-page">
      <Title order={2}>{t('shell.help.title')}</Title>
      <Text>{content.intro}</Text>
      <nav aria-label={t('shell.help.contents')}>
        <Title order={4}>{t('shell.help.contents')}</Title>
        <List spacing={2}>
          {helpSectionIds.map((id) => (
            <List.Item key={id}>
              <Anchor
                component={Link}
                to={`${HELP_ROUTE}?section=${id}`}
                aria-current={id === current ? 'location' : undefined}
              >
                {content.sections[id].title}
              </Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      {helpSectionIds.map((id) => (
        <Stack key={id} gap="md">
          <Divider />
          <HelpSectionView id={id} section={content.sections[id]} />
        </Stack>
      ))}
    </Stack>
  );
}
