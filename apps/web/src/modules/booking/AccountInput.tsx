import { Autocomplete } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { bookingApi } from './booking.api.js';

/**
 * An account field that completes on number or name as one types (the Mandant's chart via
 * `/api/man/konten/complete`): arrows choose, Enter takes the account's number.
 */
export function AccountInput(props: {
  mandantId: string;
  label: string;
  value: string;
  error?: string | undefined;
  disabled?: boolean;
  autoFocus?: boolean;
  onChange: (value: string) => void;
}) {
  const [term] = useDebouncedValue(props.value.trim(), 200);
  const found = useQuery({
    queryKey: ['booking', 'accounts', props.mandantId, term],
    queryFn: () => bookingApi.completeAccounts(props.mandantId, term),
    enabled: term !== '' && !props.disabled,
    staleTime: 60_000,
  });
  const options = (found.data ?? []).map((account) => ({
    value: String(account.number),
    label: `${account.number} ${account.name}`,
  }));
  return (
    <Autocomplete
      size="xs"
      w={110}
      label={props.label}
      value={props.value}
      error={props.error}
      disabled={props.disabled}
      autoFocus={props.autoFocus}
      data={options}
      filter={({ options: all }) => all}
      comboboxProps={{ width: 280, position: 'bottom-start' }}
      onChange={props.onChange}
    />
  );
}
