import { expect, expectAccessible, test } from './fixtures';

/**
 * The contrast of each text of the shown slide against what lies between it and the picture, laid over pure
 * white: the brightest a picture can be behind light text, so the figure holds for any picture. Axe cannot see
 * text over an image (it reports such text as unknown), so the colours are composited here as axe would.
 */
function worstContrasts() {
  const canvas = document.createElement('canvas').getContext('2d', { willReadFrequently: true });
  if (!canvas) throw new Error('no 2d canvas');
  const rgba = (color: string) => {
    canvas.clearRect(0, 0, 1, 1);
    canvas.fillStyle = color;
    canvas.fillRect(0, 0, 1, 1);
    const [r = 0, g = 0, b = 0, a = 0] = canvas.getImageData(0, 0, 1, 1).data;
    return { r, g, b, a: a / 255 };
  };
  const luminance = ({ r, g, b }: { r: number; g: number; b: number }) => {
    const linear = (c: number) => (c / 255 <= 0.04045 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
  };
  const slide = document.querySelector('[aria-roledescription="slide"]:not([aria-hidden="true"])');
  if (!slide) throw new Error('no slide is shown');
  return [...slide.querySelectorAll('h2, p')].map((text) => {
    const layers: HTMLElement[] = [];
    for (let node = text as HTMLElement | null; node && node !== slide; node = node.parentElement) {
      layers.unshift(node);
    }
    let behind = { r: 255, g: 255, b: 255 };
    for (const layer of layers) {
      const { r, g, b, a } = rgba(getComputedStyle(layer).backgroundColor);
      behind = {
        r: r * a + behind.r * (1 - a),
        g: g * a + behind.g * (1 - a),
        b: b * a + behind.b * (1 - a),
      };
    }
    const [light, dark] = [luminance(rgba(getComputedStyle(text).color)), luminance(behind)].sort(
      (x, y) => y - x,
    );
    return { text: text.textContent, ratio: ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05) };
  });
}

for (const width of [390, 1280]) {
  test(`at ${width} px every slide's text reads at 4.5:1 or better over any picture`, async ({
    page,
    visit,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    await visit('/');
    await page.getByRole('button', { name: 'Pause slideshow' }).click();
    for (const slide of [3, 1, 2]) {
      await page.getByRole('button', { name: new RegExp(`^Show slide ${slide}:`) }).click();
      await expect(page.getByRole('group', { name: `${slide} of 3` })).toBeVisible();
      await expectAccessible(page);
      for (const { text, ratio } of await page.evaluate(worstContrasts)) {
        expect(ratio, `slide ${slide}: "${text}"`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
}
