import { useEffect, useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import { Icon } from './icon';
import { filterOptions, SEARCH_MAX_LENGTH, type SelectOption } from './select-search';
import styles from './multi-select.module.css';

/** spec §5: a multi-select lists up to 1000 options. */
export const MULTI_SELECT_MAX_OPTIONS = 1000;

export interface MultiSelectProps<O extends SelectOption> {
  readonly label: string;
  /** `checked` marks the chosen options. */
  readonly options: readonly O[];
  /** Called with the ids of every checked option after a change, in option order. */
  readonly onChange: (checkedIds: Array<O['id']>) => void;
  readonly searchable?: boolean;
  readonly placeholder?: string;
  readonly disabled?: boolean;
}

/** A dropdown of checkboxes with search (spec §2 "multi-select dropdown"). */
export function MultiSelect<O extends SelectOption>({
  label,
  options,
  onChange,
  searchable = true,
  placeholder,
  disabled = false,
}: MultiSelectProps<O>) {
  const { t, i18n } = useTranslation();
  const labelId = useId();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');

  // A press outside closes the panel; subscribing to the document is what an effect is for.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const found = filterOptions(options, query);
  const shown = found.slice(0, MULTI_SELECT_MAX_OPTIONS);
  const checked = options.filter((option) => option.checked);
  const summary =
    checked.length === 0
      ? (placeholder ?? t('ui_multi_select_placeholder'))
      : checked.length <= 2
        ? checked.map((option) => option.name).join(', ')
        : t('ui_multi_select_selected', { n: checked.length });

  const formatCount = (n: number) => new Intl.NumberFormat(i18n.language).format(n);
  const toggle = (id: O['id'], on: boolean) => {
    onChange(options.filter((option) => (option.id === id ? on : option.checked)).map((option) => option.id));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    triggerRef.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    // Tabbing out closes; a click on a non-focusable spot inside has no related target and does not.
    if (event.relatedTarget instanceof Node && !rootRef.current?.contains(event.relatedTarget)) setOpen(false);
  };

  return (
    <div ref={rootRef} className={styles.root} onKeyDown={onKeyDown} onBlur={onBlur}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <button
        ref={triggerRef}
        type="button"
        className={styles.trigger}
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        aria-labelledby={`${labelId} ${panelId}-summary`}
        disabled={disabled}
        onClick={() => setOpen(!open)}
      >
        <span id={`${panelId}-summary`} className={cx(styles.summary, checked.length === 0 && styles.placeholder)}>
          {summary}
        </span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} size="s" />
      </button>
      {open && (
        <div id={panelId} className={styles.panel} role="group" aria-labelledby={labelId}>
          {searchable && options.length > 0 && (
            <input
              className={styles.search}
              type="search"
              aria-label={t('ui_search')}
              placeholder={t('ui_search_placeholder')}
              autoComplete="off"
              maxLength={SEARCH_MAX_LENGTH}
              value={query}
              onChange={(event) => setQuery(event.target.value.slice(0, SEARCH_MAX_LENGTH))}
              autoFocus
            />
          )}
          {options.length === 0 ? (
            <p className={styles.message} role="status">
              {t('ui_multi_select_no_options')}
            </p>
          ) : found.length === 0 ? (
            <p className={styles.message} role="status">
              {t('ui_multi_select_no_result')}
            </p>
          ) : (
            <ul className={styles.list}>
              {shown.map((option) => (
                <li key={option.id}>
                  <label className={styles.item}>
                    <input
                      className={styles.checkbox}
                      type="checkbox"
                      checked={option.checked ?? false}
                      disabled={option.disabled}
                      onChange={(event) => toggle(option.id, event.target.checked)}
                    />
                    <span>{option.name}</span>
                  </label>
                </li>
              ))}
            </ul>
          )}
          {found.length > shown.length && (
            <p className={cx(styles.message, styles.cap)} role="status">
              {t('ui_multi_select_capped', { shown: formatCount(shown.length), total: formatCount(found.length) })}
            </p>
          )}
        </div>
      )}
    </div>
  );
}
