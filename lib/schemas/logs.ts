import { z } from 'zod';
import { defaultTimeRange, logLevels, timeRanges } from '@/lib/logs/time-span';

/** Filters of the log viewer, as the query string of GET /api/logs. */
export const logsQuery = z.object({
  q: z.string().trim().max(200).optional().default(''),
  level: z.union([z.enum(logLevels), z.literal('')]).optional().default(''),
  range: z.enum(timeRanges).optional().default(defaultTimeRange),
});
export type LogsQuery = z.infer<typeof logsQuery>;
