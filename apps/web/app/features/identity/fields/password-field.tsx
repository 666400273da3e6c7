import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../../../shared/ui/button';
import { TextField, type TextFieldProps } from './text-field';

/** A password input with a show/hide button (the button says which, not only the icon). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextField
      {...props}
      type={shown ? 'text' : 'password'}
      autoCapitalize="off"
      spellCheck={false}
      addon={
        <IconButton
          icon={shown ? 'eye-off' : 'eye'}
          size="s"
          label={t(shown ? 'identity_password_hide' : 'identity_password_show')}
          aria-pressed={shown}
          onClick={() => setShown((value) => !value)}
        />
      }
    />
  );
}
