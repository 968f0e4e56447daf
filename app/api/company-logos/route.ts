import { z } from 'zod';
import { route } from '@/lib/server/http/handler';
import { getCompanyLogos } from '@/lib/server/services/white-label';

// getCompanyLogos: public, the sign-in page shows the typed cloud's logo before anyone signs in.
const body = z.object({ cloudId: z.string().trim().min(1, 'validation.mandatory').max(100) });
export const POST = route({ guard: 'public', body }, async ({ body }) => getCompanyLogos(body.cloudId));
