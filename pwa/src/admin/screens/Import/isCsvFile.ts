/** §5: a CSV by type (text/csv) or by a name ending .csv. */
export function isCsvFile(file: { type: string; name: string }): boolean {
  return file.type === 'text/csv' || file.name.toLowerCase().endsWith('.csv');
}
