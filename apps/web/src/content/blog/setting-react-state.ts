import type { BlogArticle } from '../blog-article';

export const settingReactState: BlogArticle = {
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
};
