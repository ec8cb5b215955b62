import { addParts, type PartSpec, removePart, WIDTH_HEIGHTS, WIDTHS } from './catalogue-helpers';
import { test as base } from './fixtures';

/** Parts a test adds and removes as the demo admin, on the server under test, beside the browser's session. */
interface TestParts {
  /** Returns the new parts' ids in the order given. */
  add: (parts: PartSpec[]) => Promise<string[]>;
  remove: (id: string) => Promise<void>;
}

/** The shop's `test`, plus `parts` for the catalogue, product and purchase pages' tests. */
export const test = base.extend<{ parts: TestParts }>({
  parts: async ({ playwright, baseURL }, use) => {
    const origin = baseURL ?? '';
    await use({
      add: (parts) => addParts(playwright, origin, parts),
      remove: (id) => removePart(playwright, origin, id),
    });
  },
});

/** Declares `tests` once per screen width (a phone and a desktop), as "<title> at <width> px". */
export function describeAtWidths(title: string, tests: () => void) {
  for (const width of WIDTHS) {
    test.describe(`${title} at ${width} px`, () => {
      test.use({ viewport: { width, height: WIDTH_HEIGHTS[width] } });
      tests();
    });
  }
}
