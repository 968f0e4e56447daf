import 'server-only';
import QRCode from 'qrcode';

/** The QR image of a login link, embedded inline (cid `login-qr`) in login e-mails. */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, width: 240 });
}
