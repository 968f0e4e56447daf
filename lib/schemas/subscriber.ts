import { z } from 'zod';
import { emailAddress, mandatory, optionalText, phoneNumber } from './list';

export const COMPANY_TYPES = ['Simple Company', 'Reseller'] as const;
export const SUBSCRIBER_SORTS = ['id', 'accountcode', 'company', 'cloudId', 'email', 'active', 'companyType'] as const;

/** Cloud ids end up in softphone links (csc:user@CLOUDID): letters, digits, - _ . only. */
export const cloudIdText = mandatory(100).regex(/^[A-Za-z0-9_.-]+$/, 'subscribers.cloudIdFormat');

export const subscriberInput = z.object({
  accountcode: mandatory(100),
  company: mandatory(200),
  cloudId: cloudIdText,
  email: z.union([z.literal(''), emailAddress]).default(''),
  phoneNumber,
  active: z.boolean().default(true),
  companyType: z.enum(COMPANY_TYPES).default('Simple Company'),
  nsResellerPart: optionalText(200),
});
export type SubscriberInput = z.infer<typeof subscriberInput>;

export type SubscriberRow = {
  id: number; accountcode: string; company: string; cloudId: string; email: string; phoneNumber: string;
  active: boolean; fetchingMethod: string; companyType: string; nsResellerPart: string;
  /** What a delete takes with it. */
  users: number; connections: number; isProvider: boolean;
};

export type SubscriberOption = { id: number; cloudId: string; company: string };
