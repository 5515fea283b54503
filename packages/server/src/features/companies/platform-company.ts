/**
 * The due date of the platform's own company (the super user's), which never expires. It is a day
 * rather than null because clients compare the due date with today before letting anyone in
 *; migration 0012 gives it to existing installs.
 */
export const PLATFORM_DUE_DATE = '2099-12-31';
