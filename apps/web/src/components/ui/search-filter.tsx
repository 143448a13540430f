import SearchIcon from '@mui/icons-material/Search';
import InputAdornment from '@mui/material/InputAdornment';
import { DebouncedTextFilter } from './debounced-text-filter.tsx';

export interface SearchFilterProps {
  label: string;
  placeholder: string;
  value: string;
  onCommit(text: string): void;
}

/** The search box of a filter bar: a debounced text filter with a magnifier. */
export function SearchFilter({ label, placeholder, value, onCommit }: SearchFilterProps) {
  return (
    <DebouncedTextFilter
      type="search"
      size="small"
      label={label}
      placeholder={placeholder}
      value={value}
      onCommit={onCommit}
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
