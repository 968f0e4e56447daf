const RATE = 8000;
const cache = new Map<number, Buffer>();

/** One second of a sine tone, 8 kHz mono 16-bit PCM, with short fades so it does not click. */
export function toneWav(freq: number, seconds = 1): Buffer {
  const key = freq * 1000 + seconds;
  const hit = cache.get(key);
  if (hit) return hit;
  const samples = Math.round(RATE * seconds);
  const buf = Buffer.alloc(44 + samples * 2);
  buf.write('RIFF', 0, 'ascii');
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write('WAVE', 8, 'ascii');
  buf.write('fmt ', 12, 'ascii');
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20); // PCM
  buf.writeUInt16LE(1, 22); // mono
  buf.writeUInt32LE(RATE, 24);
  buf.writeUInt32LE(RATE * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36, 'ascii');
  buf.writeUInt32LE(samples * 2, 40);
  const fade = RATE / 50;
  for (let i = 0; i < samples; i++) {
    const env = Math.min(1, i / fade, (samples - i) / fade);
    const v = Math.round(Math.sin((2 * Math.PI * freq * i) / RATE) * 0.3 * env * 32767);
    buf.writeInt16LE(v, 44 + i * 2);
  }
  cache.set(key, buf);
  return buf;
}
