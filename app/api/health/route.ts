import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { route } from '@/lib/server/http/handler';

export const dynamic = 'force-dynamic';

export const GET = route({ guard: 'public' }, async () => {
  const db = await getDb();
  await db.execute(sql`select 1`);
  return { status: 'ok' };
});
