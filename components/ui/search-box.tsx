'use client';

import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { inputClass } from './field';

type Props = {
  /** Visible to screen readers and as the placeholder. */
  label: string;
  value: string;
  /** Called with the trimmed text after the user stops typing for `delay` ms. */
  onSearch: (text: string) => void;
  delay?: number;
};

/** A debounced search input, so a list is not re-queried on every keystroke. */
export function SearchBox({ label, value, onSearch, delay = 300 }: Props) {
  const id = useId();
  const [text, setText] = useState(value);
  // Follow a value changed from outside (e.g. cleared filters) without an extra render pass.
  const [outside, setOutside] = useState(value);
  if (value !== outside) {
    setOutside(value);
    setText(value);
  }
  useEffect(() => {
    if (text.trim() === value) return;
    const timer = setTimeout(() => onSearch(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay, onSearch]);
  return (
    <div className="relative w-full sm:w-64">
      <label htmlFor={id} className="sr-only">{label}</label>
      <Search aria-hidden className="pointer-events-none absolute left-2.5 top-2.5 h-4 w-4 text-muted" />
      <input id={id} type="search" value={text} placeholder={label} onChange={(e) => setText(e.target.value)} className={`${inputClass} pl-8`} />
    </div>
  );
}
