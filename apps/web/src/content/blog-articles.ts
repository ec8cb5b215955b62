import { prototypalInheritance } from './blog/prototypal-inheritance';
import { reactPerformance } from './blog/react-performance';
import { reactState } from './blog/react-state';
import { settingReactState } from './blog/setting-react-state';
import { unitTests } from './blog/unit-tests';
import type { BlogArticle } from './blog-article';

/** The blog's questions, in the spec's order. */
export const blogArticles: BlogArticle[] = [
  reactPerformance,
  reactState,
  prototypalInheritance,
  settingReactState,
  unitTests,
];
