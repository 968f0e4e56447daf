// Opens, migrates and seeds the database when the server starts, not on the first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === 'nodejs') {
    await import('./lib/server/startup');
  }
}
