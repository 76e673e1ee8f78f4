import { useState, type ReactNode } from 'react';
import { t } from '../../i18n';
import { LoginTextInput } from './LoginTextInput';

function EyeIcon({ open }: { open: boolean }): ReactNode {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
      <path d="M2 12s3.6-6.5 10-6.5S22 12 22 12s-3.6 6.5-10 6.5S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {!open && <path d="M4 4l16 16" strokeLinecap="round" />}
    </svg>
  );
}

export function PasswordInput(props: { id: string; value: string; onChange: (v: string) => void }): ReactNode {
  const [visible, setVisible] = useState(false);
  return (
    <div className="login-field__control">
      <LoginTextInput
        id={props.id}
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        value={props.value}
        onChange={props.onChange}
        maxLength={128}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
        aria-pressed={visible}
        onClick={() => setVisible((v) => !v)}
      >
        <EyeIcon open={visible} />
      </button>
    </div>
  );
}
