import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client';

/** Encodes one path segment; '@' is legal there and keeps e-mail paths readable in logs. */
function segment(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

export interface ResetRequest {
  email: string;
  code: string;
  password: string;
}

/** Step 1: e-mails a verification code. */
export function useSendResetCode() {
  return useMutation({
    mutationFn: (email: string) =>
      api.post<{ status: number; message?: string }>(`/forgetpassword/${segment(email)}`, undefined, {
        anonymous: true,
      }),
  });
}

/**
 * Step 2. The path carries the new password for compatibility with the reference client; the body
 * repeats it so a server may ignore the path copy.
 */
export function useResetPassword() {
  return useMutation({
    mutationFn: ({ email, code, password }: ResetRequest) =>
      api.post<unknown>(
        `/resetpasswords/${segment(email)}/${segment(code)}/${segment(password)}`,
        { password },
        { anonymous: true },
      ),
  });
}
