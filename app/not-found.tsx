import { ErrorView } from '@/components/pages/error-view';

export default function NotFound() {
  return <ErrorView code="404" />;
}
