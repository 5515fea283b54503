/** One CSV field: quoted when it holds the separator, a quote or a line break. */
function field(value: string): string {
  return /[;"\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** The contacts export (semicolon separator), header `name;number;email`. */
export function contactsCsv(rows: { name: string; number: string; email: string }[]): string {
  const lines = ['name;number;email', ...rows.map((row) => [row.name, row.number, row.email].map(field).join(';'))];
  return `${lines.join('\r\n')}\r\n`;
}
