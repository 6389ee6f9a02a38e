import { Group, Stack, Tabs, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MandantProvider, MandantSelect, useMandant } from '../../../ui/MandantContext.js';
import { LearnedRulesPanel } from '../components/LearnedRulesPanel.js';
import { RuleOverview, type MaskChoice } from '../components/RuleOverview.js';
import { TemplatesPanel } from '../components/TemplatesPanel.js';
import { rulesApi } from '../rules.api.js';

function RuleManager() {
  const { t } = useTranslation();
  const { mandantId, isAdmin } = useMandant();
  const [choice, setChoice] = useState<MaskChoice>({ scope: 'mandant', profileKind: 'Default' });
  const fieldTypes = useQuery({
    queryKey: ['rules', 'field-types', mandantId],
    queryFn: () => rulesApi.fieldTypes(mandantId as string),
    enabled: Boolean(mandantId),
  });
  return (
    <Stack gap="md" p="md">
      <Group justify="space-between" align="end">
        <Title order={3}>{t('rules.page.title')}</Title>
        <MandantSelect />
      </Group>
      {mandantId && (
        <Tabs defaultValue="overview" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="overview">{t('rules.page.overview')}</Tabs.Tab>
            <Tabs.Tab value="templates">{t('rules.page.templates')}</Tabs.Tab>
            <Tabs.Tab value="learned">{t('rules.page.learned')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="overview" pt="sm">
            <RuleOverview
              key={mandantId}
              mandantId={mandantId}
              isAdmin={isAdmin}
              choice={choice}
              onChoice={setChoice}
              fieldTypes={fieldTypes.data ?? []}
            />
          </Tabs.Panel>
          <Tabs.Panel value="templates" pt="sm">
            <TemplatesPanel mandantId={mandantId} choice={choice} />
          </Tabs.Panel>
          <Tabs.Panel value="learned" pt="sm">
            <LearnedRulesPanel mandantId={mandantId} />
          </Tabs.Panel>
        </Tabs>
      )}
    </Stack>
  );
}

/** `#/MainFrame/Unides/RuleMan`: the rule manager (spec 002) of Rechnungsverarbeitung. */
export function RuleManagerPage() {
  return (
    <MandantProvider>
      <RuleManager />
    </MandantProvider>
  );
}
