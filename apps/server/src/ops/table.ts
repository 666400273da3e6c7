/** Rows as an aligned plain-text table (the first row is the heading), for listing commands. */
export function formatTable(table: readonly (readonly string[])[]): string {
  const widths = (table[0] ?? []).map((_, i) => Math.max(...table.map((row) => (row[i] ?? '').length)));
  return `${table.map((row) => row.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join('  ').trimEnd()).join('\n')}\n`;
}
