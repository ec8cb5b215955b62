import type { CatalogueImportPreview } from '@partsmith/contracts';
import { Table, type TableColumn } from '../../../../../../components/ui/table';

type Created = CatalogueImportPreview['created'][number];
type Changed = CatalogueImportPreview['changed'][number];
type Refused = CatalogueImportPreview['refused'][number];

const rowColumn = { header: 'Row', cell: (row: { row: number }) => row.row, numeric: true, width: 'w-16' };
const partColumn = {
  header: 'Part number',
  cell: (row: { partNumber: string }) => <span className="font-mono">{row.partNumber || '—'}</span>,
  width: 'w-40',
};

const createdColumns: TableColumn<Created>[] = [
  rowColumn,
  partColumn,
  { header: 'Name', cell: (row) => row.name },
];
const changedColumns: TableColumn<Changed>[] = [
  rowColumn,
  partColumn,
  {
    header: 'Changes',
    cell: (row) => (
      <ul className="space-y-0.5">
        {row.changes.map((change) => (
          <li key={change.field}>
            <span className="font-medium">{change.field}</span>: {change.before || '(blank)'} →{' '}
            {change.after || '(blank)'}
          </li>
        ))}
      </ul>
    ),
  },
];
const refusedColumns: TableColumn<Refused>[] = [
  rowColumn,
  partColumn,
  { header: 'Reason', cell: (row) => row.reason, className: 'text-red-800' },
];

/** "Rows created (first 200 of 1,204)": the lists are capped by the server, the counts never are. */
function caption(title: string, shown: number, total: number) {
  return shown < total
    ? `${title} (first ${shown} of ${total.toLocaleString('en-US')})`
    : `${title} (${total})`;
}

/** The preview's three lists; the unchanged rows are only counted. */
export function ImportPreviewTables({ preview }: { preview: CatalogueImportPreview }) {
  const { counts } = preview;
  return (
    <div className="space-y-6">
      {counts.refused > 0 && (
        <Table
          caption={caption('Refused rows', preview.refused.length, counts.refused)}
          columns={refusedColumns}
          rows={preview.refused}
          rowKey={(row) => String(row.row)}
        />
      )}
      {counts.created > 0 && (
        <Table
          caption={caption('Parts to create', preview.created.length, counts.created)}
          columns={createdColumns}
          rows={preview.created}
          rowKey={(row) => String(row.row)}
        />
      )}
      {counts.changed > 0 && (
        <Table
          caption={caption('Parts to change', preview.changed.length, counts.changed)}
          columns={changedColumns}
          rows={preview.changed}
          rowKey={(row) => String(row.row)}
        />
      )}
    </div>
  );
}
