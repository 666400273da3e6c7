import { describe, it } from 'vitest';
import { checkWidths, officeSite, registeredPlayer } from './support/office-players';

// Issue 13 "Secure question" as a player sees it: from office_security to office_security_question,
// a listed question set under the password and shown as set; then changed to a question of their own
// with the current answer typed in a different case, a wrong current answer said on its field first.
// Axe and both widths on every state, on both brands.

describe('the secure question', () => {
  const office = officeSite();

  it('sets a listed question from the security page, sees it set, and changes it to an own question with the current answer', async () => {
    const player = await registeredPlayer(office.site, 'goalbet');
    const page = await office.officePage('goalbet', player);
    await page.goto(office.url('goalbet', '/en/office/security'));
    await page.getByRole('link', { name: 'Set or change the question' }).click();
    await page.getByRole('heading', { level: 1, name: 'Security question' }).waitFor();
    const current = page.getByTestId('secure-question-current');
    await current.getByText('No security question is set.').waitFor();
    await checkWidths(page, 'secure-question-empty-goalbet');

    await page.getByLabel('Question', { exact: true }).selectOption({ label: 'The city you were born in' });
    await page.getByLabel('Answer', { exact: true }).fill('  Lisbon ');
    await page.getByLabel('Account password').fill(player.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your security question is saved.').waitFor();
    await current.getByText('The city you were born in').waitFor();
    // Seen again after a reload: it is kept, and a change now asks the current answer.
    await page.reload();
    await current.getByText('The city you were born in').waitFor();
    await page.getByRole('heading', { level: 2, name: 'Change the question or answer' }).waitFor();
    await checkWidths(page, 'secure-question-set-goalbet');

    await page.getByLabel('Question', { exact: true }).selectOption({ label: 'My own question…' });
    await page.getByLabel('Your own question').fill('The street of my first flat?');
    await page.getByLabel('Answer', { exact: true }).fill('Rua Augusta');
    await page.getByLabel('Current answer').fill('Porto');
    await page.getByLabel('Account password').fill(player.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('The answer is wrong').waitFor();
    await checkWidths(page, 'secure-question-wrong-goalbet');
    await page.getByLabel('Current answer').fill('LISBON');
    await page.getByLabel('Account password').fill(player.password);
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Your security question is saved.').waitFor();
    await current.getByText('The street of my first flat?').waitFor();
  });

  it('sets a question on the other brand in Russian', async () => {
    const player = await registeredPlayer(office.site, 'stavka');
    const page = await office.officePage('stavka', player);
    await page.goto(office.url('stavka', '/ru/office/security/question'));
    await page.getByRole('heading', { level: 1, name: 'Секретный вопрос' }).waitFor();
    await checkWidths(page, 'secure-question-empty-stavka');
    await page.getByLabel('Вопрос', { exact: true }).selectOption({ label: 'Кличка первого домашнего животного' });
    await page.getByLabel('Ответ', { exact: true }).fill('Шарик');
    await page.getByLabel('Пароль от аккаунта').fill(player.password);
    await page.getByRole('button', { name: 'Сохранить' }).click();
    await page.getByText('Секретный вопрос сохранён.').waitFor();
    await page.getByTestId('secure-question-current').getByText('Кличка первого домашнего животного').waitFor();
    await checkWidths(page, 'secure-question-set-stavka');
  });
});
