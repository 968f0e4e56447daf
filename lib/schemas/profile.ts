import { z } from 'zod';
import { PASSWORD_MIN } from './auth';

export const profileInput = z.object({
  name: z.string().trim().min(1, 'validation.mandatory').max(200),
  phoneNumber: z.string().trim().min(1, 'validation.mandatory').max(40).regex(/^[0-9+()\-.\s]*$/, 'validation.phone'),
  email: z.string().trim().min(1, 'validation.mandatory').max(200).pipe(z.email('validation.email')),
});
export type ProfileInput = z.infer<typeof profileInput>;

export const changePasswordInput = z.object({
  oldPassword: z.string().min(1, 'validation.mandatory').max(200),
  newPassword: z.string().min(1, 'validation.mandatory').min(PASSWORD_MIN, 'validation.passwordMin').max(200),
});
export type ChangePasswordInput = z.infer<typeof changePasswordInput>;

export const MAX_IMAGE_BYTES = 5_242_880;
export const IMAGE_TYPES = ['image/jpeg', 'image/gif', 'image/png', 'image/svg+xml'] as const;
export const IMAGE_ACCEPT = '.jpg,.jpeg,.gif,.png,.svg,image/jpeg,image/gif,image/png,image/svg+xml';
