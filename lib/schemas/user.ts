import { z } from 'zod';
import { PASSWORD_MIN } from './auth';
import { emailAddress, mandatory, optionalText, phoneNumber } from './list';

export const USER_TYPES = ['admin', 'user'] as const;
export const USER_SORTS = ['id', 'name', 'username', 'email', 'company', 'userType', 'active', 'cloudId'] as const;

const newPassword = z.string().max(200).refine((v) => v === '' || v.length >= PASSWORD_MIN, 'validation.passwordMin');

/**
 * Add and edit share one shape; on add the password is required (checked by `userCreateInput`),
 * on edit an empty password keeps the old one. `subscriberId` only counts for provider admins.
 */
export const userInput = z.object({
  name: mandatory(200),
  username: mandatory(100).regex(/^[^\s]+$/, 'users.usernameSpaces'),
  email: emailAddress,
  company: optionalText(200),
  phoneNumber,
  active: z.boolean().default(true),
  userType: z.enum(USER_TYPES),
  subscriberId: z.number().int().positive().optional(),
  password: newPassword.default(''),
});
export type UserInput = z.infer<typeof userInput>;

export const userCreateInput = userInput.extend({
  password: z.string({ error: 'users.passwordRequired' }).min(1, 'users.passwordRequired').max(200).min(PASSWORD_MIN, 'validation.passwordMin'),
});

export type UserRow = {
  id: number; name: string; username: string; email: string; company: string; phoneNumber: string;
  active: boolean; userType: (typeof USER_TYPES)[number]; subscriberId: number; cloudId: string;
};
