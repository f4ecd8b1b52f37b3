import { CalendarCheck, Phone } from 'lucide-react';
import { bookingHref, business, homeContent } from 'shared-content';
import { Icon } from '../icons';
import styles from './Services.module.css';

export default function Services() {
  const { services } = homeContent;
  return (
    <section className={styles.services} aria-labelledby="home-services-heading">
      <div className="container">
        <h2 id="home-services-heading">{services.heading}</h2>
        <p className={styles.intro}>{services.intro}</p>
        <ul className={styles.grid}>
          {services.items.map((service) => (
            <li key={service.title} className={styles.card}>
              <div className={styles.cardHead}>
                <span className={styles.icon}>
                  <Icon name={service.icon} />
                </span>
                <h3 className={styles.title}>{service.title}</h3>
              </div>
              <p className={styles.description}>{service.description}</p>
            </li>
          ))}
        </ul>

        <div className={styles.banner}>
          <div>
            <h3 className={styles.bannerHeading}>{services.banner.heading}</h3>
            <p className={styles.bannerText}>{services.banner.text}</p>
          </div>
          <div className={styles.bannerActions}>
            <a className={`button ${styles.callButton}`} href={business.phone.href}>
              <Phone aria-hidden="true" size={20} />
              {services.banner.callNow}
            </a>
            <a className={`button ${styles.bookButton}`} href={bookingHref}>
              <CalendarCheck aria-hidden="true" size={20} />
              {services.banner.bookOnline}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
