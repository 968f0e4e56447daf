import 'server-only';
import { z } from 'zod';
import { config } from '../config';
import { logger } from '../logs/logger';

export const CITIES = ['Phoenix', 'Toronto', 'New York'] as const;
const TTL_MS = 10 * 60 * 1000;

export type WeatherKind = 'rain' | 'snow' | 'clouds' | 'clear';
export type CityWeather = { city: string; temp: number | null; kind: WeatherKind | null };
export type WeatherReport = { configured: false } | { configured: true; cities: CityWeather[] };

const answer = z.object({ main: z.object({ temp: z.number() }), weather: z.array(z.object({ main: z.string() })).min(1) });

export function kindOf(main: string): WeatherKind {
  const m = main.toLowerCase();
  if (['rain', 'drizzle', 'thunderstorm'].includes(m)) return 'rain';
  if (m === 'snow') return 'snow';
  if (m === 'clear') return 'clear';
  return 'clouds';
}

let cache: { at: number; report: WeatherReport } | undefined;

async function fetchCity(city: string, key: string): Promise<CityWeather> {
  const url = new URL('/data/2.5/weather', config().OPENWEATHER_URL);
  url.search = new URLSearchParams({ q: city, units: 'metric', appid: key }).toString();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(5_000), cache: 'no-store' });
    if (!res.ok) throw new Error(`weather service answered ${res.status}`);
    const data = answer.parse(await res.json());
    return { city, temp: Math.round(data.main.temp), kind: kindOf(data.weather[0].main) };
  } catch (e) {
    logger.error({ err: e, event: 'weather_failure', city }, 'Weather service failed');
    return { city, temp: null, kind: null };
  }
}

/** One upstream round per 10 minutes for every user of this server. */
export async function getWeather(): Promise<WeatherReport> {
  const key = config().OPENWEATHER_API_KEY;
  if (!key) return { configured: false };
  if (cache && Date.now() - cache.at < TTL_MS) return cache.report;
  const cities = await Promise.all(CITIES.map((c) => fetchCity(c, key)));
  const report: WeatherReport = { configured: true, cities };
  // Failures are not cached for long so a brief outage heals itself.
  cache = { at: cities.some((c) => c.temp === null) ? Date.now() - TTL_MS + 60_000 : Date.now(), report };
  return report;
}

export function clearWeatherCache() {
  cache = undefined;
}
