import { clsx } from 'clsx';
import { forwardRef, useId } from 'react';

type Props = React.InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; hint?: string };

export const inputClass =
  'w-full rounded-md border border-line bg-surface px-3 py-2 text-sm text-ink placeholder:text-muted focus:border-primary focus:outline-none disabled:opacity-70';

/** A labelled input; required fields carry the spec's star, errors are announced. */
export const Field = forwardRef<HTMLInputElement, Props>(function Field({ label, error, hint, className, required, id, ...rest }, ref) {
  const auto = useId();
  const inputId = id ?? auto;
  const describedBy = error ? `${inputId}-error` : hint ? `${inputId}-hint` : undefined;
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
        {required && (
          <span aria-hidden className="text-danger">
            {' *'}
          </span>
        )}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={clsx(inputClass, error && 'border-danger')}
        {...rest}
      />
      {error ? (
        <p id={`${inputId}-error`} className="text-xs text-danger">
          {error}
        </p>
      ) : hint ? (
        <p id={`${inputId}-hint`} className="text-xs text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
});
