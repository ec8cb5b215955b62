import type { BlogArticle } from '../blog-article';

export const reactState: BlogArticle = {
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
};
