import { notFound } from 'next/navigation';
import { ErrorView, errorCodes, type ErrorCode } from '@/components/pages/error-view';
import { LanguagePicker } from '@/components/shell/language-picker';

export function generateStaticParams() {
  return errorCodes.map((code) => ({ code }));
}

export default async function ErrorPage({ params }: { params: Promise<{ code: string }> }) {
  const { code } = await params;
  if (!errorCodes.includes(code as ErrorCode)) notFound();
  return (
    <>
      <div className="absolute end-4 top-4">
        <LanguagePicker />
      </div>
      <ErrorView code={code as ErrorCode} />
    </>
  );
}
