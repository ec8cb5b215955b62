import type { BlogArticle } from '../blog-article';

export const reactPerformance: BlogArticle = {
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
};
