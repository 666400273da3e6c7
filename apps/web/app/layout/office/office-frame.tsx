// The personal office's frame (UX.md): a side menu beside the screen on desktops; on phones the
// office's home is the menu as a list and every screen has a way back to it. The screens
// themselves come from the features (a feature never knows it sits in the office).
import { useId, type ReactNode } from 'react';
import type { OfficeMenuGroupId } from '@stavka/contract/office-menu';
import type { MessageKey } from '@stavka/i18n/dictionaries';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { href, matchRoute, splitLngPrefix } from '@stavka/contract/route-href';
import { AppLink } from '../../shared/app-link';
import { useRootData } from '../../shared/root-data';
import { Alert } from '../../shared/ui/alerts';
import { cx } from '../../shared/ui/class-names';
import { Icon } from '../../shared/ui/icon';
import { VisuallyHidden } from '../../shared/ui/visually-hidden';
import { menuRouteOf, visibleMenu, type OfficeMenuGroup } from './office-menu';
import { useOfficeMenuState } from './office-menu-conditions';
import styles from './office-frame.module.css';

export function OfficeFrame({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const { site, viewer } = useRootData();
  const { pathname } = useLocation();
  const routeName = matchRoute(splitLngPrefix(pathname)?.path ?? '/')?.name;
  const isHome = routeName === 'office';
  // The office's home and the menu pages are the menu itself: no side menu beside them, and from a
  // menu page the way back to the whole menu shows at every width.
  const isMenuPage = isHome || (routeName?.startsWith('office_menu') ?? false);

  // The server shows the office to players only; a sign-out in this tab leaves a guest here.
  if (!viewer) {
    return (
      <div className={styles.office}>
        <Alert messageKind="info" action={<AppLink to={href('login', { lng: site.lang })}>{t('identity_sign_in')}</AppLink>}>
          {t('office_sign_in_needed')}
        </Alert>
      </div>
    );
  }
  return (
    <div className={cx(styles.office, isMenuPage && styles.home)}>
      {!isMenuPage && (
        <nav className={styles.side} aria-label={t('office_menu_label')}>
          <OfficeSideMenu current={menuRouteOf(routeName)} />
        </nav>
      )}
      <div className={styles.screen}>
        {!isHome && (
          <AppLink to={href('office', { lng: site.lang })} className={cx(styles.back, isMenuPage && styles.backAlways)}>
            <Icon name="back" size="s" />
            {t('office_menu_title')}
          </AppLink>
        )}
        {children}
      </div>
    </div>
  );
}

/** A count of things waiting for the player: the number, said in words to screen readers. */
function WaitingCount({ count }: { count: number }) {
  const { t } = useTranslation();
  if (count <= 0) return null;
  return (
    <span className={styles.count}>
      <span aria-hidden="true">{count}</span>
      <VisuallyHidden>{t('office_menu_count', { count })}</VisuallyHidden>
    </span>
  );
}

/** One group's rows; `withHints` is the menu pages' list, with a line under each row. */
function MenuRows({ group, current, withHints, counts }: { group: OfficeMenuGroup; current: string | undefined; withHints: boolean; counts: ReadonlyMap<string, number> }) {
  const { t } = useTranslation();
  const { site } = useRootData();
  return (
    <ul className={cx(styles.items, withHints && styles.cards)}>
      {group.items.map((item) => (
        <li key={item.route}>
          <AppLink
            to={href(item.route, { lng: site.lang })}
            // The row of the screen shown or of the screen it was reached from (menuRouteOf), never a
            // row whose path merely begins this one's: the history's clear screen has its own row.
            className={cx(styles.item, current === item.route && styles.active)}
            aria-current={current === item.route ? 'page' : undefined}
          >
            <Icon name={item.icon} size="m" className={styles.itemIcon} />
            <span className={styles.itemText}>
              <span className={styles.itemLabel}>{t(item.label)}</span>
              {withHints && <span className={styles.itemHint}>{t(item.hint)}</span>}
            </span>
            <WaitingCount count={counts.get(item.route) ?? 0} />
            {withHints && <Icon name="chevron-right" size="s" className={styles.chevron} />}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The side menu beside a screen: each group folds, the screen's own group open, so the office's
 * dozens of rows stay one screen high; a folded group shows what waits for the player inside it.
 */
export function OfficeSideMenu({ current }: { current: string | undefined }) {
  const { t } = useTranslation();
  const { conditions, counts } = useOfficeMenuState();
  return (
    <>
      {visibleMenu(conditions).map((group) => (
        <details key={group.id} className={styles.fold} open={group.items.some((item) => item.route === current)}>
          <summary className={styles.summary}>
            <h2 className={styles.groupTitle}>{t(group.title)}</h2>
            <WaitingCount count={group.items.reduce((sum, item) => sum + (counts.get(item.route) ?? 0), 0)} />
            <Icon name="chevron-down" size="s" className={styles.foldMark} />
          </summary>
          <MenuRows group={group} current={current} withHints={false} counts={counts} />
        </details>
      ))}
    </>
  );
}

/** The menu's groups and rows as a list with a line under each row; `groups` keeps only those groups. */
export function OfficeMenu({ groups }: { groups?: readonly OfficeMenuGroupId[] | null }) {
  const { t } = useTranslation();
  const { conditions, counts } = useOfficeMenuState();
  const shown = visibleMenu(conditions).filter((group) => !groups || groups.includes(group.id));
  return (
    <>
      {shown.map((group) => (
        <section key={group.id} className={styles.group} aria-labelledby={`office-group-${group.id}`}>
          <h2 id={`office-group-${group.id}`} className={styles.groupTitle}>
            {t(group.title)}
          </h2>
          <MenuRows group={group} current={undefined} withHints counts={counts} />
        </section>
      ))}
    </>
  );
}

/** A menu page: its title and the menu (or some of its groups) as a list with a line under each row. */
export function OfficeMenuPage({ title, groups = null }: { title: MessageKey; groups?: readonly OfficeMenuGroupId[] | null }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.screen} aria-labelledby={headingId}>
      <h1 id={headingId} className={styles.title}>
        {t(title)}
      </h1>
      <OfficeMenu groups={groups} />
    </section>
  );
}

/** The office's home: the whole menu, the way in on phones (UX.md). */
export function OfficeHome() {
  return <OfficeMenuPage title="office_menu_title" />;
}
