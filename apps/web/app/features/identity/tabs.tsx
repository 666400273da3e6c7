import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from '../../shared/ui/class-names';
import styles from './identity.module.css';

export interface TabItem<K extends string> {
  readonly key: K;
  readonly label: string;
}

export interface TabsProps<K extends string> {
  /** Names the tab list for assistive technology. */
  readonly label: string;
  readonly tabs: readonly TabItem<K>[];
  readonly selected: K;
  readonly onSelect: (key: K) => void;
  /** Prefix of the tab and panel ids (unique on the page). */
  readonly idPrefix: string;
  /** The selected tab's panel. */
  readonly children: ReactNode;
}

/**
 * Tabs of the WAI-ARIA pattern: one tab stop, arrows, Home and End move between tabs and select
 * them (automatic activation), the panel is labelled by its tab. One tab renders no tab list.
 */
export function Tabs<K extends string>({ label, tabs, selected, onSelect, idPrefix, children }: TabsProps<K>) {
  const buttons = useRef(new Map<K, HTMLButtonElement>());
  const tabId = (key: K) => `${idPrefix}-tab-${key}`;
  const panelId = `${idPrefix}-panel`;

  // On a narrow screen the strip scrolls sideways: the selected tab is kept in sight, on opening too.
  useEffect(() => {
    buttons.current.get(selected)?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected);
    const last = tabs.length - 1;
    // Right-to-left pages mirror the arrows.
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const next = { ArrowRight: rtl ? index - 1 : index + 1, ArrowLeft: rtl ? index + 1 : index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.key);
    buttons.current.get(target.key)?.focus();
  };

  if (tabs.length <= 1) return <div>{children}</div>;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.tabList} onKeyDown={onKeyDown}>
        {tabs.map((tab) => {
          const active = tab.key === selected;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={tabId(tab.key)}
              aria-selected={active}
              aria-controls={panelId}
              tabIndex={active ? 0 : -1}
              className={cx(styles.tab, active && styles.tabActive)}
              onClick={() => onSelect(tab.key)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} aria-labelledby={tabId(selected)} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
