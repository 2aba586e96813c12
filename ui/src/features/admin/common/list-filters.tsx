import { useState, type CSSProperties, type ReactElement } from 'react';
import { Input, Select } from 'antd';
import type { AdminListState } from './use-admin-list';

type PageReset = Pick<AdminListState<string>, 'withPageReset'>;

/**
 * A list's search box: the typed text is sent (trimmed) on Enter, on the search button, or as '' when cleared.
 */
export function SearchFilter({
  label,
  placeholder,
  style,
  onSearch,
}: SearchFilterProps & { onSearch: (text: string) => void }) {
  const [text, setText] = useState('');
  return (
    <Input.Search
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={text}
      onChange={(e) => {
        setText(e.target.value);
      }}
      onSearch={(v) => {
        onSearch(v.trim());
      }}
      style={style}
    />
  );
}

interface SearchFilterProps {
  label: string;
  placeholder: string;
  style: CSSProperties;
}

/** The search sent to the list ('' until one is made) and its box; a new search goes back to page 1. */
export function useSearch(paging: PageReset, props: SearchFilterProps): [string, ReactElement] {
  const [search, setSearch] = useState('');
  const box = <SearchFilter {...props} onSearch={paging.withPageReset(setSearch)} />;
  return [search, box];
}

// The "All …" choice's value; no list filters on an empty string.
const ALL = '';

interface ChoiceFilterProps<V extends string> {
  label: string;
  allLabel: string;
  options: readonly { value: V; label: string }[];
  style: CSSProperties;
  /** `false` renders every option (a long list stays findable by tests and screen readers). */
  virtual?: boolean;
}

/** A list's drop-down filter: "All …" first (no filter, `undefined`), then the list's own choices. */
export function ChoiceFilter<V extends string>({
  label,
  allLabel,
  options,
  value,
  onChange,
  style,
  virtual,
}: ChoiceFilterProps<V> & { value: V | undefined; onChange: (value: V | undefined) => void }) {
  return (
    <Select<V | typeof ALL>
      aria-label={label}
      value={value ?? ALL}
      options={[{ value: ALL, label: allLabel }, ...options]}
      onChange={(v) => {
        onChange(v === ALL ? undefined : v);
      }}
      style={style}
      {...(virtual === undefined ? {} : { virtual })}
    />
  );
}

/** The chosen value (`undefined` for "All …") and its drop-down; a new choice goes back to page 1. */
export function useChoice<V extends string>(
  paging: PageReset,
  props: ChoiceFilterProps<V>,
): [V | undefined, ReactElement] {
  const [value, setValue] = useState<V | undefined>(undefined);
  const filter = <ChoiceFilter<V> {...props} value={value} onChange={paging.withPageReset(setValue)} />;
  return [value, filter];
}

/** A search box's wording and width, declared once beside the screen's columns. */
export const searchOf = (label: string, placeholder: string, style: CSSProperties): SearchFilterProps => ({
  label,
  placeholder,
  style,
});

/** A drop-down filter's wording, choices and width, declared once beside the screen's columns. */
export const choiceOf = <V extends string>(
  label: string,
  allLabel: string,
  options: readonly { value: V; label: string }[],
  style: CSSProperties,
): ChoiceFilterProps<V> => ({ label, allLabel, options, style });
