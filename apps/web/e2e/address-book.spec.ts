import type { Locator, Page } from '@playwright/test';
import { createAccount } from './account-helpers';
import { expect, expectAccessible, signIn, test } from './fixtures';

interface TypedAddress {
  Recipient: string;
  'Address line 1': string;
  'Town or city': string;
  Postcode: string;
  Phone: string;
}

const WORKSHOP: TypedAddress = {
  Recipient: 'Hallam Tool Works',
  'Address line 1': '3 Forge Yard',
  'Town or city': 'Sheffield',
  Postcode: 'S1 2AB',
  Phone: '+44 114 496 0000',
};
const DEPOT: TypedAddress = {
  Recipient: 'Dublin Depot',
  'Address line 1': '7 Quay Street',
  'Town or city': 'Dublin',
  Postcode: 'D02 X285',
  Phone: '+353 1 555 0100',
};

async function fillAddress(form: Locator, address: TypedAddress) {
  for (const [label, value] of Object.entries(address)) await form.getByLabel(label).fill(value);
}

/** Nothing sticks out sideways: a phone's width holds the whole page. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `the page fits at ${width} px`).toBeLessThanOrEqual(width);
}

test('a customer adds two addresses on My Profile, makes the second the default, edits one and deletes one', async ({
  page,
  visit,
  request,
}) => {
  // One customer's whole book, with axe at each state and both widths: longer than the default minute allows.
  test.slow();
  await signIn(page, await createAccount(request));
  await page.setViewportSize({ width: 390, height: 844 });
  await visit('/dashboard');
  const book = page.getByRole('region', { name: 'Address book' });
  await expect(book).toContainText('You have no saved addresses yet.');

  await book.getByRole('button', { name: 'Add address' }).click();
  const newForm = book.getByRole('region', { name: 'New address' });
  await expect(newForm.getByLabel('Recipient')).toBeFocused();
  // The shop's own country is where a new address starts.
  await expect(newForm.getByLabel('Country')).toHaveValue('GB');
  await newForm.getByRole('button', { name: 'Save address' }).click();
  await expect(newForm.getByText('Please enter who receives the parcel')).toBeVisible();
  await expect(newForm.getByLabel('Recipient')).toBeFocused();
  await expectAccessible(page);
  await expectNoSidewaysScroll(page, 390);
  await page.screenshot({ path: test.info().outputPath('address-form-390.png'), fullPage: true });

  await fillAddress(newForm, WORKSHOP);
  await newForm.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Address saved')).toBeVisible();
  const cards = book.getByRole('list', { name: 'Saved addresses' }).getByRole('listitem');
  await expect(cards).toHaveCount(1);
  await expect(cards.first()).toContainText('Hallam Tool Works');
  await expect(cards.first()).toContainText('Default');
  await expect(book.getByRole('button', { name: 'Add address' })).toBeFocused();

  await page.setViewportSize({ width: 1280, height: 900 });
  await book.getByRole('button', { name: 'Add address' }).click();
  await fillAddress(newForm, DEPOT);
  await newForm.getByLabel('Country').selectOption({ label: 'Ireland' });
  await newForm.getByRole('button', { name: 'Save address' }).click();
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(1)).toContainText('Dublin Depot');
  await expect(cards.nth(1)).toContainText('Ireland');
  await expect(cards.nth(1)).not.toContainText('Default');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('address-book-1280.png'), fullPage: true });

  await book.getByRole('button', { name: 'Make default the address for Dublin Depot' }).click();
  await expect(page.getByText('Default address changed')).toBeVisible();
  await expect(cards.first()).toContainText('Dublin Depot');
  await expect(cards.first()).toContainText('Default');
  await expect(cards.nth(1)).not.toContainText('Default');

  await book.getByRole('button', { name: 'Edit address for Hallam Tool Works' }).click();
  const editForm = book
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { name: 'Edit address' }) });
  await expect(editForm.getByLabel('Town or city')).toHaveValue('Sheffield');
  await editForm.getByLabel('Town or city').fill('Rotherham');
  await editForm.getByRole('button', { name: 'Save address' }).click();
  await expect(cards.nth(1)).toContainText('Rotherham');
  await expect(book.getByRole('button', { name: 'Edit address for Hallam Tool Works' })).toBeFocused();

  await book.getByRole('button', { name: 'Delete address for Dublin Depot' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this address?' });
  await expect(dialog).toContainText('Dublin Depot, 7 Quay Street');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Delete address' }).click();
  await expect(page.getByText('Address deleted')).toBeVisible();
  await expect(cards).toHaveCount(1);
  // The default went, so the address left became it.
  await expect(cards.first()).toContainText('Hallam Tool Works');
  await expect(cards.first()).toContainText('Default');

  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 390);
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('address-book-390.png'), fullPage: true });
  await page.reload();
  await expect(cards.first()).toContainText('Rotherham');
});
