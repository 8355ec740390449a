/**
 * What counts as a CSV upload, for the admin panel's file picker and the import route alike
 * (admin-and-data-model.md §5: text/csv or a name ending .csv). Browsers and operating systems
 * label CSV files with several types (Windows with Excel installed says
 * application/vnd.ms-excel), so any of them is accepted, and so is a .csv name with no type.
 */
const CSV_TYPES = new Set([
  'text/csv',
  'application/csv',
  'text/x-csv',
  'application/vnd.ms-excel',
]);

export function isCsvFile(file: { type: string; name: string }): boolean {
  return CSV_TYPES.has(file.type.toLowerCase()) || /\.csv$/i.test(file.name);
}
