import type { DashboardAttendant, DashboardQueue } from '@prosa/contract';

/** One CSV field: quoted when it holds the separator, a quote or a line break. */
function field(value: string | number | null): string {
  const text = value === null ? '' : String(value);
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

function csv(header: string[], rows: (string | number | null)[][]): string {
  return `${[header.join(';'), ...rows.map((row) => row.map(field).join(';'))].join('\r\n')}\r\n`;
}

/** The attendants table as CSV (semicolon separator, like the contacts export); times in minutes. */
export function attendantsCsv(rows: DashboardAttendant[]): string {
  return csv(
    ['name', 'tickets', 'avgSupportTime', 'rating', 'online'],
    rows.map((row) => [row.name, row.tickets, row.avgSupportTime, row.rating, row.online ? 'yes' : 'no']),
  );
}

export function queuesCsv(rows: DashboardQueue[]): string {
  return csv(
    ['queue', 'tickets', 'avgWaitTime', 'avgSupportTime', 'avgFirstResponseTime'],
    rows.map((row) => [row.name, row.tickets, row.avgWaitTime, row.avgSupportTime, row.avgFirstResponseTime]),
  );
}
