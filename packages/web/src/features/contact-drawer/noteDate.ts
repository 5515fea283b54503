const pad = (value: number) => String(value).padStart(2, '0');

/** `dd/MM/yyyy HH:mm` in the browser's time zone, the seed's date format. */
export function noteDateTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getDate())}/${pad(date.getMonth() + 1)}/${date.getFullYear()} ${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
