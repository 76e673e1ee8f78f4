import { useState, type InputHTMLAttributes, type ReactNode } from 'react';
import { t } from '../../i18n';

// The login page's text boxes are the browser's own input, styled by login.css, rather than antd-mobile's Input:
// that one brought three chunks and a style sheet (the input, its key handler, ahooks' helpers; 3.1 KB gz) into the
// first screen every new user waits for, for a box this page draws with its own line and label anyway.

// The same mark as the list's keyword box (engine/widgets/SearchBox.tsx), written here too: a module both imported
// became a chunk of its own in both first rounds (tried: +1 script on login and on every list).
const CLEAR =
  'M24 2a22 22 0 1 1 0 44 22 22 0 0 1 0-44zm-5.32 14h-3.12a.4.4 0 0 0-.28.68l7.02 7.02-7.62 7.62a.4.4 0 0 0 .29.68h3.1a.4.4 0 0 0 .29-.12l6.06-6.06 6.06 6.06a.4.4 0 0 0 .29.12h3.11a.4.4 0 0 0 .28-.68l-7.62-7.62 7.02-7.02a.4.4 0 0 0-.29-.68h-3.11a.4.4 0 0 0-.28.12l-5.46 5.46-5.46-5.46a.4.4 0 0 0-.28-.12z';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'className'> & {
  value: string;
  onChange: (value: string) => void;
  /** a clear button while the box has focus and text */
  clearable?: boolean;
};

export function LoginTextInput({ value, onChange, clearable, onFocus, onBlur, ...input }: Props): ReactNode {
  const [focused, setFocused] = useState(false);
  return (
    <>
      <input
        {...input}
        className="login-field__input"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        onFocus={(e) => (setFocused(true), onFocus?.(e))}
        onBlur={(e) => (setFocused(false), onBlur?.(e))}
      />
      {clearable && focused && value && (
        <button
          type="button"
          className="icon-button login-field__clear"
          aria-label={t('common.clear')}
          // the box keeps its focus (and the phone its keyboard) while the button is pressed
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => onChange('')}
        >
          <svg viewBox="0 0 48 48" width="16" height="16" aria-hidden="true">
            <path d={CLEAR} fill="currentColor" />
          </svg>
        </button>
      )}
    </>
  );
}
