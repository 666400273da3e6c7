// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { officeMenuConditions, officeMenuPages, officeMenuTable, officeScreensUnder } from '@stavka/contract/office-menu';
import { routes, type RouteName } from '@stavka/contract/routes';
import { enDictionary, ruDictionary } from '@stavka/i18n/dictionaries';
import routeConfig from '../../routes';
import { comingSoonTexts } from './office-coming-soon';
import { comingSoonOfficeRoutes } from './office-coming-soon-routes';
import { officeMenu, visibleMenu } from './office-menu';

// The office's menu table against the route table (issue 13 "Office frame"): every office route of
// spec §2 answers inside the office frame, either with its own screen or with the one "coming soon"
// module, and is reached from a menu row; rows of features the brand or the player's country lacks
// are left out.

const officeRoutes = (Object.keys(routes) as RouteName[]).filter((name) => routes[name].path.startsWith('/office'));

/** The office layout's children in routes.ts: which module each route name is registered with. */
function officeRegistrations(): Map<string, string[]> {
  const all: RouteConfigEntry[] = [];
  const walk = (entries: readonly RouteConfigEntry[]) => entries.forEach((entry) => (all.push(entry), walk(entry.children ?? [])));
  walk(routeConfig);
  const layout = all.find((entry) => entry.file === 'routes/office-layout.tsx');
  const modules = new Map<string, string[]>();
  for (const child of layout?.children ?? []) {
    const name = officeRoutes.find((route) => routes[route].path === `/${child.path ?? ''}`);
    if (name) modules.set(name, [...(modules.get(name) ?? []), child.file]);
  }
  return modules;
}

describe('the office menu table', () => {
  const registered = officeRegistrations();
  const inMenu = new Set<string>([...officeMenuTable.flatMap((group) => group.rows.map((row) => row.route)), ...Object.keys(officeScreensUnder), ...Object.keys(officeMenuPages), 'office']);

  it('registers every office route of the contract once inside the office frame', () => {
    expect(officeRoutes.length).toBeGreaterThan(50);
    for (const name of officeRoutes) expect(registered.get(name), name).toHaveLength(1);
  });

  it('answers every office route with its own screen or, exactly when it is listed as not built yet, the coming-soon module', () => {
    const comingSoon = new Set<string>(comingSoonOfficeRoutes);
    for (const name of officeRoutes) {
      const [file] = registered.get(name) ?? [];
      expect(file === 'routes/office-coming-soon.tsx', name).toBe(comingSoon.has(name));
    }
    // Screens other engineers register themselves are never shadowed by the coming-soon module.
    for (const name of ['office_security', 'office_enable_two_factor_auth', 'office_disable_two_factor_auth', 'office_change_password', 'office_session_history', 'office_bets_history_mail', 'office_bets_history_clear']) {
      expect(comingSoon.has(name), name).toBe(false);
    }
  });

  it('reaches every office route from the menu: a row, a screen under a row, or a menu page', () => {
    for (const name of officeRoutes) expect(inMenu.has(name), name).toBe(true);
    for (const row of Object.values(officeScreensUnder)) expect(officeMenu.flatMap((group) => group.items.map((item) => item.route))).toContain(row);
  });

  it('has the title and what-it-will-hold line of every screen not built yet, in Russian and English', () => {
    for (const name of comingSoonOfficeRoutes) {
      const { label, hint } = comingSoonTexts(name);
      for (const key of [label, hint]) {
        expect(ruDictionary[key], key).toBeTruthy();
        expect(enDictionary[key], key).toBeTruthy();
      }
    }
    for (const group of officeMenu) for (const item of group.items) expect(ruDictionary[item.label] && ruDictionary[item.hint] && ruDictionary[group.title]).toBeTruthy();
  });

  it('leaves out the casino, bring-a-friend and consultant rows, and their empty groups, where the condition does not hold', () => {
    const bare = visibleMenu(new Set());
    const routesOf = (groups: ReturnType<typeof visibleMenu>) => groups.flatMap((group) => group.items.map((item) => item.route));
    expect(bare.map((group) => group.id)).not.toContain('casino');
    expect(bare.map((group) => group.id)).not.toContain('referral');
    expect(routesOf(bare)).not.toContain('office_payment_consultant');
    expect(routesOf(bare)).toContain('office_recharge');
    const casinoOnly = visibleMenu(new Set(['casino']));
    expect(routesOf(casinoOnly)).toEqual(expect.arrayContaining(['office_casino', 'office_casino_vip_cashback']));
    expect(routesOf(casinoOnly)).not.toContain('office_bringfriend');
    expect(routesOf(visibleMenu(new Set(officeMenuConditions)))).toEqual(officeMenu.flatMap((group) => group.items.map((item) => item.route)));
  });
});
