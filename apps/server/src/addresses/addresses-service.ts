import type { Services } from '@partsmith/contracts/router';
import type { AddressesDependencies } from '../service-dependencies';
import { createAddress } from './create-address';
import { deleteAddress } from './delete-address';
import { listAddresses } from './list-addresses';
import { setDefaultAddress } from './set-default-address';
import { updateAddress } from './update-address';

/** A customer's address book, bound to the database. */
export function createAddressesService({ db }: AddressesDependencies): Pick<Services, 'addresses'> {
  return {
    addresses: {
      list: ({ userId }) => listAddresses({ db, userId }),
      create: ({ userId, input }) => createAddress({ db, userId, input }),
      update: ({ userId, input }) => updateAddress({ db, userId, input }),
      delete: ({ userId, id }) => deleteAddress({ db, userId, id }),
      setDefault: ({ userId, id }) => setDefaultAddress({ db, userId, id }),
    },
  };
}
