import { createFileRoute } from '@tanstack/react-router';
import { ReturnsPage } from './-components/returns-page';
import { validateReturnsSearch } from './-components/returns-search';

// No loader here: route files load with the home page, and the page's own query waits in the router's pending UI.
export const Route = createFileRoute('/_signedIn/dashboard/_admin/returns')({
  validateSearch: validateReturnsSearch,
  component: ReturnsPage,
});
