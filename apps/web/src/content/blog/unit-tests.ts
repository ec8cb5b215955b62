import type { BlogArticle } from '../blog-article';

export const unitTests: BlogArticle = {
  slug: 'what-is-a-unit-test-and-why-write-them',
  title: 'What is a unit test, and why should you write unit tests?',
  summary:
    'A unit test checks one small piece of code in isolation, fast and automatically. Here is what that looks like and why it pays off.',
  sections: [
    {
      paragraphs: [
        'A unit test is a small, automated piece of code that checks one unit of your program, usually a single function, class or component, in isolation from the rest of the system. You give the unit a known input and assert that it produces the expected output or behaviour. Because it avoids real databases, networks and browsers, a unit test runs in milliseconds, and a whole suite of hundreds can run every time you save a file.',
      ],
    },
    {
      heading: 'What one looks like',
      paragraphs: [
        'Most unit tests follow the same three steps, often called Arrange, Act, Assert: set up the input, call the code under test, and check the result. Here is a test written with Vitest for a function that calculates an order total.',
      ],
      code: `import { describe, expect, it } from 'vitest';
import { orderTotal } from './order-total';

describe('orderTotal', () => {
  it('adds line totals and applies the bulk discount', () => {
    const lines = [
      { unitPrice: 12.5, quantity: 40 },
      { unitPrice: 3, quantity: 100 },
    ];

    const total = orderTotal(lines, { bulkDiscount: 0.1 });

    expect(total).toBe(720);
  });

  it('rejects negative quantities', () => {
    expect(() => orderTotal([{ unitPrice: 5, quantity: -1 }])).toThrow();
  });
});`,
    },
    {
      heading: 'Why write them',
      paragraphs: [
        'Unit tests catch bugs early, when they are cheapest to fix. A failing test points at a specific function and a specific case, instead of a vague report from a customer weeks later.',
        'They make refactoring safe. When you restructure code to make it cleaner or faster, a passing test suite tells you the behaviour is unchanged. Without tests, developers become afraid to touch old code, and it slowly decays.',
        'They document behaviour. A well-named test such as "rejects negative quantities" explains what the code is supposed to do more precisely than a comment, and unlike a comment it fails when it becomes outdated.',
        'They improve design. Code that is hard to test is usually doing too much or is tightly coupled to its dependencies. Writing tests pushes you towards small, pure functions with clear inputs and outputs.',
      ],
    },
    {
      heading: 'Writing good unit tests',
      paragraphs: [
        'Test behaviour, not implementation details, so tests survive refactoring. Keep each test focused on one scenario, and include edge cases: empty lists, zero, boundaries and invalid input. Make tests deterministic by controlling time, randomness and external services with fakes or mocks. For React components, tools like Testing Library let you test what the user sees and does rather than internal state.',
        'Unit tests are not the whole story. Integration and end-to-end tests check that the pieces work together. But unit tests form the broad, fast base of a healthy test suite, and they give you the confidence to ship changes often.',
      ],
    },
  ],
};
