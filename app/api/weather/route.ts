import { route } from '@/lib/server/http/handler';
import { getWeather } from '@/lib/server/services/weather';

export const GET = route({ guard: 'session' }, async () => getWeather());
