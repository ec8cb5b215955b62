import { createAccount, logInWithForm, mailsTo, newAccount, readMailedLink } from './account-helpers';
import { newWord, updatePart } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect } from './fixtures';

const BACK = 'is back in stock at Partsmith';

describeAtWidths('back in stock', () => {
  test('a visitor confirms by mail, a buyer subscribes in one click; a restock mails each of them once', async ({
    page,
    visit,
    parts,
    request,
    playwright,
    baseURL,
  }) => {
    const name = `Tap M10 ${newWord()} sold out`;
    const [id = ''] = await parts.add([{ name, price: '4.00', quantity: 0, minimumOrderQuantity: 1 }]);

    // A visitor gives an address and must open the mailed link before it counts.
    const visitor = newAccount().email;
    await visit(`/parts/${id}`);
    const offer = page.getByRole('region', { name: 'Email me when it is back' });
    await offer.getByLabel('Email').fill(visitor);
    await offer.getByRole('button', { name: 'Email me when it is back' }).click();
    await expect(offer.getByRole('status')).toContainText('Check your inbox');
    const confirm = new URL(await readMailedLink(visitor, '/back-in-stock/confirm'));
    await visit(`${confirm.pathname}${confirm.search}`);
    await expect(page.getByRole('status')).toHaveText(`Confirmed: we will email you when ${name} is back`);

    // A signed-in buyer: one click, told so, and can cancel.
    const buyer = await createAccount(request);
    await visit('/login');
    await logInWithForm(page, buyer);
    await expect(page).toHaveURL('/');
    await visit(`/parts/${id}`);
    await offer.getByRole('button', { name: 'Email me when it is back' }).click();
    await expect(offer.getByRole('status')).toHaveText('We will email you when it is back');
    await expect(offer.getByRole('button', { name: 'Cancel' })).toBeVisible();

    // The admin restocks: each address is mailed once, and more stock mails nobody again.
    await updatePart(playwright, baseURL ?? '', id, { addQuantity: 5 });
    for (const address of [visitor, buyer.email])
      await expect.poll(() => mailsTo(address, BACK), { timeout: 15_000 }).toBe(1);
    await updatePart(playwright, baseURL ?? '', id, { addQuantity: 5 });
    const unsubscribe = new URL(await readMailedLink(visitor, '/back-in-stock/unsubscribe', '[\\w.-]+'));
    // Opening the unsubscribe link only asks; the button stops the mails, without signing in.
    await page.context().clearCookies();
    await visit(`${unsubscribe.pathname}${unsubscribe.search}`);
    await page.getByRole('button', { name: 'Stop these emails' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `We will send no more back-in-stock emails to ${visitor.toLowerCase()}`,
    );
    for (const address of [visitor, buyer.email]) expect(await mailsTo(address, BACK)).toBe(1);
    await parts.remove(id);
  });
});
