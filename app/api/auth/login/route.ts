import { loginInput } from '@/lib/schemas/auth';
import { route } from '@/lib/server/http/handler';
import { login } from '@/lib/server/services/auth';

export const POST = route({ guard: 'public', body: loginInput }, async ({ body, ip, setSession }) => {
  const session = await login(body, ip);
  await setSession(session);
  return { user: { id: session.userId, name: session.name, role: session.role, cloudId: session.cloudId } };
});
