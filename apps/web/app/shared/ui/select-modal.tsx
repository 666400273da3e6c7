import { useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import { Dialog } from './dialog';
import { Icon } from './icon';
import { listMoveOfKey, moveActive } from './list-navigation';
import { filterOptions, SEARCH_MAX_LENGTH, type SelectOption } from './select-search';
import { SkeletonRows } from './skeleton';
import { VisuallyHidden } from './visually-hidden';
import styles from './select-modal.module.css';

/** spec §2 / §9: five skeleton rows while loading. */
export const SELECT_SKELETON_ROWS = 5;

export interface SelectModalProps<O extends SelectOption> {
  readonly title: string;
  readonly options: readonly O[];
  /** Called with an enabled option; the caller closes the modal. */
  readonly onSelect: (option: O) => void;
  readonly onClose: () => void;
  readonly loading?: boolean;
  readonly searchable?: boolean;
  readonly searchLabel?: string;
  /** Replaces the default search (substring over name and iso, spec §5). */
  readonly filter?: (options: readonly O[], query: string) => O[];
  readonly renderOption?: (option: O) => ReactNode;
}

/** A single-choice list in a modal, with optional search (spec §2 "Select modal"). */
export function SelectModal<O extends SelectOption>({
  title,
  options,
  onSelect,
  onClose,
  loading = false,
  searchable = false,
  searchLabel,
  filter = filterOptions,
  renderOption,
}: SelectModalProps<O>) {
  const { t } = useTranslation();
  const listId = useId();
  const [query, setQuery] = useState('');
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const visible = loading ? [] : filter(options, query);
  // Until the user moves, the checked option (or the first enabled one) is active.
  const initialIndex = visible.findIndex((o) => o.checked && !o.disabled);
  const defaultIndex = initialIndex >= 0 ? initialIndex : moveActive(visible, -1, 'first');
  const current = activeIndex !== null && !visible[activeIndex]?.disabled ? activeIndex : defaultIndex;
  const activeOption = visible[current];
  const optionId = (index: number) => `${listId}-${index}`;

  const choose = (option: O | undefined) => {
    if (!option || option.disabled) return; // spec §5: disabled options cannot be selected
    onSelect(option);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const move = listMoveOfKey(event.key);
    if (move) {
      event.preventDefault();
      const next = moveActive(visible, current, move);
      setActiveIndex(next);
      document.getElementById(optionId(next))?.scrollIntoView?.({ block: 'nearest' });
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeOption);
    }
  };
  const navigation = {
    'aria-controls': listId,
    'aria-activedescendant': activeOption ? optionId(current) : undefined,
    onKeyDown,
  };

  return (
    <Dialog title={title} onClose={onClose} flush>
      {searchable && (
        <label className={styles.search}>
          <Icon name="search" size="s" />
          <VisuallyHidden>{searchLabel ?? t('ui_search')}</VisuallyHidden>
          <input
            className={styles.searchInput}
            type="search"
            role="combobox"
            aria-expanded="true"
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            maxLength={SEARCH_MAX_LENGTH}
            placeholder={searchLabel ?? t('ui_search_placeholder')}
            value={query}
            onChange={(event) => {
              setQuery(event.target.value.slice(0, SEARCH_MAX_LENGTH));
              setActiveIndex(null);
            }}
            data-autofocus=""
            {...navigation}
          />
        </label>
      )}
      {loading && (
        <>
          <VisuallyHidden>
            <span role="status">{t('ui_loading')}</span>
          </VisuallyHidden>
          <SkeletonRows count={SELECT_SKELETON_ROWS} />
        </>
      )}
      {!loading && visible.length === 0 && (
        <p className={styles.empty} role="status">
          {t('ui_nothing_found')}
        </p>
      )}
      <ul
        id={listId}
        className={styles.list}
        role="listbox"
        aria-label={title}
        aria-busy={loading || undefined}
        hidden={visible.length === 0}
        {...(searchable ? { tabIndex: -1 } : { tabIndex: 0, 'data-autofocus': '', ...navigation })}
      >
        {visible.map((option, index) => (
          <li
            key={option.id}
            id={optionId(index)}
            className={cx(styles.option, index === current && styles.active)}
            role="option"
            aria-selected={option.checked ?? false}
            aria-disabled={option.disabled || undefined}
            onMouseMove={() => {
              if (!option.disabled && index !== current) setActiveIndex(index);
            }}
            onClick={() => choose(option)}
          >
            <span className={styles.name}>{renderOption ? renderOption(option) : option.name}</span>
            {option.iso && <span className={styles.iso}>{option.iso}</span>}
            {option.checked && <Icon name="check" size="s" className={styles.check} />}
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
