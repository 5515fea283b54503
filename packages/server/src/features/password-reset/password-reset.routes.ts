import { z } from 'zod';
import { forgetPasswordResponseSchema, resetPasswordResponseSchema } from '@prosa/contract';
import type { AppContext } from '../../app-context.js';
import type { App } from '../../http/types.js';
import { requestReset, resetPassword } from './password-reset.service.js';

const emailParam = z.string().trim().min(3).max(254);

export function passwordResetRoutes(app: App, ctx: AppContext): void {
  app.post(
    '/forgetpassword/:email',
    { config: { public: true }, schema: { tags: ['auth'], params: z.object({ email: emailParam }), response: { 200: forgetPasswordResponseSchema } } },
    async (request) => {
      await requestReset(ctx, request.params.email);
      return { status: 200 as const, message: 'Email enviado com sucesso!' };
    },
  );

  // The seeds carry the new password in the path; it is also accepted in the body (with or without
  // the path segment), and request logging redacts these paths (see http/log-redaction.ts).
  const resetSchema = {
    tags: ['auth'],
    body: z.object({ password: z.string().max(50).optional(), newPassword: z.string().max(50).optional() }).nullish(),
    response: { 200: resetPasswordResponseSchema },
  };
  const codeParams = { email: emailParam, token: z.string().trim().min(1).max(64) };
  const handle = async (params: { email: string; token: string; password?: string }, body: { password?: string; newPassword?: string } | null | undefined) => {
    const password = body?.password ?? body?.newPassword ?? params.password ?? '';
    await resetPassword(ctx, { email: params.email, code: params.token, password });
    return { status: 200 as const, message: 'Senha redefinida com sucesso.' };
  };
  app.post(
    '/resetpasswords/:email/:token/:password',
    { config: { public: true }, schema: { ...resetSchema, params: z.object({ ...codeParams, password: z.string().max(50) }) } },
    (request) => handle(request.params, request.body),
  );
  app.post(
    '/resetpasswords/:email/:token',
    { config: { public: true }, schema: { ...resetSchema, params: z.object(codeParams) } },
    (request) => handle(request.params, request.body),
  );
}
