import { Select } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { fetchCurrentUser } from '../kernel/current-user.js';

type MandantOption = { id: string; mandnr: number; betriebnr: number; name: string; fibu: string };
type MandantState = {
  mandanten: MandantOption[];
  mandantId: string | null;
  setMandantId: (id: string) => void;
  isAdmin: boolean;
};

const MandantContext = createContext<MandantState | null>(null);
const STORAGE_KEY = 'belegfluss.admin.mandant';

/** The Mandant the administration and settings pages work on, chosen once for both. */
export function MandantProvider({ children }: { children: ReactNode }) {
  const me = useQuery({ queryKey: ['auth', 'me'], queryFn: fetchCurrentUser });
  const [chosen, setChosen] = useState<string | null>(() => localStorage.getItem(STORAGE_KEY));
  const value = useMemo<MandantState>(() => {
    const mandanten = me.data?.mandanten ?? [];
    const mandantId = mandanten.some((mandant) => mandant.id === chosen)
      ? chosen
      : (mandanten[0]?.id ?? null);
    return {
      mandanten,
      mandantId,
      isAdmin: me.data?.isAdmin ?? false,
      setMandantId: (id: string) => {
        localStorage.setItem(STORAGE_KEY, id);
        setChosen(id);
      },
    };
  }, [me.data, chosen]);
  return <MandantContext.Provider value={value}>{children}</MandantContext.Provider>;
}

export function useMandant(): MandantState {
  const state = useContext(MandantContext);
  if (!state) throw new Error('useMandant outside MandantProvider');
  return state;
}

export function MandantSelect() {
  const { t } = useTranslation();
  const { mandanten, mandantId, setMandantId } = useMandant();
  return (
    <Select
      label={t('masterdata.mandant.label')}
      w={360}
      data-testid="mandant-select"
      value={mandantId}
      allowDeselect={false}
      data={mandanten.map((mandant) => ({
        value: mandant.id,
        label: `${mandant.mandnr}${mandant.betriebnr ? `/${mandant.betriebnr}` : ''} ${mandant.name} (${mandant.fibu})`,
      }))}
      onChange={(value) => value && setMandantId(value)}
    />
  );
}
