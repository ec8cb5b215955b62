import { ACCOUNTING_MAX_DAYS, accountingCsvPath, ZAccountingRange } from '@partsmith/contracts';
import { Button } from '../../../../../components/ui/button';
import { TitledPanel } from '../../../../../components/ui/titled-panel';
import { FormField } from '../../../../../lib/forms/form-field';
import { useZodForm } from '../../../../../lib/forms/use-zod-form';

/** This month so far, in UTC days like the export's range. */
function thisMonth() {
  const today = new Date().toISOString().slice(0, 10);
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * "Export for accounting" on All Orders (decision 0061): the paid orders of a range of days as CSV, a row per line.
 * The range is checked here by the server's own schema, so a bad one is named beside its field before any request;
 * the server streams the CSV as an attachment, so the browser saves it and stays on the page.
 */
export function AccountingExportForm() {
  const form = useZodForm(ZAccountingRange, thisMonth());
  const download = form.handleSubmit((range) => window.location.assign(accountingCsvPath(range)));
  return (
    <TitledPanel id="accounting-export" title="Export for accounting" tone="card">
      <p className="text-sm text-graphite-700">
        Paid orders placed in these days (UTC), one row per line with tax and totals, as CSV. Up to{' '}
        {ACCOUNTING_MAX_DAYS} days at a time.
      </p>
      <form
        noValidate
        onSubmit={download}
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_auto] sm:items-start"
      >
        <FormField form={form} name="from" label="From" type="date" required />
        <FormField form={form} name="to" label="To" type="date" required />
        <Button type="submit" variant="secondary" className="sm:mt-7">
          Download CSV
        </Button>
      </form>
    </TitledPanel>
  );
}
