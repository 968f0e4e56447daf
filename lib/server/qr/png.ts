import 'server-only';

/** Placeholder until the encoder lands: no image, the mail carries the link only. */
export function qrPng(_text: string): Buffer | undefined {
  return undefined;
}
