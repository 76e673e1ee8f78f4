import { useRef, type ReactNode } from 'react';
import './searchBox.css';

// A keyword box drawn with the browser's own search field: a grey box with a magnifier, a clear button while it
// holds text, and Enter (the phone keyboard's 搜索 key, from enterKeyHint) searches. It stands for antd-mobile's
// SearchBar on a list's filter row, which brought five chunks and two style sheets into every list's and report's
// first round (search bar, input, their hooks and utilities) for the same look.

// Its two marks are drawn here rather than with ui/LineIcon, a chunk of its own that would add a file to every list's
// first round again.
const MAGNIFIER =
  'M10.24 10.15a17.6 17.6 0 0 1 26 24.16l7.47 7.33a.4.4 0 0 1 0 .57l-1.54 1.51a.4.4 0 0 1-.56 0l-7.53-7.4A17.6 17.6 0 0 1 10.24 10.15zm2.11 2.07a14.6 14.6 0 0 0 0 20.73 15 15 0 0 0 21.1 0 14.6 14.6 0 0 0 0-20.73 15 15 0 0 0-21.1 0z';
const CLEAR =
  'M24 2a22 22 0 1 1 0 44 22 22 0 0 1 0-44zm-5.32 14h-3.12a.4.4 0 0 0-.28.68l7.02 7.02-7.62 7.62a.4.4 0 0 0 .29.68h3.1a.4.4 0 0 0 .29-.12l6.06-6.06 6.06 6.06a.4.4 0 0 0 .29.12h3.11a.4.4 0 0 0 .28-.68l-7.62-7.62 7.02-7.02a.4.4 0 0 0-.29-.68h-3.11a.4.4 0 0 0-.28.12l-5.46 5.46-5.46-5.46a.4.4 0 0 0-.28-.12z';

export function SearchBox({ value, placeholder, clearLabel, onChange, onSearch, onClear, className }: {
  value: string;
  placeholder: string;
  /** the clear button's name for screen readers */
  clearLabel: string;
  onChange: (value: string) => void;
  /** Enter */
  onSearch: (value: string) => void;
  onClear: () => void;
  className?: string;
}): ReactNode {
  const input = useRef<HTMLInputElement>(null);
  return (
    <form
      role="search"
      className={className ? `eng-searchbox ${className}` : 'eng-searchbox'}
      onSubmit={(e) => {
        e.preventDefault();
        onSearch(value);
        // the phone's keyboard goes away, as after any search
        input.current?.blur();
      }}
    >
      <svg className="eng-searchbox__icon" viewBox="0 0 48 48" aria-hidden="true">
        <path d={MAGNIFIER} fill="currentColor" />
      </svg>
      <input
        ref={input}
        className="eng-searchbox__input"
        type="search"
        enterKeyHint="search"
        autoComplete="off"
        value={value}
        placeholder={placeholder}
        aria-label={placeholder}
        onChange={(e) => onChange(e.target.value)}
      />
      {value && (
        <button
          type="button"
          className="eng-searchbox__clear"
          aria-label={clearLabel}
          onClick={() => {
            onChange('');
            onClear();
            input.current?.focus();
          }}
        >
          <svg viewBox="0 0 48 48" aria-hidden="true">
            <path d={CLEAR} fill="currentColor" />
          </svg>
        </button>
      )}
    </form>
  );
}
