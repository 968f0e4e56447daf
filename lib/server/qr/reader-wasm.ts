import 'server-only';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Readable } from 'node:stream';

const READER_WASM = 'zxing_reader.wasm';

type Located = { file: string; version: string };
let located: Promise<Located> | undefined;

/**
 * The ZXing reader that the QR scanner's BarcodeDetector ponyfill compiles where the browser has
 * no detector of its own (iOS webviews, Firefox, Chromium on Linux/Windows). Resolved along the
 * scanner's own dependencies (@yudiel/react-qr-scanner -> barcode-detector -> zxing-wasm), so it is
 * the build the ponyfill's bundled glue code was made for even if another zxing-wasm is hoisted.
 * Resolved at run time from the app's directory: `next start` runs there, and the bundler leaves
 * a runtime-made require alone.
 */
async function locate(): Promise<Located> {
  const fromApp = createRequire(path.join(process.cwd(), 'package.json'));
  const scanner = fromApp.resolve('@yudiel/react-qr-scanner');
  const detector = createRequire(scanner).resolve('barcode-detector/ponyfill');
  const file = createRequire(detector).resolve(`zxing-wasm/reader/${READER_WASM}`);
  // zxing-wasm exports no ./package.json; the file sits at <package>/dist/reader/.
  const pkg = JSON.parse(await readFile(path.resolve(path.dirname(file), '../../package.json'), 'utf8')) as { name: string; version: string };
  if (pkg.name !== 'zxing-wasm') throw new Error(`${READER_WASM} is not inside zxing-wasm: ${file}`);
  return { file, version: pkg.version };
}

/**
 * The reader's bytes as a stream with their length, or undefined when `version` is not the
 * installed zxing-wasm: the scanner asks under its version, so caches may keep the file for good.
 */
export async function readerWasm(version: string) {
  const { file, version: installed } = await (located ??= locate());
  if (version !== installed) return undefined;
  const { size } = await stat(file);
  return { size, body: Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array> };
}
