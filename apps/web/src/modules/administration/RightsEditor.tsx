import { Checkbox, MultiSelect, Table } from '@mantine/core';
import type { RightGrant } from '@belegfluss/shared';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MandantSummary } from '@belegfluss/shared';
import { listRightNames } from './administration.api.js';

/** Each right for all Mandanten (checkbox) or for chosen Mandanten. */
export function RightsEditor(props: {
  value: RightGrant[];
  mandanten: MandantSummary[];
  onChange: (value: RightGrant[]) => void;
}) {
  const { t } = useTranslation();
  const names = useQuery({ queryKey: ['rightnames'], queryFn: listRightNames, staleTime: Infinity });
  const mandantData = props.mandanten.map((mandant) => ({
    value: mandant.id,
    label: `${mandant.mandnr} ${mandant.name}`,
  }));
  function update(right: string, global: boolean, mandantIds: string[]) {
    const others = props.value.filter((grant) => grant.right !== right);
    const grants: RightGrant[] = global
      ? [{ right, mandantId: null }]
      : mandantIds.map((mandantId) => ({ right, mandantId }));
    props.onChange([...others, ...grants]);
  }
  return (
    <Table withTableBorder striped>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('administration.rights.right')}</Table.Th>
          <Table.Th>{t('administration.rights.global')}</Table.Th>
          <Table.Th>{t('administration.rights.per-mandant')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {(names.data ?? []).map(({ name, perMandant }) => {
          const grants = props.value.filter((grant) => grant.right === name);
          const global = grants.some((grant) => grant.mandantId === null);
          const mandantIds = grants.flatMap((grant) => (grant.mandantId ? [grant.mandantId] : []));
          return (
            <Table.Tr key={name}>
              <Table.Td>
                {t(`administration.right.${name}`)}
                <div style={{ fontSize: 11, color: 'gray' }}>{name}</div>
              </Table.Td>
              <Table.Td>
                <Checkbox
                  aria-label={`${name} global`}
                  checked={global}
                  onChange={(event) => update(name, event.currentTarget.checked, mandantIds)}
                />
              </Table.Td>
              <Table.Td>
                {perMandant && (
                  <MultiSelect
                    size="xs"
                    disabled={global}
                    data={mandantData}
                    value={mandantIds}
                    onChange={(ids) => update(name, false, ids)}
                  />
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
