import { AppError } from '../../shared/app-error.js';
import { verifyMediaSignature } from '../../media/signed-urls.js';

/**
 * A JSON send's `mediaUrl` may only name this server's own media: a signed
 * `/media/…` URL, still valid, of the caller's company. Answers the stored path.
 */
export function ownMediaPath(url: string, companyId: number, secret: string, now: Date, host: string | undefined): string {
  const invalid = () => new AppError('ERR_VALIDATION', { extra: { issues: { mediaUrl: 'Only this server’s media may be sent' } } });
  let parsed: URL;
  try {
    parsed = new URL(url, 'http://prosa.invalid');
  } catch {
    throw invalid();
  }
  if (parsed.host !== 'prosa.invalid' && parsed.host !== host) throw invalid();
  if (!parsed.pathname.startsWith('/media/')) throw invalid();
  const path = parsed.pathname
    .slice('/media/'.length)
    .split('/')
    .map((part) => decodeURIComponent(part))
    .join('/');
  const expires = Number(parsed.searchParams.get('expires'));
  const signature = parsed.searchParams.get('signature') ?? '';
  if (!Number.isInteger(expires) || verifyMediaSignature(secret, path, expires, signature, now) !== 'ok') throw invalid();
  if (!path.startsWith(`company-${companyId}/`)) throw invalid();
  return path;
}
