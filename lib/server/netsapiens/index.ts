import 'server-only';

export { createNsClient, type NsClient } from './client';
export { clearNsTokenCache, forgetNsToken } from './token-cache';
export { nsStatus, type NsFailure } from './errors';
export { newCallId } from './calls';
export { matchRule } from './phone-numbers';
export { NS_FOLDERS, type NsFolder, type NsVoicemail, type NsGreeting } from './audio';
export type { NsAudioStream } from './audio-stream';
export type { NsDomain } from './domains';
export type { NsSubscriber, NsSubscriberListing, NsSubscriberChanges } from './subscribers';
export type { NsDevice } from './devices';
export type { NsAnswerRule } from './answer-rules';
export type { NsCall } from './calls';
export type { NsCallQueue } from './call-queues';
export type { NsSmsNumber } from './sms-numbers';
export type { NsUiConfig } from './ui-config';
export type { NsPhoneNumber } from './phone-numbers';
export type * from './types';
