import fs from 'node:fs';
import QRCode from 'qrcode';

// Chromium's fake camera plays a Y4M file (--use-file-for-fake-video-capture) in a loop. The
// scanner asks for at least 640x640 (a phone's back camera), so the frames are square.
const W = 720;
const H = 720;
const MODULE_PX = 8;
const QUIET_MODULES = 4;

/** A few identical frames: 8-bit luma (W*H, 0 black, 255 white), grey chroma at quarter size. */
function clip(luma: Buffer, frames = 3) {
  const chroma = Buffer.alloc((W / 2) * (H / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  return Buffer.concat([Buffer.from(`YUV4MPEG2 W${W} H${H} F10:1 Ip A1:1 C420jpeg\n`), ...Array<Buffer>(frames).fill(frame)]);
}

/** `text` as a QR code of MODULE_PX-pixel black modules, centred on white with its quiet zone. */
export function qrClip(text: string) {
  const { size, data } = QRCode.create(text, { errorCorrectionLevel: 'M' }).modules;
  if ((size + 2 * QUIET_MODULES) * MODULE_PX > Math.min(W, H)) throw new Error(`A QR of ${size} modules does not fit ${W}x${H}`);
  const luma = Buffer.alloc(W * H, 255);
  const left = (W - size * MODULE_PX) / 2;
  const top = (H - size * MODULE_PX) / 2;
  for (let y = 0; y < size * MODULE_PX; y++) {
    for (let x = 0; x < size * MODULE_PX; x++) {
      if (data[Math.floor(y / MODULE_PX) * size + Math.floor(x / MODULE_PX)]) luma[(top + y) * W + left + x] = 0;
    }
  }
  return clip(luma);
}

/** What the camera films until a test holds a code up to it: a white page. */
export const blankClip = () => clip(Buffer.alloc(W * H, 255), 1);

/** Holds a QR code showing `text` up to the fake camera; Chromium opens the file when capture starts. */
export function showToCamera(file: string, text: string) {
  fs.writeFileSync(file, qrClip(text));
}
