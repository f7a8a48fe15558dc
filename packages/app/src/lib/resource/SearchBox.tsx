import { useEffect, useRef, useState } from 'react';
import { Icon, TextField } from '@pawon/ui';

export interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onSearch: (value: string) => void;
  /** Wait after the last keystroke. @default 250 */
  debounceMs?: number;
  id?: string;
  /** Form field name. @default 'q' (the URL parameter it fills) */
  name?: string;
}

/** A search field that reports what was typed once the user pauses (and at once on Enter). */
export function SearchBox({
  label,
  placeholder,
  value,
  onSearch,
  debounceMs = 250,
  id,
  name = 'q',
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  // Back/forward changes the URL: follow it.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text.trim() === value) return;
    const handle = setTimeout(() => latest.current(text), debounceMs);
    return () => clearTimeout(handle);
  }, [text, value, debounceMs]);

  return (
    <TextField
      id={id}
      name={name}
      type="search"
      label={label}
      placeholder={placeholder}
      value={text}
      maxLength={100}
      startAdornment={<Icon name="bx-search" />}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          latest.current(text);
        }
      }}
    />
  );
}
