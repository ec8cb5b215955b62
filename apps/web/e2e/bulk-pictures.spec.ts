import { MESSAGES, PICTURE_MESSAGES } from '@partsmith/contracts';
import { DEMO_ADMIN, signInAs } from './admin-helpers';
import { newWord } from './catalogue-helpers';
import { describeAtWidths, test } from './catalogue-test-helpers';
import { expect, expectAccessible } from './fixtures';
import { pngImage } from './png-image';

describeAtWidths('Pictures in bulk', () => {
  // The browser reports the refused upload's 415 answer in its console; the page shows why in words.
  test.use({ expectedConsoleErrors: [/status of 415/] });

  test('an admin matches files to parts by name, uploads them three at a time, and the parts show them', async ({
    page,
    parts,
  }, testInfo) => {
    const word = newWord();
    const numbers = ['A', 'B', 'C'].map((letter) => `BP-${word}-${letter}`);
    const ids = await parts.add(
      numbers.map((partNumber, index) => ({
        name: `Bulk picture part ${word} ${index + 1}`,
        price: '3.00',
        quantity: 10,
        minimumOrderQuantity: 1,
        partNumber,
      })),
    );
    const [first = '', second = '', third = ''] = numbers;
    const files = {
      exact: `${first}.png`,
      // Another case and a copy's suffix still name the second part.
      suffixed: `${second.toLowerCase()}-1.png`,
      notImage: `${third}.png`,
      unknown: `NOPE-${word}.png`,
    };
    await signInAs(page, DEMO_ADMIN);
    // All Products is checked by its own tests; here it is only the way in.
    await page.goto('/dashboard/manageProducts');
    await page.getByRole('link', { name: PICTURE_MESSAGES.pageTitle }).click();
    await expect(page.getByRole('heading', { name: PICTURE_MESSAGES.pageTitle })).toBeVisible();
    await expectAccessible(page);

    // From the keyboard: the file input takes the focus, and Space opens the chooser.
    const choosing = page.waitForEvent('filechooser');
    await page.getByLabel(PICTURE_MESSAGES.chooseFiles).focus();
    await page.keyboard.press('Space');
    await (await choosing).setFiles([
      { name: files.exact, mimeType: 'image/png', buffer: pngImage({ rgb: [20, 110, 190] }) },
      { name: files.suffixed, mimeType: 'image/png', buffer: pngImage({ rgb: [30, 160, 90] }) },
      { name: files.notImage, mimeType: 'image/png', buffer: Buffer.from('a text file, not a picture') },
      { name: files.unknown, mimeType: 'image/png', buffer: pngImage({ rgb: [200, 40, 40] }) },
    ]);
    // Dropped on the box, a file joins the list the same way.
    const dropped = `NOPE-${word}-dropped.png`;
    const dataTransfer = await page.evaluateHandle((name) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['not sent'], name, { type: 'image/png' }));
      return transfer;
    }, dropped);
    await page.getByText(PICTURE_MESSAGES.dropHere).dispatchEvent('drop', { dataTransfer });
    const list = page.getByRole('list', { name: 'Pictures and their parts' });
    const row = (name: string) => list.getByRole('listitem').filter({ hasText: name });
    await expect(row(files.exact)).toContainText(`Bulk picture part ${word} 1`);
    await expect(row(files.suffixed)).toContainText(`Bulk picture part ${word} 2`);
    await expect(row(files.notImage)).toContainText(`Bulk picture part ${word} 3`);
    await expect(row(files.unknown)).toContainText(PICTURE_MESSAGES.noMatch);
    await expect(row(dropped)).toContainText(PICTURE_MESSAGES.noMatch);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('matched.png'), fullPage: true });

    const answers: Array<{ id: string; imageId: string }> = [];
    let refusals = 0;
    page.on('response', async (response) => {
      if (!response.url().includes('/api/pictures/')) return;
      if (response.ok()) answers.push(await response.json());
      else refusals += 1;
    });
    // The file named after no part is never sent: three go.
    await page.getByRole('button', { name: PICTURE_MESSAGES.upload(3) }).click();
    const summary = page.getByRole('status').filter({ hasText: 'pictures attached' });
    await expect(summary).toHaveText(`${PICTURE_MESSAGES.summary(2, 3)}; 1 refused or failed`);
    await expect(page.getByRole('progressbar', { name: PICTURE_MESSAGES.totalProgress })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(row(files.exact)).toContainText(PICTURE_MESSAGES.done);
    await expect(row(files.suffixed)).toContainText(PICTURE_MESSAGES.done);
    await expect(row(files.notImage)).toContainText(MESSAGES.imageTypeRefused);
    await expect(row(files.notImage).getByRole('button', { name: `Retry ${files.notImage}` })).toBeVisible();
    await expect(page.getByRole('button', { name: PICTURE_MESSAGES.retry(1) })).toBeVisible();
    // Retry sends the refused file again, alone; the server refuses it again, in the same words.
    await row(files.notImage)
      .getByRole('button', { name: `Retry ${files.notImage}` })
      .click();
    await expect.poll(() => refusals).toBe(2);
    await expect(row(files.notImage)).toContainText(MESSAGES.imageTypeRefused);
    await expect(summary).toHaveText(`${PICTURE_MESSAGES.summary(2, 3)}; 1 refused or failed`);
    await expectAccessible(page);
    await page.screenshot({ path: testInfo.outputPath('uploaded.png'), fullPage: true });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      page.viewportSize()?.width ?? 0,
    );

    await expect.poll(() => answers.length).toBe(2);
    expect(answers.map((answer) => answer.id).sort()).toEqual([ids[0], ids[1]].sort());
    for (const answer of answers) {
      await page.goto(`/parts/${answer.id}`);
      await expect(page.locator(`main img[src="/images/${answer.imageId}"]`).first()).toBeVisible();
    }
    await expectAccessible(page);
  });
});
