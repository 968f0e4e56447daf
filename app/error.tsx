'use client';

import dynamic from 'next/dynamic';

// Every page carries its error boundary; its view loads only when an error happens.
const ErrorScreen = dynamic(() => import('@/components/pages/error-screen'));

export default function ErrorBoundary(props: { error: Error & { digest?: string }; reset: () => void }) {
  return <ErrorScreen {...props} />;
}
