import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from './class-names';
import { Icon } from './icon';
import type { IconName } from './icon-names';
import { Spinner } from './spinner';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'ghost';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: ButtonVariant;
  readonly size?: 's' | 'm' | 'l';
  readonly block?: boolean;
  readonly icon?: IconName;
  /** Shows progress and blocks repeated presses (UX.md: visible progress on long work). */
  readonly loading?: boolean;
  readonly ref?: Ref<HTMLButtonElement>;
  readonly children?: ReactNode;
}

export function Button({
  variant = 'secondary',
  size = 'm',
  block = false,
  icon,
  loading = false,
  type = 'button',
  className,
  children,
  disabled,
  ref,
  ...rest
}: ButtonProps) {
  const { t } = useTranslation();
  return (
    <button
      ref={ref}
      type={type}
      className={cx(
        styles.button,
        styles[variant],
        size !== 'm' && styles[size],
        block && styles.block,
        !children && styles.iconOnly,
        className,
      )}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      {...rest}
    >
      {loading ? <Spinner size="s" label={t('ui_loading')} /> : icon && <Icon name={icon} size="s" />}
      {children}
    </button>
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'icon' | 'aria-label'> {
  readonly icon: IconName;
  /** Required: an icon-only button needs an accessible name. */
  readonly label: string;
}

export function IconButton({ icon, label, variant = 'ghost', ...rest }: IconButtonProps) {
  return <Button variant={variant} icon={icon} aria-label={label} title={label} {...rest} />;
}
