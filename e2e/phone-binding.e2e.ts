import { describe, expect, it } from 'vitest';
import { checkWidths, hostOf, officeSite, registeredPlayer } from './support/office-players';
import { waitForMessage } from './support/outbox';

// Issue 13 "Security", the phone and the e-mail as a one-click player sees them: office_security says
// there is no phone and leads to office_phone_binding; the number typed, the code sent (the resend
// waits), a wrong code said on its field, the code from the SMS confirms it, and the security page
// then shows it confirmed. Then an e-mail is set on office_email_change with the password and the
// code from the letter. Axe and both widths on every state.

describe('binding a phone in the office', () => {
  const office = officeSite();

  it('adds a phone from the security page with the code from the SMS and sees it confirmed', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    // A fresh number on every attempt: a retried attempt must not meet the one bound before.
    const subscriber = String(Date.now() % 1_000_000).padStart(6, '1');
    const digits = `447400${subscriber}`;

    await page.goto(office.url('goalbet', '/en/office/security'));
    const card = page.getByTestId('security-phone');
    await card.getByText('No phone number yet.', { exact: false }).waitFor();
    await card.getByRole('link', { name: 'Add a phone number' }).click();
    await page.getByRole('heading', { level: 1, name: 'Add a phone number' }).waitFor();
    await checkWidths(page, 'phone-binding-empty-goalbet');

    const since = new Date();
    await page.getByRole('textbox', { name: 'Phone' }).fill(`7400 ${subscriber}`);
    await page.getByRole('button', { name: 'Get a code' }).click();
    await page.getByText(`The code was sent to +${digits}`).waitFor();
    await expect.poll(() => page.getByRole('button', { name: /Send the code again/ }).isDisabled()).toBe(true);
    const sms = await waitForMessage(office.site.url, digits, { purpose: 'phone_binding', since, host: hostOf(office.site, 'goalbet') });
    const code = sms.codes[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    await page.getByLabel('Code from the SMS').fill(wrong);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Incorrect code').waitFor();
    await checkWidths(page, 'phone-binding-wrong-code-goalbet');

    await page.getByLabel('Code from the SMS').fill(code);
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`The phone +${digits} is added and confirmed.`).waitFor();
    await checkWidths(page, 'phone-binding-done-goalbet');

    await page.getByRole('link', { name: 'Back to Security' }).click();
    await card.getByText(`The number +${digits} is confirmed.`).waitFor();
    await card.getByText('Confirmed', { exact: true }).waitFor();
  });

  it('sets an e-mail from the security page with the password and the code from the letter', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    const email = `player-${Date.now()}@example.com`;

    await page.goto(office.url('goalbet', '/en/office/security'));
    const card = page.getByTestId('security-email');
    await card.getByText('No e-mail address yet.').waitFor();
    await card.getByRole('link', { name: 'Change the e-mail' }).click();
    await page.getByRole('heading', { level: 1, name: 'Change your e-mail' }).waitFor();
    await checkWidths(page, 'email-change-empty-goalbet');

    const since = new Date();
    await page.getByLabel('New e-mail').fill(email);
    await page.getByLabel('Account password').fill(player.password);
    await page.getByRole('button', { name: 'Get a code' }).click();
    await page.getByText(`The code was sent to ${email}.`, { exact: false }).waitFor();
    const mail = await waitForMessage(office.site.url, email, { purpose: 'email_change', since, host: hostOf(office.site, 'goalbet') });
    await page.getByLabel('Code from the letter').fill(mail.codes[0] ?? '');
    await page.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText(`The address ${email} is confirmed.`).waitFor();
    await checkWidths(page, 'email-change-done-goalbet');

    await page.getByRole('link', { name: 'Back to Security' }).click();
    await card.getByText(`The address ${email} is confirmed.`).waitFor();
  });
});
