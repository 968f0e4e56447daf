import { z } from 'zod';
import { NOTIFY_VALUES, TAB_FOLDERS, TRANSCRIBE_VALUES } from '@/lib/format/tab-values';

export { NOTIFY_VALUES, TAB_FOLDERS, TRANSCRIBE_VALUES };
export type { TabFolder, TabVoicemail } from '@/lib/format/tab-values';
export const folderQuery = z.object({ folder: z.enum(TAB_FOLDERS).default('new') });

export const forwardInput = z.object({
  folder: z.enum(TAB_FOLDERS),
  to: z.string().trim().min(1, 'voicemail.forwardEmpty').max(100),
});

const yesNo = z.enum(['yes', 'no']);

export const vmSettingsInput = z.object({
  callerId: z.string().trim().max(20).default(''),
  vmailEnabled: yesNo,
  sortLifo: yesNo,
  announceTime: yesNo,
  announceCallerId: yesNo,
  notify: z.enum(NOTIFY_VALUES),
  transcribe: z.enum(TRANSCRIBE_VALUES).optional(),
  greeting: z.string().trim().max(10).default(''),
});
export type VmSettingsInput = z.infer<typeof vmSettingsInput>;

export const smsNumberInput = z.object({ number: z.string().trim().min(1, 'vmSettings.selectNumber').max(20) });
export const ruleOrderInput = z.object({ timeFrames: z.array(z.string().min(1).max(100)).min(1).max(50) });
export const greetingCallInput = z.object({
  device: z.string().trim().min(1, 'vmSettings.selectDevice').max(100),
  description: z.string().trim().max(100).default(''),
});

export const parkSlotParams = z.object({ slot: z.string().regex(/^\d{1,8}$/) });

export const qrPasswordInput = z.object({
  username: z.string().trim().min(1).max(200),
  cloud_id: z.string().trim().min(1).max(100),
  password: z.string().min(1, 'qr.invalidPassword').max(200),
});

export const appSigninInput = z.object({
  cloud_id: z.string().trim().min(1, 'appSignin.required').max(100),
  username: z.string().trim().min(1, 'appSignin.required').max(200),
  password: z.string().min(1, 'appSignin.required').max(200),
  build: z.string().max(10).optional(),
});
export const passcodeInput = z.object({ passcode: z.string().trim().min(1).max(20) });
