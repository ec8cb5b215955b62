/** What the catalogue import and the export's filters tell admins (decisions 0070, 0062); beside messages.ts so the shop's pages never load it. */
export const IMPORT_MESSAGES = {
  stockFilterInvalid: 'Stock is in, low or out',
  fileRequired: 'Choose a CSV file to import',
  unreadable: 'The upload could not be read: choose the file and try again',
  tooLarge: (megabytes: number) => `The file is larger than ${megabytes} MB: split it and import it in parts`,
  tooManyRows: (rows: number) =>
    `At most ${rows.toLocaleString('en-US')} rows at a time: split the file and import it in parts`,
  empty: 'The file has no parts: the first row names the columns, each row after it is a part',
  notText: 'The file is not text (UTF-8): save it from your spreadsheet as CSV UTF-8',
  quoteOpen: (row: number) =>
    `Row ${row} opens a quoted cell that is never closed: save the file from your spreadsheet as CSV again`,
  columnMissing: (column: string) =>
    `The file has no "${column}" column: start from a downloaded catalogue and keep its first row`,
  columnUnknown: (column: string) =>
    `The file has a column "${column.slice(0, 60)}" the catalogue does not have: remove it or name it as a downloaded catalogue does`,
  columnTwice: (column: string) => `The file has the column "${column.slice(0, 60)}" twice`,
  cellCount: (found: number, expected: number) =>
    `The row has ${found} cells where the first row names ${expected} columns`,
  partNumberRequired: 'The part number is missing: every row needs one',
  partNumberTwice: (row: number) => `The same part number is already on row ${row}`,
  categoryRequired: 'The category is missing: give the slug of one of the shop’s categories',
  categoryUnknown: (slug: string) => `No category has the slug "${slug.slice(0, 60)}"`,
  priceBreaksInvalid: 'Write quantity breaks as "50=0.36; 250=0.31": from 50 units, 0.36 each',
  rowInvalid: 'The row cannot be read',
  digestRequired: 'Preview the file before confirming it',
  digestMismatch: 'This is not the file you previewed: preview it again, then confirm',
  hasRefusals: (rows: number) =>
    `${rows} ${rows === 1 ? 'row is' : 'rows are'} refused: correct the file and preview it again`,
  partNumberAddedMeanwhile:
    'A part with a number in the file was added since the preview: preview the file again',
  changedMeanwhile: 'A part in the file was removed or renumbered since the preview: preview the file again',
} as const;
