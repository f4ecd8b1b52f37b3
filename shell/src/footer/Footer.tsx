import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { Link } from 'react-router-dom';
import { ambulancePhone, business } from 'shared-content';
import { BusinessText, CallButton, spreadRow } from 'shared-content/ui';
import { useSite } from '../text/SiteTextProvider';
import styles from './Footer.module.css';

export default function Footer() {
  const { text, pages } = useSite();
  const { footer } = text.shell;
  return (
    <footer className={styles.footer}>
      <div className={`container ${spreadRow} ${styles.callBanner}`}>
        <div>
          <h2 className={styles.bannerHeading}>{footer.callBanner.heading}</h2>
          <p className={styles.bannerText}>{footer.callBanner.text}</p>
          <p className={styles.bannerText}>
            <a href={ambulancePhone.href}>{footer.callBanner.emergency}</a>
          </p>
        </div>
        <CallButton label={footer.callBanner.action} variant="urgent" />
      </div>

      <div className={`container ${styles.columns}`}>
        <div>
          <h2 id="footer-brand" className={styles.heading}>
            <BusinessText text={business.name} />
          </h2>
          <p className={styles.muted}>{footer.about}</p>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={styles.heading}>
            {footer.quickLinksHeading}
          </h2>
          <ul className={styles.list}>
            {pages.map((page) => (
              <li key={page.path}>
                <Link to={page.path} className={styles.link}>
                  {page.navLabel}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div>
          <h2 id="footer-services" className={styles.heading}>
            {footer.servicesHeading}
          </h2>
          <ul className={styles.list}>
            {footer.services.map((service) => (
              <li key={service}>{service}</li>
            ))}
          </ul>
        </div>

        <div>
          <h2 id="footer-contact" className={styles.heading}>
            {footer.contactHeading}
          </h2>
          <ul className={styles.list}>
            <li>
              <a href={business.phone.href} className={styles.iconLink}>
                <Phone aria-hidden="true" />
                <span className="visually-hidden">{footer.phoneLabel}: </span>
                <span className="phone-number">{business.phone.display}</span>
              </a>
            </li>
            <li>
              <a href={business.email.href} className={styles.iconLink}>
                <Mail aria-hidden="true" />
                <span className="visually-hidden">{footer.emailLabel}: </span>
                <span dir="ltr">
                  <BusinessText text={business.email.display} />
                </span>
              </a>
            </li>
            <li className={styles.iconLine}>
              <MapPin aria-hidden="true" />
              <address className={styles.address}>
                <span className="visually-hidden">{footer.addressLabel}: </span>
                {business.address.lines.map((line) => (
                  <span key={line}>
                    <BusinessText text={line} />
                  </span>
                ))}
              </address>
            </li>
          </ul>
          <h2 className={styles.heading}>{footer.hoursHeading}</h2>
          <ul className={styles.list}>
            {footer.hours.map((line, index) => (
              <li key={line} className={styles.iconLine}>
                {index === 0 && <Clock aria-hidden="true" />}
                {line}
              </li>
            ))}
          </ul>
        </div>
      </div>

      <div className={`container ${spreadRow} ${styles.bottom}`}>
        <ul className={styles.legal}>
          {footer.legalLinks.map((link) => (
            <li key={link.label}>
              <a href={link.href} className={styles.link}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <p className={styles.copyright}>
          <BusinessText text={footer.copyright} />
        </p>
      </div>
    </footer>
  );
}
