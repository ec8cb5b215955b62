import { createAccount } from './account-helpers';
import { expect, expectAccessible, test } from './fixtures';

for (const width of [390, 1280]) {
  test(`at ${width} px, Buy now while signed out: what the buyer types the moment the sign-in form shows is kept`, async ({
    page,
    request,
  }) => {
    const account = await createAccount(request);
    const [part] = (await (await request.get('/api/products')).json()) as { _id: string; name: string }[];
    if (!part) throw new Error('no products seeded');
    await page.setViewportSize({ width, height: 900 });

    await page.goto('/');
    await page.getByRole('link', { name: `Buy now: ${part.name}` }).click();
    // The sign-in form itself: until it shows, the home page (and its contact form's Email) may still be there.
    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Log in', exact: true }) });
    const email = form.getByLabel('Email');
    await email.pressSequentially(account.email);
    await form.getByLabel('Password').fill(account.password);
    await expect(email).toHaveValue(account.email);
    await form.getByRole('button', { name: 'Log in', exact: true }).click();

    await expect(page).toHaveURL(`/purchase/${part._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name);
    await expectAccessible(page);
  });
}
