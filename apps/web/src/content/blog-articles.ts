export interface BlogArticle {
  slug: string;
  title: string;
  summary: string;
  sections: { heading?: string; paragraphs: string[]; code?: string }[];
}

export const blogArticles: BlogArticle[] = [
  {
    slug: 'how-to-improve-react-performance',
    title: 'How can you improve the performance of a React application?',
    summary:
      'Measure first, then cut wasted renders, ship less JavaScript and keep long lists cheap. A practical checklist for faster React apps.',
    sections: [
      {
        paragraphs: [
          'Most slow React applications are not slow because React is slow. They are slow because they render too much, download too much, or do expensive work on the main thread at the wrong moment. The good news is that each of these problems has a well-known fix, and none of them requires rewriting your app.',
        ],
      },
      {
        heading: 'Measure before you optimise',
        paragraphs: [
          'Open the React DevTools Profiler, record the interaction that feels sluggish and look at which components rendered and how long they took. Pair it with the Performance panel in your browser and with Lighthouse or Web Vitals for load time. Guessing leads to sprinkling memo everywhere; measuring points you at the two or three components that actually matter. Always profile a production build, because development mode adds checks that distort the numbers.',
        ],
      },
      {
        heading: 'Avoid unnecessary re-renders',
        paragraphs: [
          'A component re-renders when its parent renders, when its state changes or when a context it reads changes. Keep state as close as possible to where it is used, so a keystroke in a search box does not re-render the whole page. Split large contexts into smaller ones, and wrap expensive child components in memo so they skip rendering when their props are unchanged. The React Compiler can add this memoisation for you automatically, but knowing why it helps still matters.',
        ],
        code: `const PartRow = memo(function PartRow({ part }: { part: Part }) {
  return <li>{part.name}</li>;
});

// Stable callback and derived data for memoised children
const onSelect = useCallback((id: string) => setSelected(id), []);
const visible = useMemo(() => parts.filter((p) => p.inStock), [parts]);`,
      },
      {
        heading: 'Ship less JavaScript',
        paragraphs: [
          'Every kilobyte has to be downloaded, parsed and executed before the page becomes interactive. Split your bundle by route with lazy and Suspense so a visitor to the product page does not pay for the admin dashboard. Check your bundle with a visualiser, replace heavy libraries with lighter ones, and import only the functions you use.',
        ],
        code: `const AdminDashboard = lazy(() => import('./routes/admin-dashboard'));

<Suspense fallback={<Spinner />}>
  <AdminDashboard />
</Suspense>`,
      },
      {
        heading: 'Keep long lists and heavy updates cheap',
        paragraphs: [
          'Rendering ten thousand table rows is expensive no matter how well written each row is. Virtualise long lists so only the visible rows exist in the DOM, and paginate on the server where you can. Always give list items stable keys, such as database ids rather than array indexes, so React can reuse existing elements.',
          'For updates that are costly but not urgent, such as filtering a large catalogue while the user types, mark them with useTransition or useDeferredValue. The input stays responsive and React finishes the heavy render when it has time.',
        ],
      },
      {
        heading: 'Do not forget the network',
        paragraphs: [
          'Cache server data with a library such as TanStack Query instead of refetching on every mount, compress and size images correctly, lazy-load images below the fold and serve static assets from a CDN. Often the biggest win is not in React at all but in a request waterfall that can be fetched in parallel.',
        ],
      },
    ],
  },
  {
    slug: 'ways-to-manage-state-in-react',
    title: 'What are the different ways to manage state in a React application?',
    summary:
      'Local state, lifted state, context, external stores, server-state caches and the URL each solve a different problem. Here is how to choose.',
    sections: [
      {
        paragraphs: [
          'State is any data that changes over time and affects what the user sees. React gives you several places to keep it, and most bugs and performance problems come from putting state in the wrong place rather than from picking the wrong library. A useful first question is always: who needs this data, and where does it really come from?',
        ],
      },
      {
        heading: 'Local component state',
        paragraphs: [
          'useState is the default for data that belongs to a single component: whether a dropdown is open, the current value of an input, the selected tab. When the update logic gets complicated, with several related fields and many actions, useReducer keeps it in one pure function that is easy to test.',
        ],
        code: `type Action = { type: 'add'; partId: string } | { type: 'clear' };

function cartReducer(state: string[], action: Action): string[] {
  switch (action.type) {
    case 'add':
      return [...state, action.partId];
    case 'clear':
      return [];
  }
}

const [items, dispatch] = useReducer(cartReducer, []);`,
      },
      {
        heading: 'Lifting state up',
        paragraphs: [
          'When two siblings need the same data, move the state to their closest common parent and pass it down as props, together with a callback to change it. This keeps a single source of truth and is usually all a small feature needs.',
        ],
      },
      {
        heading: 'Context',
        paragraphs: [
          'If many components at different depths need the same value, passing props through every level becomes tedious. Context lets any descendant read a value directly. It works best for data that changes rarely, such as the current user, theme or locale. Every consumer re-renders when the value changes, so avoid putting fast-changing data in one large context.',
        ],
      },
      {
        heading: 'External stores',
        paragraphs: [
          'For complex client state shared across the app, libraries such as Redux Toolkit, Zustand or Jotai keep state outside the component tree. Components subscribe to just the slice they need, which avoids unnecessary renders, and the tooling gives you devtools, middleware and time-travel debugging.',
        ],
      },
      {
        heading: 'Server state',
        paragraphs: [
          'Data that lives in your database, such as products, orders and stock levels, is not really client state at all: it is a cached copy of something owned by the server. Libraries like TanStack Query or SWR handle fetching, caching, background refetching and invalidation for you. Moving server data out of a global store is often the single biggest simplification you can make.',
        ],
      },
      {
        heading: 'The URL and forms',
        paragraphs: [
          'Filters, search terms, pagination and the selected tab often belong in the URL, so they survive a reload and can be shared as a link. Form libraries such as React Hook Form manage field values, validation and errors without re-rendering the whole form on every keystroke.',
          'A healthy application usually combines several of these: local state for UI details, a query cache for server data, the URL for navigation state and, only if needed, a small store or context for truly global client state.',
        ],
      },
    ],
  },
  {
    slug: 'how-prototypal-inheritance-works-in-javascript',
    title: 'How does prototypal inheritance work in JavaScript?',
    summary:
      'Objects in JavaScript inherit directly from other objects through the prototype chain. Classes are a friendlier syntax over the same mechanism.',
    sections: [
      {
        paragraphs: [
          'In class-based languages such as Java, a class is a blueprint and objects are instances stamped out from it. JavaScript works differently: objects inherit directly from other objects. Every object has a hidden internal link, called [[Prototype]], that points to another object or to null. That linked object is its prototype.',
        ],
      },
      {
        heading: 'The prototype chain',
        paragraphs: [
          'When you read a property, the engine first looks on the object itself. If the property is not there, it follows the [[Prototype]] link and looks on the prototype, then on the prototype of the prototype, and so on until it finds the property or reaches null, in which case the result is undefined. This sequence of links is the prototype chain.',
        ],
        code: `const tool = {
  describe() {
    return \`\${this.name} made of \${this.material}\`;
  },
};

const wrench = Object.create(tool);
wrench.name = 'Wrench';
wrench.material = 'chrome vanadium';

wrench.describe(); // "Wrench made of chrome vanadium"
Object.getPrototypeOf(wrench) === tool; // true
Object.hasOwn(wrench, 'describe'); // false, it is inherited`,
      },
      {
        paragraphs: [
          'Notice that describe is not copied into wrench. It is shared: if you add a method to tool later, wrench sees it immediately. Inside the method, this refers to the object the method was called on, wrench, not to the object where the method was found. Writing a property, on the other hand, always creates or updates it on the object itself and never modifies the prototype, which is called shadowing.',
        ],
      },
      {
        heading: 'Constructor functions and the prototype property',
        paragraphs: [
          'Before classes existed, inheritance was set up with constructor functions. Every function has a prototype property. When you call a function with new, JavaScript creates a fresh object whose [[Prototype]] is that function\u2019s prototype property, runs the function with this bound to the new object, and returns it. Methods placed on the prototype are therefore shared by all instances instead of being recreated for each one.',
          'Do not confuse the two: fn.prototype is an ordinary property of a function, used as the template for instances, while [[Prototype]], exposed through Object.getPrototypeOf and the legacy __proto__ accessor, is the actual link every object has.',
        ],
      },
      {
        heading: 'Classes are the same mechanism',
        paragraphs: [
          'The class keyword, added in ES2015, is mostly syntax over prototypes. Methods declared in a class body end up on Class.prototype, and extends links one prototype to another.',
        ],
        code: `class Part {
  constructor(public sku: string) {}
  label() {
    return \`Part \${this.sku}\`;
  }
}

class Gear extends Part {
  constructor(sku: string, public teeth: number) {
    super(sku);
  }
}

const gear = new Gear('G-40', 40);
gear.label(); // found on Part.prototype via the chain
Object.getPrototypeOf(Gear.prototype) === Part.prototype; // true`,
      },
      {
        heading: 'Why it matters',
        paragraphs: [
          'Understanding the chain explains many everyday behaviours: why arrays have map and filter (they live on Array.prototype), why a for...in loop can list inherited properties, and why modifying built-in prototypes is risky, since every object of that type in the program is affected. Prefer Object.hasOwn when you need to know whether a property really belongs to an object.',
        ],
      },
    ],
  },
  {
    slug: 'why-never-set-react-state-directly',
    title: 'Why should you never set React state directly?',
    summary:
      'Assigning to a state variable or mutating it in place bypasses React, so the screen never updates. Always use the setter and create new values.',
    sections: [
      {
        paragraphs: [
          'It is a common mistake for developers new to React: a list of products is stored in state, and to change it someone writes products = [...] or products.push(newProduct) instead of calling setProducts. The code runs without an error, but the screen does not change, or changes at unpredictable moments. Here is why.',
        ],
        code: `const [products, setProducts] = useState<Product[]>([]);

// Wrong: reassigns a local variable, React never finds out
products = [...products, newProduct];

// Wrong: mutates the existing array in place
products.push(newProduct);

// Right: give React a new array through the setter
setProducts((current) => [...current, newProduct]);`,
      },
      {
        heading: 'State lives inside React, not in your variable',
        paragraphs: [
          'When a component calls useState, React stores the value internally and hands your function a snapshot of it for this render. The products constant is just a local copy. Reassigning it changes nothing outside the current function call, and with const it is not even allowed. On the next render React hands you the old value again, so your change is simply lost.',
        ],
      },
      {
        heading: 'The setter is what schedules a render',
        paragraphs: [
          'Calling setProducts does two things: it tells React to store a new value, and it schedules a re-render of the component and its children. Without that call React has no reason to render again, so the user keeps seeing stale data. If something else happens to trigger a render later, a mutated array may suddenly appear, which makes bugs look random and hard to reproduce.',
        ],
      },
      {
        heading: 'Mutation breaks change detection',
        paragraphs: [
          'React decides whether state changed by comparing the old and new values with Object.is. If you push into the existing array and then call setProducts(products), it is still the same array, the comparison says nothing changed, and React may skip the update. The same reference check is used by memo, useMemo, useEffect dependencies and many libraries, so mutation quietly breaks all of them.',
          'Treat state as immutable: create a new array or object with the change applied. Spread syntax, map, filter and toSorted are your everyday tools.',
        ],
        code: `// Update one product's price without mutating
setProducts((current) =>
  current.map((p) => (p.id === id ? { ...p, price: newPrice } : p)),
);

// Remove a product
setProducts((current) => current.filter((p) => p.id !== id));`,
      },
      {
        heading: 'Use the updater function',
        paragraphs: [
          'State updates are batched and applied before the next render, so the products variable does not change immediately after you call the setter. When the new value depends on the old one, pass a function, as in the examples above. React will call it with the latest value, which stays correct even if several updates happen in a row.',
          'Following these rules keeps renders predictable, makes features such as undo and time-travel debugging possible, and lets concurrent rendering work as designed. If deeply nested updates feel verbose, a helper like Immer lets you write mutating-style code that produces new objects safely.',
        ],
      },
    ],
  },
  {
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
  },
];
