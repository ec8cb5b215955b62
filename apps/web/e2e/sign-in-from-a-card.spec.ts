import { createAccount } from './account-helpers';
import { expect, expectAccessible, test } from './fixtures';

for (const width of [390, 1280]) {
  // @seeded: the newest part the API names must still be on the home page, and on sale, when the test gets there.
  test(`at ${width} px, Buy now while signed out: the sign-in form is not mounted again under the buyer, who signs in`, {
    tag: '@seeded',
  }, async ({ page, request }) => {
    const account = await createAccount(request);
    const [part] = (await (await request.get('/api/products')).json()) as { _id: string; name: string }[];
    if (!part) throw new Error('no products seeded');
    await page.setViewportSize({ width, height: 900 });
    // The page's clock, so "3 s later" fires every timer the router set (its pendingMs) without the test sleeping.
    await page.clock.install();
    // The signed-in guard's second look at who is signed in answers late: a load still running once the form shows.
    let answerMe = () => {};
    const meHeld = new Promise<void>((resolve) => {
      answerMe = resolve;
    });
    let meAsked = 0;
    await page.route(/\/trpc\/[^?]*users\.me/, async (route) => {
      meAsked += 1;
      if (meAsked > 1) await meHeld;
      await route.continue();
    });

    const firstMe = page.waitForResponse(/\/trpc\/[^?]*users\.me/);
    await page.goto('/');
    await firstMe;
    // The app has the answer once the header's Log in is there (hidden at 390 px, in the menu's copy's place). Had
    // the clock jumped before, the answer would be stamped after the jump, still fresh: the guard would not ask
    // again (one CI run on a busy machine).
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Log in', includeHidden: true }),
    ).toBeAttached();
    const buyNow = page.getByRole('link', { name: `Buy now: ${part.name}` });
    await expect(buyNow).toBeVisible();
    // A buyer who has looked around for over 30 s: who is signed in is stale, so the guard asks again.
    await page.clock.fastForward('00:31');
    // Hovering preloads the purchase page, whose guard sends the preload to /login too.
    await buyNow.hover();
    await buyNow.click();

    const form = page
      .locator('form')
      .filter({ has: page.getByRole('button', { name: 'Log in', exact: true }) });
    const email = form.getByLabel('Email');
    await expect(email).toBeVisible();
    const shown = await email.elementHandle();
    await email.pressSequentially(account.email);
    await page.clock.runFor(3000);
    expect(await shown?.evaluate((input) => input.isConnected), 'the email field shown first').toBe(true);
    await expect(email).toHaveValue(account.email);
    expect(meAsked, 'the guard asked again').toBeGreaterThan(1);
    answerMe();

    await form.getByLabel('Password').fill(account.password);
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(`/purchase/${part._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.name);
    await expectAccessible(page);
  });
}
