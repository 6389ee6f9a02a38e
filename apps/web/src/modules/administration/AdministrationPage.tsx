import { Group, Stack, Tabs, Text, Title } from '@mantine/core';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import {
  AccountsPanel,
  BankAccountsPanel,
  CostCentresPanel,
  PersonalAccountsPanel,
  TagsPanel,
  TransferPanel,
  VorgangPanel,
} from '../masterdata/index.js';
import { ExportPanel } from '../export/index.js';
import { MandantProvider, MandantSelect, useMandant } from '../../ui/MandantContext.js';
import { ExternalUsersPanel } from './ExternalUsersPanel.js';
import { GroupsPanel } from './GroupsPanel.js';
import { MandantenPanel } from './MandantenPanel.js';
import { UsersPanel } from './UsersPanel.js';

type Tab = {
  path: string;
  perMandant: boolean;
  adminOnly?: boolean;
  render: (mandantId: string) => ReactElement;
};

/** The tabs of Verwaltung, each a sub-route `#/MainFrame/Verwaltung/<path>`. */
const tabs: Tab[] = [
  {
    path: 'Sachkonten',
    perMandant: true,
    render: (id) => <AccountsPanel key={id} mandantId={id} kind="SACHKONTO" />,
  },
  {
    path: 'Unterkonten',
    perMandant: true,
    render: (id) => <AccountsPanel key={id} mandantId={id} kind="UNTERKONTO" />,
  },
  {
    path: 'Kreditoren',
    perMandant: true,
    render: (id) => <PersonalAccountsPanel key={id} mandantId={id} kind="KREDITOR" />,
  },
  {
    path: 'Debitoren',
    perMandant: true,
    render: (id) => <PersonalAccountsPanel key={id} mandantId={id} kind="DEBITOR" />,
  },
  { path: 'Kostenstellen', perMandant: true, render: (id) => <CostCentresPanel key={id} mandantId={id} /> },
  { path: 'Schlagworte', perMandant: true, render: (id) => <TagsPanel key={id} mandantId={id} /> },
  { path: 'Bankkonten', perMandant: true, render: (id) => <BankAccountsPanel key={id} mandantId={id} /> },
  { path: 'Vorgangsarten', perMandant: true, render: (id) => <VorgangPanel key={id} mandantId={id} /> },
  { path: 'ImportExport', perMandant: true, render: (id) => <TransferPanel key={id} mandantId={id} /> },
  { path: 'FiBuExport', perMandant: true, render: (id) => <ExportPanel key={id} mandantId={id} /> },
  {
    path: 'ExterneBenutzer',
    perMandant: true,
    render: (id) => <ExternalUsersPanel key={id} mandantId={id} />,
  },
  { path: 'Benutzer', perMandant: false, adminOnly: true, render: () => <UsersPanel /> },
  { path: 'Gruppen', perMandant: false, adminOnly: true, render: () => <GroupsPanel /> },
  { path: 'Mandanten', perMandant: false, adminOnly: true, render: () => <MandantenPanel /> },
];

function AdministrationTabs() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const { mandantId, isAdmin } = useMandant();
  const visible = tabs.filter((tab) => !tab.adminOnly || isAdmin);
  const active = visible.find((tab) => tab.path === params['*']) ?? (visible[0] as Tab);
  return (
    <Stack>
      <Group justify="space-between" align="end">
        <Title order={2}>{t('shell.menu.administration')}</Title>
        {active.perMandant && <MandantSelect />}
      </Group>
      <Tabs
        value={active.path}
        onChange={(value) => value && void navigate(`/MainFrame/Verwaltung/${value}`)}
        keepMounted={false}
      >
        <Tabs.List>
          {visible.map((tab) => (
            <Tabs.Tab key={tab.path} value={tab.path}>
              {t(`masterdata.tab.${tab.path}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value={active.path} pt="md">
          {active.perMandant && !mandantId ? (
            <Text c="dimmed">{t('masterdata.mandant.none')}</Text>
          ) : (
            active.render(mandantId ?? '')
          )}
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}

/** `#/MainFrame/Verwaltung`: master data, imports and exports, users, groups, Mandanten. */
export function AdministrationPage() {
  return (
    <MandantProvider>
      <AdministrationTabs />
    </MandantProvider>
  );
}
