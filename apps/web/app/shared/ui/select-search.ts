// Option type and search of the select modal and multi-select (spec §3 select option, §5 search).

export type SelectOptionId = string | number;

/** spec §3 select option: name, checked, disabled; iso is searched too (countries, currencies). */
export interface SelectOption {
  readonly id: SelectOptionId;
  readonly name: string;
  readonly iso?: string;
  readonly checked?: boolean;
  readonly disabled?: boolean;
}

/** spec §5 / §9: search text is at most 100 characters. */
export const SEARCH_MAX_LENGTH = 100;

export type SearchField = 'name' | 'iso';
export const defaultSearchFields: readonly SearchField[] = ['name', 'iso'];

/** The query as searched: trimmed, cut to the limit, case-folded. */
export function normalizeQuery(query: string): string {
  return query.slice(0, SEARCH_MAX_LENGTH).trim().toLocaleLowerCase();
}

/**
 * spec §5: select search is an exact (case-insensitive) substring match over name and iso by
 * default. An empty query keeps every option, in order.
 */
export function filterOptions<O extends SelectOption>(
  options: readonly O[],
  query: string,
  fields: readonly SearchField[] = defaultSearchFields,
): O[] {
  const needle = normalizeQuery(query);
  if (needle === '') return [...options];
  return options.filter((option) =>
    fields.some((field) => (option[field] ?? '').toLocaleLowerCase().includes(needle)),
  );
}
