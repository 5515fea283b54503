/**
 * Where the menu badge gets the statuses of the company's connections. The connections area
 * (`GET /whatsapp?session=0` plus the `whatsapp` and `whatsappSession` socket channels) is not
 * built yet, so this source is off and answers undefined ("unknown": no badge). Replace the body
 * with that query when the area lands; nothing else needs to change.
 */
export function useConnectionStatuses(): readonly string[] | undefined {
  return undefined;
}
