import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Sidebar } from '@/components/shell/sidebar';
import { permissionsFor } from '@/lib/auth/permissions';
import en from '@/messages/en.json';

jest.mock('next/navigation', () => ({ usePathname: () => '/users/details' }));

const profile = {
  id: 1, name: 'Pat Admin', username: 'pat', email: 'p@x.co', phoneNumber: '1', role: 'admin' as const,
  cloudId: 'acme', isProvider: false, pictureUrl: null,
};

function renderSidebar(isProvider: boolean, role: 'admin' | 'user' = 'admin') {
  return render(
    <NextIntlClientProvider locale="en" messages={en}>
      <Sidebar profile={{ ...profile, role, isProvider }} permissions={[...permissionsFor({ role, isProvider })]} open={false} onClose={() => undefined} />
    </NextIntlClientProvider>,
  );
}

describe('Sidebar', () => {
  it("shows the user's name and role and links the avatar pencil to /userEdit", () => {
    renderSidebar(false);
    expect(screen.getByTestId('sidebar-name')).toHaveTextContent('Pat Admin');
    expect(screen.getByTestId('sidebar-role')).toHaveTextContent('Admin');
    expect(screen.getByRole('link', { name: 'Change your picture' })).toHaveAttribute('href', '/userEdit');
  });

  it('lists only the entries the role may open and marks the active one', () => {
    renderSidebar(false);
    const nav = within(screen.getByRole('navigation'));
    expect(nav.getAllByRole('link').map((a) => a.textContent)).toEqual(['Dashboard', 'Domain Management', 'App Management', 'Users', 'Netsapiens']);
    expect(nav.getByRole('link', { name: 'Users' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Dashboard' })).not.toHaveAttribute('aria-current');
  });

  it('gives a simple user the dashboard alone', () => {
    renderSidebar(false, 'user');
    expect(within(screen.getByRole('navigation')).getAllByRole('link')).toHaveLength(1);
  });
});
