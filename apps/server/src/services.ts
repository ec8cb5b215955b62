import type { Services } from '@partsmith/contracts/router';
import { createAccountsService } from './accounts/accounts-service';
import { createAddressesService } from './addresses/addresses-service';
import { createAuditService } from './audit/audit-service';
import { createCartService } from './cart/cart-service';
import { createCatalogService } from './catalog/catalog-service';
import { createCategoriesService } from './categories/categories-service';
import { createCheckoutService } from './checkout/checkout-service';
import { createContactService } from './contact/contact-service';
import { createImagesService } from './images/images-service';
import { createImportsService } from './imports/imports-service';
import { createJobsService } from './jobs/jobs-service';
import { createOrdersService } from './orders/orders-service';
import { createOrderPayments } from './payments/create-order-payments';
import { createPaymentsService } from './payments/payments-service';
import { createPicturesService } from './pictures/pictures-service';
import { createReportsService } from './reports/reports-service';
import { createReturnsService } from './returns/returns-service';
import { createReviewsService } from './reviews/reviews-service';
import type { ServiceDependencies } from './service-dependencies';
import { createShipmentsService } from './shipments/shipments-service';
import { createShippingService } from './shipping/shipping-service';
import { createStockAlertsService } from './stock-alerts/stock-alerts-service';
import { createTaxService } from './tax/tax-service';

/** Assembles every domain's binder: the implementation of the contracts' service interfaces. */
export function createServices(dependencies: ServiceDependencies): Services {
  return {
    ...createAddressesService(dependencies),
    ...createCartService(dependencies),
    ...createCatalogService(dependencies),
    ...createCategoriesService(dependencies),
    ...createCheckoutService(dependencies),
    ...createReviewsService(dependencies),
    ...createAccountsService(dependencies),
    ...createOrdersService({ ...dependencies, payments: createOrderPayments(dependencies) }),
    ...createPaymentsService(dependencies),
    ...createImagesService(dependencies),
    ...createContactService(dependencies),
    ...createAuditService(dependencies),
    ...createJobsService(dependencies),
    ...createShippingService(dependencies),
    ...createTaxService(dependencies),
    ...createStockAlertsService(dependencies),
    ...createPicturesService(dependencies),
    ...createReturnsService({ ...dependencies, payments: createOrderPayments(dependencies) }),
    ...createShipmentsService(dependencies),
    ...createReportsService(dependencies),
    ...createImportsService(dependencies),
  };
}
