'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { IMAGE_ACCEPT, MAX_IMAGE_BYTES } from '@/lib/schemas/profile';

const EXTENSIONS = /\.(jpe?g|gif|png|svg)$/i;

type Props = {
  label: string;
  required?: boolean;
  /** The stored image's URL, shown until a new file is chosen. */
  current: string | null;
  error?: string;
  /** A checked file, or null when the choice was refused (its message is returned). */
  onChoose: (file: File | null, problem?: string) => void;
};

/** A file input for one branding image with a preview; size and extension are checked here, content on the server. */
export function ImagePicker({ label, required, current, error, onChoose }: Props) {
  const t = useTranslations('whiteLabel');
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => { if (preview) URL.revokeObjectURL(preview); }, [preview]);

  function choose(file: File | undefined) {
    if (!file) return;
    const problem = file.size > MAX_IMAGE_BYTES ? 'validation.fileTooBig' : !EXTENSIONS.test(file.name) ? 'validation.imageType' : undefined;
    setPreview(problem ? null : URL.createObjectURL(file));
    onChoose(problem ? null : file, problem);
  }

  const shown = preview ?? current;
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
        {required && <span className="text-danger"> *</span>}
      </label>
      <div className="flex h-24 items-center justify-center rounded-md border border-dashed border-line bg-canvas">
        {shown ? (
          // eslint-disable-next-line @next/next/no-img-element -- previews are blob: URLs next/image cannot load
          <img src={shown} alt={t('previewOf', { name: label })} className="max-h-20 max-w-full object-contain" />
        ) : (
          <span className="text-xs text-muted">{t('noImage')}</span>
        )}
      </div>
      <input
        id={id}
        type="file"
        accept={IMAGE_ACCEPT}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint`}
        onChange={(e) => choose(e.target.files?.[0])}
        className="w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-primary file:px-3 file:py-1.5 file:text-white"
      />
      <p id={`${id}-hint`} className={error ? 'text-xs text-danger' : 'text-xs text-muted'}>{error ?? t('imageHint')}</p>
    </div>
  );
}
