import { z } from 'zod';

export const PASSWORD_MIN = 6;
const trimmed = (key: string) => z.string({ error: key }).trim().min(1, key);

export const loginInput = z.object({
  cloudId: trimmed('validation.mandatory').max(100),
  username: trimmed('validation.mandatory').max(200),
  password: z.string({ error: 'validation.mandatory' }).min(1, 'validation.mandatory').max(200),
});
export type LoginInput = z.infer<typeof loginInput>;

export const forgotPasswordInput = z.object({
  cloudId: trimmed('auth.resetMandatory').max(100),
  username: trimmed('auth.resetMandatory').max(200),
});
export type ForgotPasswordInput = z.infer<typeof forgotPasswordInput>;

export const resetPasswordInput = z
  .object({
    ref: z.string().min(10, 'auth.resetLinkInvalid').max(200),
    password: z.string({ error: 'auth.fillBoth' }).min(1, 'auth.fillBoth').max(200),
    confirm: z.string({ error: 'auth.fillBoth' }).min(1, 'auth.fillBoth').max(200),
  })
  .refine((v) => v.password.length >= PASSWORD_MIN, { path: ['password'], message: 'auth.newPasswordMin' })
  .refine((v) => v.password === v.confirm, { path: ['confirm'], message: 'auth.passwordsMismatch' });
export type ResetPasswordInput = z.infer<typeof resetPasswordInput>;
