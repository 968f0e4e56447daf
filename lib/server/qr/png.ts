import 'server-only';

/**
 * The QR image of the login link for the mail (inline PNG, cid `login-qr`). No server-side QR
 * encoder is installed (qrcode.react draws in the browser only and does not export its
 * encoder), so this answers nothing for now and the mail carries the link as text and as a
 * link. Installing `qrcode` and returning `QRCode.toBuffer(text)` here is all that is missing.
 */
export function qrPng(_text: string): Buffer | undefined {
  return undefined;
}
