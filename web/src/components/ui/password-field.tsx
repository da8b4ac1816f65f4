import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TextField, type TextFieldProps } from './text-field.tsx';

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
    >
      <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}

/** A password input with a show/hide toggle (a pressed button named "Show password"). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'trailing'>) {
  const { t } = useLingui();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      type={visible ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          aria-label={t`Show password`}
          aria-pressed={visible}
          onClick={() => setVisible((shown) => !shown)}
          className="flex h-11 w-11 items-center justify-center rounded-sm text-ink-muted hover:text-maroon-700"
        >
          <EyeIcon crossed={visible} />
        </button>
      }
    />
  );
}
