/** @jest-environment node */
import { sniffImage } from '@/lib/server/services/files';

const bytes = (...b: number[]) => new Uint8Array(b);
const text = (s: string) => new TextEncoder().encode(s);

describe('sniffImage', () => {
  it('knows the four allowed kinds by their first bytes', () => {
    expect(sniffImage(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffImage(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('image/png');
    expect(sniffImage(text('GIF89a....'))).toBe('image/gif');
    expect(sniffImage(text('\uFEFF<?xml version="1.0"?>\n<!-- hi -->\n<!DOCTYPE svg>\n<svg xmlns="x"></svg>'))).toBe('image/svg+xml');
  });
  it('refuses anything else, whatever its name', () => {
    expect(sniffImage(text('<html><svg></svg></html>'))).toBeUndefined();
    expect(sniffImage(text('%PDF-1.7'))).toBeUndefined();
    expect(sniffImage(bytes())).toBeUndefined();
  });
});
