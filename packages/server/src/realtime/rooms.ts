/** Room names are built here only, so a room name can never come from a client. */
export const rooms = {
  company: (companyId: number) => `company-${companyId}-mainchannel`,
  user: (userId: number) => `user-${userId}`,
  ticket: (companyId: number, ticketId: number) => `company-${companyId}-ticket-${ticketId}`,
  status: (companyId: number, status: string) => `company-${companyId}-${status}`,
  notification: (companyId: number) => `company-${companyId}-notification`,
  queueStatus: (companyId: number, queueId: number | null, status: string) => `company-${companyId}-queue-${queueId ?? 'null'}-${status}`,
  queueNotification: (companyId: number, queueId: number | null) => `company-${companyId}-queue-${queueId ?? 'null'}-notification`,
};
