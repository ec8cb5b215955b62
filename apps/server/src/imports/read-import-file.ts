import { createHash } from 'node:crypto';
import {
  AppError,
  CATALOGUE_IMPORT_MAX_ROWS,
  CATALOGUE_PART_COLUMNS,
  type CataloguePartColumn,
  IMPORT_MESSAGES,
  type ImportSource,
  SPECIFICATION_COLUMN_PREFIX,
} from '@partsmith/contracts';
import { type CsvRecord, csvRecords, UnclosedQuote } from './csv-records';

/** The file as the import reads it: its digest, where each column is, and its records after the header. */
export interface ImportFile {
  digest: string;
  columns: Record<CataloguePartColumn, number>;
  /** The `spec:<key>` columns: attribute key → cell index. */
  specificationColumns: Map<string, number>;
  width: number;
  records: CsvRecord[];
}

const refuse = (message: string) => new AppError('BAD_REQUEST', message);

/** Decodes the upload as it arrives, hashing the same bytes: the digest is of exactly what was parsed. */
async function* texts(source: ImportSource, hash: ReturnType<typeof createHash>): AsyncGenerator<string> {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for await (const chunk of source.chunks()) {
      hash.update(chunk);
      yield decoder.decode(chunk, { stream: true });
    }
    yield decoder.decode();
  } catch (error) {
    if (error instanceof TypeError) throw refuse(IMPORT_MESSAGES.notText);
    throw error;
  }
}

function headerColumns(header: string[]) {
  const columns: Partial<Record<CataloguePartColumn, number>> = {};
  const specificationColumns = new Map<string, number>();
  const seen = new Set<string>();
  header.forEach((raw, index) => {
    const name = raw.trim();
    if (seen.has(name)) throw refuse(IMPORT_MESSAGES.columnTwice(name));
    seen.add(name);
    if (name.startsWith(SPECIFICATION_COLUMN_PREFIX) && name.length > SPECIFICATION_COLUMN_PREFIX.length)
      specificationColumns.set(name.slice(SPECIFICATION_COLUMN_PREFIX.length), index);
    else if ((CATALOGUE_PART_COLUMNS as readonly string[]).includes(name))
      columns[name as CataloguePartColumn] = index;
    else throw refuse(IMPORT_MESSAGES.columnUnknown(name));
  });
  const missing = CATALOGUE_PART_COLUMNS.find((column) => columns[column] === undefined);
  if (missing) throw refuse(IMPORT_MESSAGES.columnMissing(missing));
  return { columns: columns as Record<CataloguePartColumn, number>, specificationColumns };
}

/**
 * Reads a catalogue file in the export's format (decision 0062) as it streams in: the header must name every
 * part column (in any order) and only `spec:<key>` columns besides. The records are kept (the rows are checked
 * against the database together); the raw bytes never are.
 */
export async function readImportFile(source: ImportSource): Promise<ImportFile> {
  const hash = createHash('sha256');
  const records: CsvRecord[] = [];
  let header: ReturnType<typeof headerColumns> | null = null;
  let width = 0;
  try {
    for await (const record of csvRecords(texts(source, hash))) {
      if (header === null) {
        header = headerColumns(record.cells);
        width = record.cells.length;
        continue;
      }
      if (records.length >= CATALOGUE_IMPORT_MAX_ROWS)
        throw refuse(IMPORT_MESSAGES.tooManyRows(CATALOGUE_IMPORT_MAX_ROWS));
      records.push(record);
    }
  } catch (error) {
    if (error instanceof UnclosedQuote) throw refuse(IMPORT_MESSAGES.quoteOpen(error.recordNumber));
    throw error;
  }
  if (header === null || records.length === 0) throw refuse(IMPORT_MESSAGES.empty);
  return { digest: hash.digest('hex'), ...header, width, records };
}
