import { clsx } from 'clsx';
import { forwardRef, useId } from 'react';
import { inputClass } from './field';

export type Option = { value: string | number; label: string };

type Props = React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: Option[];
  /** Text of an empty first choice ("Choose…"); left out when undefined. */
  placeholder?: string;
  error?: string;
  hint?: string;
};

/** A labelled native select (keyboard and mobile friendly), styled like Field. */
export const Select = forwardRef<HTMLSelectElement, Props>(function Select({ label, options, placeholder, error, hint, required, className, id, ...rest }, ref) {
  const auto = useId();
  const selectId = id ?? auto;
  const describedBy = error ? `${selectId}-error` : hint ? `${selectId}-hint` : undefined;
  return (
    <div className={clsx('space-y-1', className)}>
      <label htmlFor={selectId} className="block text-sm font-medium">
        {label}
        {required && <span className="text-danger"> *</span>}
      </label>
      <select ref={ref} id={selectId} aria-invalid={error ? true : undefined} aria-describedby={describedBy} className={clsx(inputClass, error && 'border-danger')} {...rest}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
      </select>
      {error ? <p id={`${selectId}-error`} className="text-xs text-danger">{error}</p> : hint ? <p id={`${selectId}-hint`} className="text-xs text-muted">{hint}</p> : null}
    </div>
  );
});
