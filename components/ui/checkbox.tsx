import { clsx } from 'clsx';
import { forwardRef, useId } from 'react';

type Props = Omit<React.InputHTMLAttributes<HTMLInputElement>, 'type'> & { label: string; hint?: string };

/** A labelled checkbox; works with react-hook-form's register (value is a boolean). */
export const Checkbox = forwardRef<HTMLInputElement, Props>(function Checkbox({ label, hint, className, id, ...rest }, ref) {
  const auto = useId();
  const boxId = id ?? auto;
  return (
    <div className={clsx('flex items-start gap-2', className)}>
      <input ref={ref} id={boxId} type="checkbox" className="mt-0.5 h-4 w-4 rounded border-line accent-primary" aria-describedby={hint ? `${boxId}-hint` : undefined} {...rest} />
      <div>
        <label htmlFor={boxId} className="text-sm font-medium">{label}</label>
        {hint && <p id={`${boxId}-hint`} className="text-xs text-muted">{hint}</p>}
      </div>
    </div>
  );
});
