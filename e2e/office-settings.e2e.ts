import { describe, expect, it } from 'vitest';
import { checkWidths, officeSite, postJson, registeredPlayer } from './support/office-players';

// Issue 13 "Settings" as a player sees it: the mailing they receive, ticked with the keyboard,
// saved and still there after a reload; a sport they hide from their line, gone from the sports
// tree's line and from the line's lists while live keeps it; and the site settings (odds format,
// theme, text size, compact view, time zone, language, one-click stake) chosen in one browser and
// in force in another after signing in there. Axe and both widths on every state.

describe('the office settings', () => {
  // The simulator's feed, so the sports to hide are the sportsbook's own.
  const office = officeSite({ env: { FEED_PROVIDER: 'simulator' } });

  it('chooses the mailing by e-mail, SMS or push with the keyboard and finds it kept after a reload', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    await page.goto(office.url('goalbet', '/en/office/settings/mailing'));
    await page.getByRole('heading', { level: 1, name: 'Mailing' }).waitFor();
    const promotions = page.getByRole('group', { name: 'Promotions and special offers' });
    await promotions.getByText('Now: not receiving').waitFor();
    await checkWidths(page, 'mailing-empty-goalbet');

    await promotions.getByLabel('E-mail').focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Space');
    await page.getByText('You have unsaved changes.').waitFor();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your mailing settings are saved.').waitFor();
    await promotions.getByText('Now: E-mail, Push notifications').waitFor();
    await checkWidths(page, 'mailing-saved-goalbet');

    await page.reload();
    await promotions.getByText('Now: E-mail, Push notifications').waitFor();
    await page.getByRole('group', { name: 'Site news' }).getByText('Now: not receiving').waitFor();
  });

  it('subscribes to promotions by e-mail on the e-mail subscription screen, and finds them ticked by e-mail among the mailings', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    await page.goto(office.url('goalbet', '/en/office/settings/subscription'));
    await page.getByRole('heading', { level: 1, name: 'E-mail subscription' }).waitFor();
    // A one-click account has no address yet: the screen says so and leads to adding one.
    await page.getByRole('link', { name: 'Add an e-mail' }).waitFor();
    const kinds = page.getByRole('group', { name: 'What to send by e-mail' });
    await kinds.getByText('Now: no news or offers by e-mail').waitFor();
    await kinds.getByLabel('Promotions and special offers').check();
    await page.getByRole('button', { name: 'Save subscription' }).click();
    await page.getByText('Your e-mail subscription is saved.').waitFor();
    await kinds.getByText('Now: Promotions and special offers').waitFor();
    await checkWidths(page, 'email-subscription-saved-goalbet');

    await page.getByRole('link', { name: 'Texts and push notifications' }).click();
    await page.getByRole('heading', { level: 1, name: 'Mailing' }).waitFor();
    await page.getByRole('group', { name: 'Promotions and special offers' }).getByText('Now: E-mail').waitFor();
  });

  it('hides football from the line: the tree and the line list leave it out, live keeps it, and the sport’s own page still shows it', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    await page.goto(office.url('goalbet', '/en/office/settings/disallow-sports'));
    await page.getByRole('heading', { level: 1, name: 'Hidden sports' }).waitFor();
    const line = page.getByRole('group', { name: 'Hide in the line' });
    await line.getByText('Nothing is hidden now').waitFor();
    await line.getByLabel('Football', { exact: true }).check();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your hidden sports are saved.').waitFor();
    await line.getByText('Hidden now: Football').waitFor();
    await checkWidths(page, 'hidden-sports-saved-goalbet');

    const sportsIn = async (mode: 'line' | 'live') => (await page.locator(`nav [data-tree-section="${mode}"] summary`).allTextContents()).map((text) => text.trim());
    await page.goto(office.url('goalbet', '/en/line'));
    await page.locator('main ul[data-windowed]').first().waitFor();
    expect((await sportsIn('line')).some((name) => name.startsWith('Football'))).toBe(false);
    expect((await sportsIn('live')).some((name) => name.startsWith('Football'))).toBe(true);
    const heads = await page.locator('main ul[data-windowed] :is(h2, h3)').allTextContents();
    expect(heads.length).toBeGreaterThan(0);
    expect(heads.filter((text) => text.startsWith('Football.'))).toEqual([]);

    await page.goto(office.url('goalbet', '/en/line/football'));
    await page.locator('main [data-event]').first().waitFor();
  });

  it('chooses a login on the security page that then signs in, sees it done on the full registration, and finds sign-in by e-mail waiting for an e-mail', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    await page.goto(office.url('goalbet', '/en/office/security'));
    await page.getByRole('link', { name: 'Choose a login' }).click();
    await page.getByRole('heading', { level: 1, name: 'Login' }).waitFor();
    await page.getByText('No login chosen: sign in with your account number.').waitFor();
    const field = page.getByRole('textbox', { name: /^Login/ });
    await field.fill('7 up');
    await page.getByRole('button', { name: 'Save the login' }).click();
    await page.getByText('A login starts with a Latin letter.').waitFor();
    const login = `Lucky.${player.login.slice(-6)}`;
    await field.fill(login);
    await page.keyboard.press('Enter');
    await page.getByText(`The login ${login.toLowerCase()} is saved.`, { exact: false }).waitFor();
    await checkWidths(page, 'change-login-saved-goalbet');
    const signIn = await postJson(office.site, 'goalbet', '/web-api/user/auth', { login: login.toUpperCase(), password: player.password });
    expect(signIn.status, signIn.body).toBe(200);

    // The account screen leads a one-click account to its full registration, where the login counts as done.
    await page.goto(office.url('goalbet', '/en/office/account'));
    await page.getByRole('link', { name: 'Full registration' }).click();
    await page.getByRole('heading', { level: 1, name: 'Full registration' }).waitFor();
    await page.getByText('To make your account full, confirm an e-mail or a phone and fill in your details.').waitFor();
    expect(await page.locator('[data-step="login"]').getAttribute('data-done')).toBe('true');
    expect(await page.locator('[data-step="phone"]').getAttribute('data-done')).toBe('false');
    await checkWidths(page, 'convert-account-goalbet');

    await page.goto(office.url('goalbet', '/en/office/security/auth-by-email'));
    await page.getByRole('heading', { level: 1, name: 'Sign-in by e-mail' }).waitFor();
    await page.getByText('Your account has no e-mail. Add one to sign in with it.').waitFor();
    await checkWidths(page, 'auth-by-email-no-email-goalbet');
  });

  it('chooses the site settings in one browser with the keyboard, and finds them in force in another after signing in there', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    await page.goto(office.url('goalbet', '/en/office/settings'));
    await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
    await checkWidths(page, 'site-settings-goalbet');

    const group = (name: string) => page.getByRole('group', { name, exact: true });
    const saved = async (name: string) => group(name).getByRole('status').getByText('Saved.').waitFor();
    // Goalbet is light by default; the arrow keys move the choice within the group.
    await group('Appearance').getByLabel('Light theme').focus();
    await page.keyboard.press('ArrowLeft');
    await saved('Appearance');
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark');
    await group('Text size').getByLabel('Large', { exact: true }).check();
    await saved('Text size');
    await group('Compact view').getByLabel('More events on the screen').check();
    await saved('Compact view');
    await group('Odds format').getByLabel(/^Hong Kong/).check();
    await saved('Odds format');
    await group('Time zone').getByLabel('Time on the site').selectOption('Asia/Tokyo');
    await saved('Time zone');
    await group('One-click bet').getByLabel('Stake, USD').fill('12.5');
    await group('One-click bet').getByRole('button', { name: 'Save stake' }).click();
    await group('One-click bet').getByText('Now: $12.50').waitFor();
    expect(await page.locator('html').getAttribute('data-font-size')).toBe('l');
    expect(await page.locator('html').getAttribute('data-compact')).toBe('');
    await checkWidths(page, 'site-settings-saved-goalbet');
    // The language last: the page moves to it.
    await group('Language').getByLabel('Language of the site and of our messages').selectOption('es');
    await page.waitForURL(/\/es\/office\/settings$/);

    // Another browser, signed in through the form on an English page: the account's settings apply.
    const other = await office.keep(await office.browser.newContext({ locale: 'en-GB', viewport: { width: 1440, height: 1000 } })).newPage();
    await other.goto(office.url('goalbet', '/en/'));
    expect(await other.locator('html').getAttribute('data-theme')).toBe('light');
    await other.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const dialog = other.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Account number, e-mail or phone').fill(player.login);
    await dialog.getByLabel('Password', { exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await other.waitForURL(/\/es\/$/);
    await expect.poll(() => other.locator('html').getAttribute('data-theme')).toBe('dark');
    expect(await other.locator('html').getAttribute('data-font-size')).toBe('l');
    await expect.poll(() => other.locator('html').getAttribute('lang')).toBe('es');

    // The page speaks Spanish now (issue 14: every language the brand offers has its dictionary).
    await other.goto(office.url('goalbet', '/es/office/settings'));
    const spanish = (name: string) => other.getByRole('group', { name, exact: true });
    await spanish('Formato de cuotas').getByLabel(/^Hongkonés/).waitFor();
    expect(await spanish('Formato de cuotas').getByLabel(/^Hongkonés/).isChecked()).toBe(true);
    expect(await spanish('Zona horaria').getByLabel('Hora del sitio').inputValue()).toBe('Asia/Tokyo');
    expect(await spanish('Vista compacta').getByLabel('Más eventos en pantalla').isChecked()).toBe(true);
    // Amounts are written the page language's way (12,50 in Spanish).
    await spanish('Apuesta con un clic').getByText(/^Ahora: .*12,50/).waitFor();
    await checkWidths(other, 'site-settings-other-browser-goalbet');
  });
});
