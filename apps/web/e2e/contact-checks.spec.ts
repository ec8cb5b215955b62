import { MESSAGES } from '@partsmith/contracts';
import type { Page } from '@playwright/test';
import { createAccount } from './account-helpers';
import { newWord } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible, signIn } from './fixtures';

const textbox = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });

/** Types a phone and address nobody could use and expects each field to say so, and the form to stay. */
async function expectFormatMessages(page: Page, submit: string) {
  await textbox(page, 'Phone').fill('call me maybe');
  await textbox(page, 'Address').fill('!!!!');
  await page.getByRole('button', { name: submit }).click();
  await expect(textbox(page, 'Phone')).toHaveAccessibleDescription(MESSAGES.phoneImplausible);
  await expect(textbox(page, 'Address')).toHaveAccessibleDescription(MESSAGES.addressImplausible);
  await expect(page.getByText(MESSAGES.phoneImplausible)).toBeVisible();
  await expect(textbox(page, 'Phone')).toBeFocused();
  await expectAccessible(page);
}

describeAtWidths('a phone and address that cannot be real', () => {
  test('the order form shows each field’s message under it and places nothing', async ({
    page,
    visit,
    request,
    parts,
  }, testInfo) => {
    const [id] = await parts.add([
      { name: `Collar ${newWord()}`, price: '2.00', quantity: 30, minimumOrderQuantity: 1 },
    ]);
    await signIn(page, await createAccount(request));
    await visit(`/purchase/${id}`);
    await expectFormatMessages(page, 'Order Now');
    await page.screenshot({ path: testInfo.outputPath('order-form-messages.png'), fullPage: true });
    await expect(page.getByRole('button', { name: 'Order Now' })).toBeVisible();
    expect(await (await page.request.get('/api/order')).json()).toEqual([]);

    await textbox(page, 'Phone').fill('+880 (17) 1111-1111');
    await textbox(page, 'Address').fill('Rose Cottage, Lower Street, Bibury');
    await page.getByRole('button', { name: 'Order Now' }).click();
    await expect(page.getByRole('heading', { name: /^Order PS-\d{6} is placed$/ })).toBeVisible();
  });

  test('My Profile’s form shows each field’s message under it and saves nothing', async ({
    page,
    visit,
    request,
  }) => {
    await signIn(page, await createAccount(request));
    await visit('/dashboard');
    await page.getByRole('button', { name: 'Edit profile' }).click();
    await textbox(page, 'LinkedIn URL').fill('https://www.linkedin.com/in/someone');
    await textbox(page, 'Education').fill('BSc');
    await textbox(page, 'NID').fill('1990123456789');
    await expectFormatMessages(page, 'Save profile');
    const profile = await (await page.request.get('/trpc/users.profile')).json();
    expect(profile.result.data).toMatchObject({ phone: null, address: null });
  });
});
