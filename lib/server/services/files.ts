import 'server-only';
import { eq } from 'drizzle-orm';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '@/lib/schemas/profile';
import type { Db } from '../db/client';
import { getDb } from '../db/client';
import { files } from '../db/schema';
import { AppError } from '../http/errors';

type ImageType = (typeof IMAGE_TYPES)[number];

const startsWith = (b: Uint8Array, sig: number[]) => sig.every((x, i) => b[i] === x);

/** The type an upload really is, from its first bytes; its name and declared type are not trusted. */
export function sniffImage(bytes: Uint8Array): ImageType | undefined {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  const head = new TextDecoder().decode(bytes.subarray(0, 1024));
  if (head.startsWith('GIF87a') || head.startsWith('GIF89a')) return 'image/gif';
  // An SVG may open with a BOM, an XML declaration, comments or a doctype before <svg.
  const svg = head.replace(/^\uFEFF/, '').replace(/^\s*(<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|\s)*/i, '');
  if (/^<svg[\s>]/i.test(svg)) return 'image/svg+xml';
  return undefined;
}

export async function checkImage(file: unknown) {
  if (!(file instanceof Blob) || file.size === 0) throw new AppError('bad_request', 'validation.imageRequired', 'Choose an image.', { file: 'validation.imageRequired' });
  if (file.size > MAX_IMAGE_BYTES) throw new AppError('bad_request', 'validation.fileTooBig', 'file size is too big', { file: 'validation.fileTooBig' });
  const data = new Uint8Array(await file.arrayBuffer());
  const contentType = sniffImage(data);
  if (!contentType) throw new AppError('bad_request', 'validation.imageType', 'Only jpg, gif, png or svg images are allowed.', { file: 'validation.imageType' });
  return { data, contentType };
}

export async function storeImage(db: Db, cloudId: string, file: unknown) {
  const { data, contentType } = await checkImage(file);
  const [row] = await db.insert(files).values({ cloudId, contentType, size: data.length, data }).returning({ id: files.id });
  return row.id;
}

export async function readFile(id: string) {
  if (!/^[0-9a-f-]{36}$/i.test(id)) return undefined;
  const db = await getDb();
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

export const fileUrl = (id: string | null | undefined) => (id ? `/api/files/${id}` : null);
