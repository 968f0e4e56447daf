import { route } from '@/lib/server/http/handler';
import { getDefaults } from '@/lib/server/services/defaults';

// getDefaults: allowed values of the white-label and client-profile selects.
export const GET = route({ guard: 'session' }, async () => getDefaults());
