import { ADDRESSES_MAX, ZAddressFields, ZSavedAddress, ZSuccess } from '@partsmith/contracts';
import { z } from 'zod';
import { ZMessage } from './legacy-shapes';
import { signedIn } from './openapi-security';
import type { RestRoutes } from './rest-routes-type';

const tags = ['addresses'];
const security = signedIn;
const OWN_BOOK =
  "The signed-in customer's own address book; another customer's address answers 404, as an unknown one does.";
const idParam = z.object({ id: z.string().describe('The address id') });
const refusals = { 401: ZMessage, 403: ZMessage };
const fieldRefusals = { 400: ZMessage, ...refusals };

/** The address book for front-end developers: the same procedures as the web's `addresses.*`. */
export const addressesRoutes: RestRoutes = async (app) => {
  app.get(
    '/addresses',
    {
      schema: {
        operationId: 'listAddresses',
        tags,
        security,
        summary: 'The address book',
        description: `${OWN_BOOK} The default first (a book with addresses always has one), then oldest first.`,
        response: { 200: z.array(ZSavedAddress), ...refusals },
      },
    },
    (request) => request.caller().addresses.list(),
  );
  app.post(
    '/addresses',
    {
      schema: {
        operationId: 'createAddress',
        tags,
        security,
        summary: 'Save a new address',
        description: `${OWN_BOOK} The first address becomes the default; \`isDefault: true\` moves the default to the new one. At most ${ADDRESSES_MAX} addresses (409, nothing saved). A field that breaks its rule answers 400 with its message.`,
        body: ZAddressFields,
        response: { 201: ZSavedAddress, ...fieldRefusals, 409: ZMessage },
      },
    },
    async (request, reply) => reply.status(201).send(await request.caller().addresses.create(request.body)),
  );
  app.patch(
    '/addresses/:id',
    {
      schema: {
        operationId: 'updateAddress',
        tags,
        security,
        summary: 'Rewrite an address',
        description: `${OWN_BOOK} Every field is sent, as when saving. \`isDefault: true\` moves the default here; \`false\` leaves the default where it is (make another one the default instead).`,
        params: idParam,
        body: ZAddressFields,
        response: { 200: ZSavedAddress, ...fieldRefusals, 404: ZMessage },
      },
    },
    (request) => request.caller().addresses.update({ ...request.body, id: request.params.id }),
  );
  app.delete(
    '/addresses/:id',
    {
      schema: {
        operationId: 'deleteAddress',
        tags,
        security,
        summary: 'Delete an address',
        description: `${OWN_BOOK} Deleting the default makes the oldest address left the default. Orders keep their own copy of where they were sent.`,
        params: idParam,
        response: { 200: ZSuccess, ...refusals, 404: ZMessage },
      },
    },
    (request) => request.caller().addresses.delete({ id: request.params.id }),
  );
  app.post(
    '/addresses/:id/default',
    {
      schema: {
        operationId: 'setDefaultAddress',
        tags,
        security,
        summary: 'Make an address the default',
        description: `${OWN_BOOK} The address that was the default no longer is.`,
        params: idParam,
        response: { 200: ZSavedAddress, ...refusals, 404: ZMessage },
      },
    },
    (request) => request.caller().addresses.setDefault({ id: request.params.id }),
  );
};
