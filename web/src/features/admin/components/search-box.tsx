import { Search } from 'lucide-react';
import { useEffect, useId, useState } from 'react';

interface SearchBoxProps {
  label: string;
  value: string;
  placeholder?: string;
  hint?: string;
  /** Called a moment after typing stops, and at once on Enter. */
  onSearch: (value: string) => void;
  testId?: string;
}

const DELAY_MS = 350;

/** A search field that writes to the URL without a request per keystroke. */
export function SearchBox({ label, value, placeholder, hint, onSearch, testId }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState(value);
  // The URL can change from elsewhere (back button, clear filters); what is being typed stays.
  useEffect(() => setText((current) => (current.trim() === value.trim() ? current : value)), [value]);
  useEffect(() => {
    if (text.trim() === value.trim()) return;
    const timer = setTimeout(() => onSearch(text.trim()), DELAY_MS);
    return () => clearTimeout(timer);
  }, [text, value, onSearch]);
  return (
    <div className="min-w-0 flex-1 space-y-1.5">
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {label}
      </label>
      <div className="relative">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-muted" aria-hidden="true" />
        <input
          id={id}
          type="search"
          value={text}
          placeholder={placeholder}
          aria-describedby={hint ? `${id}-hint` : undefined}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') onSearch(text.trim());
          }}
          className="block w-full rounded-xl border border-line bg-white py-2.5 pl-9 pr-3 text-base text-ink shadow-sm placeholder:text-[#8a7f70] hover:border-[#cdbd9f]"
          data-testid={testId}
        />
      </div>
      {hint ? (
        <p id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
