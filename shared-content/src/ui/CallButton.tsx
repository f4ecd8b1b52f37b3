import { Phone } from 'lucide-react';
import { business } from '../business';
import { useLocale } from '../i18n/PageText';
import styles from './CallButton.module.css';

export interface CallButtonProps {
  /** Words before the number (default: the page language's "Call"); the accessible name is these words and the number. */
  label?: string;
  /** The number to dial: the business line unless given (e.g. 108). */
  phone?: { display: string; href: string };
  variant?: 'primary' | 'secondary' | 'urgent' | 'inverse';
  className?: string;
}

/** A call link whose number never breaks across lines: only the words before it may wrap. */
export default function CallButton({ label, phone = business.phone, variant = 'primary', className = '' }: CallButtonProps) {
  const { ui } = useLocale();
  const variantClass = variant === 'primary' ? '' : variant === 'inverse' ? styles.inverse : `button--${variant}`;
  return (
    <a className={`button ${styles.call} ${variantClass} ${className}`} href={phone.href}>
      <Phone aria-hidden="true" />
      <span>{label ?? ui.call}</span> <span className="phone-number">{phone.display}</span>
    </a>
  );
}
