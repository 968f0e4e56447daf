// The address softphones are configured with; the handler lives with the other API routes.
export { GET, POST } from '@/app/api/provisioning/account/route';
