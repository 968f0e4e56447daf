import { notFound, redirect } from 'next/navigation';

// The template's sign-in, sign-up, unlock and password pages would be forms that do
// nothing (DECISIONS.md); their addresses lead to the real flows instead.
const toLogin = ['login', 'login-one', 'login-two', 'login-simple', 'sign-up', 'sign-up-one', 'sign-up-two', 'unlock', 'forget-password', 'forgot-password'];
const toReset = ['reset-password', 'create-password'];

export default async function TemplatePage({ params }: { params: Promise<{ slug: string[] }> }) {
  const { slug } = await params;
  const name = slug.join('/').toLowerCase();
  if (toLogin.includes(name)) redirect('/login');
  if (toReset.includes(name)) redirect('/resetPassword');
  notFound();
}
