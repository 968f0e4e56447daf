'use client';

import { clsx } from 'clsx';

type Option<T extends string> = { value: T; label: string; style?: React.CSSProperties; bg?: string };

/** A group of toggle buttons (aria-pressed), plain text or swatches. */
export function OptionButtons<T extends string>({ label, options, value, onChange, swatch }: { label: string; options: Option<T>[]; value: T; onChange: (v: T) => void; swatch?: boolean }) {
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold">{label}</legend>
      <div className={clsx('flex flex-wrap gap-2', swatch && 'gap-3')}>
        {options.map((o) => (
          <button
            key={o.value}
            type="button"
            aria-pressed={o.value === value}
            aria-label={swatch ? o.label : undefined}
            title={swatch ? o.label : undefined}
            data-bg={o.bg}
            onClick={() => onChange(o.value)}
            style={o.style}
            className={clsx(
              swatch
                ? 'h-10 w-10 rounded-md border border-line shadow-sm aria-pressed:ring-2 aria-pressed:ring-primary aria-pressed:ring-offset-2'
                : 'rounded-md border border-line px-3 py-1.5 text-sm aria-pressed:border-primary aria-pressed:bg-primary aria-pressed:text-white',
            )}
          >
            {swatch ? null : o.label}
          </button>
        ))}
      </div>
    </fieldset>
  );
}
