'use client';

import { useMutation } from '@tanstack/react-query';
import type { ConnectionInput, ConnectionRow, ConnectionTestInput, ConnectionTestResult } from '@/lib/schemas/netsapiens-connection';
import { crudHooks } from './crud';
import { api } from './http';

export type { ConnectionRow };
const connections = crudHooks<ConnectionRow, ConnectionInput>('netsapiens', '/api/netsapiens');
export const useConnections = connections.useList;
export const useConnection = connections.useOne;
export const useSaveConnection = connections.useSave;
export const useDeleteConnection = connections.useDelete;

export function useTestConnection() {
  return useMutation({ mutationFn: (input: ConnectionTestInput) => api<ConnectionTestResult>('/api/netsapiens/test', { json: input }) });
}
