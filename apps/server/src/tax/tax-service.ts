import type { Services } from '@partsmith/contracts/router';
import type { TaxDependencies } from '../service-dependencies';
import { createTaxRate } from './create-tax-rate';
import { deleteTaxRate } from './delete-tax-rate';
import { listTaxRates } from './list-tax-rates';
import { updateTaxRate } from './update-tax-rate';

/** The admin's tax rates bound to their dependencies. */
export function createTaxService({ db }: TaxDependencies): Pick<Services, 'taxAdmin'> {
  return {
    taxAdmin: {
      listRates: () => listTaxRates({ db }),
      createRate: ({ actorId, input }) => createTaxRate({ db, actorId, input }),
      updateRate: ({ actorId, input }) => updateTaxRate({ db, actorId, input }),
      deleteRate: ({ actorId, id }) => deleteTaxRate({ db, actorId, id }),
    },
  };
}
