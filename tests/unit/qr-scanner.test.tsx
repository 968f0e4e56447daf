import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { useEffect } from 'react';
import { AppSigninForm } from '@/components/tabs/app-signin-form';
import { cameraProblem, QrScanner } from '@/components/tabs/qr-scanner';
import en from '@/messages/en.json';

type ScannerProps = { scanDelay?: number; onScan: (codes: Array<{ rawValue: string }>) => void; onError?: (e: { kind: string; message: string; cause: unknown }) => void };

// The camera library cannot run in jsdom: a stand-in records what it is given.
const mockScanner: { props?: ScannerProps; mounts: number } = { mounts: 0 };
jest.mock('@yudiel/react-qr-scanner', () => ({
  setZXingModuleOverrides: jest.fn(),
  Scanner: function MockScanner(props: ScannerProps) {
    mockScanner.props = props;
    useEffect(() => {
      mockScanner.mounts++;
    }, []);
    return <video aria-label="camera" />;
  },
}));

const wrap = (ui: React.ReactNode) => render(<NextIntlClientProvider locale="en" messages={en}>{ui}</NextIntlClientProvider>);
const fail = (kind: string) => act(() => mockScanner.props!.onError!({ kind, message: kind, cause: undefined }));

beforeEach(() => {
  mockScanner.props = undefined;
  mockScanner.mounts = 0;
});

describe('QR scanner (app sign-in)', () => {
  it('fetches the ZXing reader from our origin, under the version the ponyfill was built for', () => {
    const { ZXING_WASM_VERSION } = jest.requireActual('barcode-detector/ponyfill');
    const set: jest.Mock = jest.requireMock('@yudiel/react-qr-scanner').setZXingModuleOverrides;
    expect(set).toHaveBeenCalledTimes(1);
    expect(set.mock.calls[0][0].locateFile('zxing_reader.wasm', 'https://fastly.jsdelivr.net/npm/zxing-wasm/dist/reader/')).toBe(`/api/zxing/${ZXING_WASM_VERSION}/zxing_reader.wasm`);
  });

  it('scans every 100 ms and hands over the first code', () => {
    const onText = jest.fn();
    wrap(<QrScanner onText={onText} />);
    expect(mockScanner.props?.scanDelay).toBe(100);
    act(() => mockScanner.props!.onScan([{ rawValue: 'csc:101%40acme-main:abc@acme' }, { rawValue: 'other' }]));
    expect(onText).toHaveBeenCalledWith('csc:101%40acme-main:abc@acme');
  });

  it.each([
    ['permission-denied', 'Camera access was refused.'],
    ['security', 'Camera access was refused.'],
    ['no-camera', 'No camera was found on this device.'],
    ['overconstrained', 'No camera was found on this device.'],
    ['in-use', 'The camera could not be started.'],
    ['unknown', 'The camera could not be started.'],
  ])('says what went wrong when the camera fails (%s)', async (kind, text) => {
    wrap(<QrScanner onText={jest.fn()} />);
    await fail(kind);
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByLabelText('camera')).not.toBeInTheDocument();
  });

  it('asks for the camera again on "Try again"', async () => {
    wrap(<QrScanner onText={jest.fn()} />);
    expect(mockScanner.mounts).toBe(1);
    await fail('permission-denied');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByLabelText('camera')).toBeInTheDocument();
    expect(mockScanner.mounts).toBe(2);
  });

  it('groups the error kinds by what the person can do', () => {
    expect(cameraProblem('permission-denied')).toBe('denied');
    expect(cameraProblem('no-camera')).toBe('noCamera');
    expect(cameraProblem('insecure-context')).toBe('other');
    expect(cameraProblem('aborted')).toBe('other');
  });

  it('keeps the credentials form usable after a refusal', async () => {
    const user = userEvent.setup();
    wrap(<AppSigninForm cloudId="" username="" />);
    await user.click(screen.getByRole('button', { name: 'Scan QR code' }));
    await screen.findByLabelText('camera');
    await fail('permission-denied');
    expect(screen.getByRole('alert')).toHaveTextContent('Camera access was refused.');
    await user.type(screen.getByLabelText('Cloud ID'), 'acme');
    await user.type(screen.getByLabelText('Username'), '101@acme-main');
    await user.type(screen.getByLabelText('Password'), 'demo1234');
    expect(screen.getByLabelText('Cloud ID')).toHaveValue('acme');
    expect(screen.getByLabelText('Password')).toHaveValue('demo1234');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    // Closing and reopening the scanner tries the camera afresh as well.
    await user.click(screen.getByRole('button', { name: 'Close scanner' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
