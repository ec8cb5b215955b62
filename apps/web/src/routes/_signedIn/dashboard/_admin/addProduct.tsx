import { createFileRoute } from '@tanstack/react-router';
import { AddProductPage } from './-components/add-product-page';

export const Route = createFileRoute('/_signedIn/dashboard/_admin/addProduct')({ component: AddProductPage });
