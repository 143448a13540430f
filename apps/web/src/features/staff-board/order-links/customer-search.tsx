import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import type { LinkCustomer } from '@cambix/contract';
import { useState } from 'react';
import { staffEs } from '@/i18n/staff.ts';
import { useLinkCustomers } from '../api/order-links.ts';
import { useDebounced } from '../use-debounced.ts';

const t = staffEs.orderLinks;
const SEARCH_DELAY_MS = 300;

/** Finds a customer by name or document as the staff member types (asks once typing pauses). */
export function CustomerSearch({
  value,
  onChange,
  error,
}: {
  value: LinkCustomer | null;
  onChange: (customer: LinkCustomer | null) => void;
  error: string | null;
}) {
  const [input, setInput] = useState('');
  const q = useDebounced(input.trim(), SEARCH_DELAY_MS);
  const search = useLinkCustomers(q);
  return (
    <Autocomplete
      value={value}
      onChange={(_event, customer) => onChange(customer)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={search.customers}
      // The server already matched name or document.
      filterOptions={(options) => options}
      getOptionLabel={(customer) => `${customer.name} · ${customer.documentNumber}`}
      isOptionEqualToValue={(option, chosen) => option.id === chosen.id}
      loading={search.isFetching}
      loadingText={t.searching}
      noOptionsText={q.length < 2 ? t.customerHint : t.noCustomers}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t.customer}
          placeholder={t.customerPlaceholder}
          error={Boolean(error)}
          helperText={error ?? t.customerHint}
        />
      )}
    />
  );
}
