import { useMutation, useQuery } from '@tanstack/react-query';
import type { VmSettingsInput } from '@/lib/schemas/tab';
import { tabApi } from './tab-api';

export type AnswerRuleView = { timeFrame: string; priority: number };

export type TabSettingsView = {
  values: VmSettingsInput & { transcribe: string };
  callerIds: string[];
  smsFailed: boolean;
  smsNumber: string;
  smsChoices: string[];
  answerRules: AnswerRuleView[];
  devices: string[];
  greetings: Array<{ index: string; description: string }>;
};

export const useTabSettings = () => useQuery({ queryKey: ['tab', 'settings'], queryFn: () => tabApi<TabSettingsView>('/api/tab/settings'), staleTime: 0 });

export const useSaveSettings = () => useMutation({ mutationFn: (v: VmSettingsInput) => tabApi('/api/tab/settings', { method: 'PUT', json: v }) });
export const useChangeSms = () => useMutation({ mutationFn: (number: string) => tabApi('/api/tab/settings/sms-number', { method: 'PUT', json: { number } }) });
export const useReorderRules = () =>
  useMutation({ mutationFn: (timeFrames: string[]) => tabApi<{ answerRules: AnswerRuleView[] }>('/api/tab/settings/answer-rules', { method: 'PUT', json: { timeFrames } }) });
export const useGreetingCall = () =>
  useMutation({ mutationFn: (v: { device: string; description: string }) => tabApi<{ index: number }>('/api/tab/settings/greeting-call', { json: v }) });
export const greetingAudioUrl = (index: string) => `/api/tab/settings/greetings/${encodeURIComponent(index)}/audio`;
