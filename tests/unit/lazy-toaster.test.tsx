import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { toast } from '@/lib/toast';

describe('toasts loaded on first use', () => {
  it('shows a toast raised before sonner was loaded, then later ones in order', async () => {
    render(<LazyToaster position="top-center" />);
    expect(document.querySelector("section[aria-label^=Notifications]")).toBeNull();
    act(() => toast.success('Successfully Updated Settings'));
    expect(await screen.findByText('Successfully Updated Settings')).toBeInTheDocument();
    act(() => toast.error('Failed to login'));
    expect(await screen.findByText('Failed to login')).toBeInTheDocument();
  });

  it('starts loading on the first interaction, before any toast', async () => {
    render(<LazyToaster position="top-center" />);
    fireEvent.pointerDown(window);
    await act(async () => {
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(document.querySelector("section[aria-label^=Notifications]")).not.toBeNull();
  });
});
