import { createFileRoute } from '@tanstack/react-router';
import { BulkPicturesPage } from './-components/bulk-pictures-page';

/** Pictures for many parts at once, matched by file name (decision 0071); its code loads with the route. */
export const Route = createFileRoute('/_signedIn/dashboard/_admin/bulkPictures')({
  component: BulkPicturesPage,
});
