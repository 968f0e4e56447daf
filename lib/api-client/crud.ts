'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListParams } from '@/lib/schemas/list';
import { api } from './http';
import { useList } from './list';

/**
 * The hooks every tenant-administration resource needs: a server-side list, one row, save
 * (POST to add, PUT to edit) and delete. Saving or deleting refreshes every query of the resource.
 */
export function crudHooks<Row, Input, Detail = Row>(key: string, path: string) {
  return {
    useList: (params: ListParams) => useList<Row>([key], path, params),
    useOne: (id: number | undefined) =>
      useQuery({ queryKey: [key, 'one', id], queryFn: ({ signal }) => api<Detail>(`${path}/${id}`, { signal }), enabled: !!id, retry: false }),
    useSave: () => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: ({ id, input }: { id?: number; input: Input }) => api<Detail>(id ? `${path}/${id}` : path, { method: id ? 'PUT' : 'POST', json: input }),
        onSuccess: () => client.invalidateQueries({ queryKey: [key] }),
      });
    },
    useDelete: <Answer = { ok: true }>() => {
      const client = useQueryClient();
      return useMutation({
        mutationFn: (id: number) => api<Answer>(`${path}/${id}`, { method: 'DELETE' }),
        onSuccess: () => client.invalidateQueries({ queryKey: [key] }),
      });
    },
  };
}
