import type { ObjectHandlers } from '../api-types';
import { answerruleHandlers } from './answerrule';
import { audioHandlers } from './audio';
import { callHandlers } from './call';
import { deviceHandlers } from './device';
import { domainHandlers } from './domain';
import { callqueueHandlers } from './callqueue';
import { phonenumberHandlers } from './phonenumber';
import { smsnumberHandlers } from './smsnumber';
import { uiconfigHandlers } from './uiconfig';
import { subscriberHandlers } from './subscriber';

export const objectHandlers: Record<string, ObjectHandlers> = {
  domain: domainHandlers,
  subscriber: subscriberHandlers,
  device: deviceHandlers,
  answerrule: answerruleHandlers,
  audio: audioHandlers,
  call: callHandlers,
  callqueue: callqueueHandlers,
  smsnumber: smsnumberHandlers,
  uiconfig: uiconfigHandlers,
  phonenumber: phonenumberHandlers,
};
