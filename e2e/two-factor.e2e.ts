import { Secret, TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './support/browser';
import { checkWidths, officeSite, registeredPlayer } from './support/office-players';

// Issue 13 "Two-factor with TOTP" as a player sees it: from office_security to
// office_enable_two_factor_auth, the key read from the page and the app's code computed here from it,
// the recovery code kept; signed out, the sign-in dialog asks for the code after the password and
// signs in with it; office_disable_two_factor_auth turns it off with the recovery code. Axe and both
// widths on every page, on both brands.

/** The code an authenticator app shows for the key `steps` time steps from now. */
const codeOf = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe('two-factor sign-in', () => {
  const office = officeSite();

  it('turns two-factor on with a code from the key on the page, signs in again with a code, and turns it off with the recovery code', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);

    await page.goto(office.url('goalbet', '/en/office/security'));
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    const card = page.getByTestId('security-two-factor');
    await card.getByText('Off', { exact: true }).waitFor();
    await checkWidths(page, 'security-goalbet');

    await card.getByRole('link', { name: 'Turn on' }).click();
    await page.getByRole('heading', { level: 1, name: 'Turn on two-factor authentication' }).waitFor();
    await page.getByRole('img', { name: 'QR code for the authenticator app' }).waitFor();
    const secret = (await page.getByTestId('two-factor-secret').textContent())?.trim() ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await checkWidths(page, 'enable-two-factor-goalbet');

    // A wrong code first: said on the field, nothing turned on.
    const right = codeOf(secret);
    await page.getByLabel('Code from the app').fill(right === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();
    await page.getByText('Wrong code').waitFor();
    await page.getByLabel('Code from the app').fill(codeOf(secret));
    await page.getByRole('button', { name: 'Turn on', exact: true }).click();

    await page.getByRole('heading', { name: 'Two-factor authentication is on' }).waitFor();
    const recovery = (await page.getByTestId('two-factor-recovery').textContent())?.trim() ?? '';
    expect(recovery).toMatch(/^[0-9a-f]{32}$/);
    const done = page.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await checkWidths(page, 'two-factor-recovery-goalbet');
    await page.getByLabel('I have saved the recovery code').check();
    await done.click();
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await card.getByText('On', { exact: true }).waitFor();

    // Signed out, then in again: the password is not enough.
    await page.getByRole('banner').getByRole('button', { name: `Account no. ${player.login}` }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Account number, e-mail or phone').fill(player.login);
    await dialog.getByLabel('Password', { exact: true }).fill(player.password);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await dialog.getByTestId('two-factor-step').waitFor();
    expect(await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).count()).toBe(1);
    expect(await seriousA11yViolations(page)).toEqual([]);
    // The code that turned it on was taken; the app's next one (within the step the server allows) signs in.
    await dialog.getByLabel('Code from the app').fill(codeOf(secret, 1));
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('banner').getByRole('button', { name: `Account no. ${player.login}` }).waitFor();

    await page.goto(office.url('goalbet', '/en/office/security/two-factor/disable'));
    await page.getByRole('heading', { level: 1, name: 'Turn off two-factor authentication' }).waitFor();
    await checkWidths(page, 'disable-two-factor-goalbet');
    await page.getByLabel('Recovery code').fill(recovery);
    await page.getByRole('button', { name: 'Turn off', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Security' }).waitFor();
    await card.getByText('Off', { exact: true }).waitFor();
  });

  it('shows the security and enabling pages in Russian on the other brand', async () => {
    const player = await registeredPlayer(office.site, 'stavka');
    const page = await office.officePage('stavka', player);
    await page.goto(office.url('stavka', '/ru/office/security'));
    await page.getByRole('heading', { level: 1, name: 'Безопасность' }).waitFor();
    await page.getByTestId('security-two-factor').getByText('Выключена', { exact: true }).waitFor();
    await checkWidths(page, 'security-stavka');
    // The keyboard reaches the way to turn it on.
    const turnOn = page.getByTestId('security-two-factor').getByRole('link', { name: 'Включить' });
    await turnOn.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Включение двухфакторной защиты' }).waitFor();
    await page.getByTestId('two-factor-secret').waitFor();
    await checkWidths(page, 'enable-two-factor-stavka');
  });
});
