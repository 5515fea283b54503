/**
 * The API shares the app's origin; `VITE_API_URL` lets a build talk to
 * a server elsewhere, which must then allow credentials for that origin.
 */
const configured: unknown = import.meta.env.VITE_API_URL;

export const API_BASE_URL = typeof configured === 'string' ? configured.replace(/\/+$/, '') : '';

export function apiUrl(path: string): string {
  return `${API_BASE_URL}${path.startsWith('/') ? path : `/${path}`}`;
}
