'use client';

import type { UserInput, UserRow } from '@/lib/schemas/user';
import { crudHooks } from './crud';

export type { UserRow };
const users = crudHooks<UserRow, UserInput>('users', '/api/users');
export const useUsers = users.useList;
export const useUser = users.useOne;
export const useSaveUser = users.useSave;
export const useDeleteUser = users.useDelete;
