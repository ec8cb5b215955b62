import {
  ZStockAlertConfirmed,
  ZStockAlertState,
  ZStockAlertSubscribeInput,
  ZStockAlertSubscribeResult,
  ZStockAlertTokenInput,
  ZStockAlertUnsubscribed,
} from '@partsmith/contracts';
import { z } from 'zod';
import { ZMessage } from './legacy-shapes';
import { anyone, sessionIfAny, signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['back in stock'];
const productParam = z.object({ productId: z.string().describe('The part id') });
const refusals = { 401: ZMessage, 403: ZMessage };
const LIMITED = 'Rate limited per client (429 past the limit).';

/** "Email me when it is back" (decision 0058): the same procedures as the web's `stockAlerts.*`. */
export const stockAlertsRoutes: RestRoutes = async (app) => {
  app.get(
    '/stock-alerts/:productId',
    {
      schema: {
        operationId: 'stockAlertState',
        tags,
        security: signedIn,
        summary: 'Whether I am mailed when a part is back',
        description: "Whether the signed-in buyer's address waits for this out-of-stock part.",
        params: productParam,
        response: { 200: ZStockAlertState, ...refusals, 404: ZMessage },
      },
    },
    (request) => request.caller().stockAlerts.state({ productId: request.params.productId }),
  );
  app.post(
    '/stock-alerts',
    {
      schema: {
        operationId: 'subscribeStockAlert',
        tags,
        security: sessionIfAny,
        summary: 'Email me when an out-of-stock part is back',
        description: `Signed in: the account's address is on the list at once (\`subscribed\`). A visitor sends \`email\` and gets \`checkEmail\`: a link is mailed, and the address counts only once it is opened (the same answer whatever the address, so nobody learns who subscribed). Asking twice changes nothing. A part in stock is a 400. ${LIMITED}`,
        body: ZStockAlertSubscribeInput,
        response: { 200: ZStockAlertSubscribeResult, 400: ZMessage, 404: ZMessage, 429: ZMessage },
      },
    },
    (request) => request.caller().stockAlerts.subscribe(request.body),
  );
  app.delete(
    '/stock-alerts/:productId',
    {
      schema: {
        operationId: 'cancelStockAlert',
        tags,
        security: signedIn,
        summary: 'Stop waiting for a part',
        description:
          "The signed-in buyer's address waits for this part no more; cancelling twice changes nothing.",
        params: productParam,
        response: { 200: ZStockAlertState, ...refusals, 404: ZMessage },
      },
    },
    (request) => request.caller().stockAlerts.cancel({ productId: request.params.productId }),
  );
  app.post(
    '/stock-alerts/confirm',
    {
      schema: {
        operationId: 'confirmStockAlert',
        tags,
        security: anyone,
        summary: "Confirm a visitor's back-in-stock email",
        description: `The token of the mailed link (valid 24 hours); opening it again changes nothing. ${LIMITED}`,
        body: ZStockAlertTokenInput,
        response: { 200: ZStockAlertConfirmed, 400: ZMessage, 429: ZMessage },
      },
    },
    (request) => request.caller().stockAlerts.confirm(request.body),
  );
  app.post(
    '/stock-alerts/unsubscribe',
    {
      schema: {
        operationId: 'unsubscribeStockAlerts',
        tags,
        security: anyone,
        summary: 'Stop every back-in-stock email to an address',
        description: `The signed token of a mail's unsubscribe link, no sign-in needed: every waiting alert of its address ends. ${LIMITED}`,
        body: ZStockAlertTokenInput,
        response: { 200: ZStockAlertUnsubscribed, 400: ZMessage, 429: ZMessage },
      },
    },
    (request) => request.caller().stockAlerts.unsubscribe(request.body),
  );
};
