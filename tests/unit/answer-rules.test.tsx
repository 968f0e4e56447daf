import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { AnswerRules } from '@/components/tabs/settings-parts';
import en from '@/messages/en.json';

jest.mock('@/lib/toast', () => ({ toast: { success: jest.fn(), error: jest.fn() } }));

// The platform may number its rules any way it likes; the list shows its numbers, not positions.
const RULES = [
  { timeFrame: 'Business Hours', priority: 10 },
  { timeFrame: 'After Hours', priority: 20 },
  { timeFrame: '*', priority: 30 },
];

function renderRules() {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <NextIntlClientProvider locale="en" messages={en}>
        <AnswerRules rules={RULES} />
      </NextIntlClientProvider>
    </QueryClientProvider>,
  );
}

const rows = () =>
  within(screen.getByRole('list', { name: 'Reorder' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

function answer(status: number, body: unknown) {
  // jsdom has no Response: tabApi reads only these.
  return jest.fn().mockResolvedValue({ ok: status < 400, status, statusText: '', json: async () => body });
}

const realFetch = global.fetch;
afterEach(() => {
  global.fetch = realFetch;
});

describe('answer rules (spec 2.8)', () => {
  it("shows each rule with the platform's priority, '*' as Default", () => {
    renderRules();
    expect(rows()).toEqual(['Priority 10Business Hours', 'Priority 20After Hours', 'Priority 30Default']);
  });

  it('sends the new order of time frames and then shows the priorities the platform gave', async () => {
    const fetch = answer(200, { answerRules: [{ timeFrame: 'After Hours', priority: 1 }, { timeFrame: 'Business Hours', priority: 2 }, { timeFrame: '*', priority: 3 }] });
    global.fetch = fetch;
    renderRules();
    await userEvent.click(screen.getByRole('button', { name: 'Move Business Hours down' }));
    expect(JSON.parse(fetch.mock.calls[0][1].body)).toEqual({ timeFrames: ['After Hours', 'Business Hours', '*'] });
    await waitFor(() => expect(rows()).toEqual(['Priority 1After Hours', 'Priority 2Business Hours', 'Priority 3Default']));
  });

  it('puts the old order and numbers back when the platform refuses', async () => {
    global.fetch = answer(502, { error: { code: 'upstream_error', message: 'x', key: 'errors.upstream' } });
    renderRules();
    await userEvent.click(screen.getByRole('button', { name: 'Move After Hours up' }));
    await waitFor(() => expect(rows()).toEqual(['Priority 10Business Hours', 'Priority 20After Hours', 'Priority 30Default']));
  });
});
