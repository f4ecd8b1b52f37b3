import { Phone } from 'lucide-react';
import { business } from '../business';
import { uiText } from '../site';
import styles from './CallButton.module.css';

export interface CallButtonProps {
  /** Words before the number; the accessible name is these words and the number. */
  label?: string;
  /** The number to dial: the business line unless given (e.g. 108). */
  phone?: { display: string; href: string };
  variant?: 'primary' | 'secondary' | 'urgent' | 'inverse';
  className?: string;
}

/** A call link whose number never breaks across lines: only the words before it may wrap. */
export default function CallButton({ label = uiText.call, phone = business.phone, variant = 'primary', className = '' }: CallButtonProps) {
  const variantClass = variant === 'primary' ? '' : variant === 'inverse' ? styles.inverse : `button--${variant}`;
  return (
    <a className={`button ${styles.call} ${variantClass} ${className}`} href={phone.href}>
      <Phone aria-hidden="true" />
      <span>{label}</span> <span className="phone-number">{phone.display}</span>
    </a>
  );
}
