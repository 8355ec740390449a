export interface Column<T> {
  header: string;
  value: (row: T) => string;
  /** Cut longer values to this many characters (names, messages). */
  max?: number;
}

const cut = (text: string, max?: number) =>
  max && text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Column widths fitted to the content, for the Ink table and the plain one alike. */
export function tableLayout<T>(columns: Column<T>[], rows: T[]) {
  const cells = rows.map((row) => columns.map((column) => cut(column.value(row), column.max)));
  const widths = columns.map((column, index) =>
    Math.max(column.header.length, ...cells.map((line) => line[index]!.length)),
  );
  return { cells, widths };
}

/** The table as plain text (pipes, logs): no colours, trailing spaces trimmed. */
export function plainTable<T>(columns: Column<T>[], rows: T[]): string {
  const { cells, widths } = tableLayout(columns, rows);
  return [columns.map((column) => column.header), ...cells]
    .map((line) =>
      line
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
