import { Ambulance, Menu, Phone, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { bookingHref, business, pages, shellText } from 'shared-content';
import { preloadPage } from '../federation/remotes';
import styles from './Navbar.module.css';

export default function Navbar() {
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const closeMenu = () => setMenuOpen(false);

  useEffect(closeMenu, [location.key]);

  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => event.key === 'Escape' && closeMenu();
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} aria-label={shellText.brandHomeLabel}>
          <Ambulance aria-hidden="true" className={styles.brandIcon} />
          <span>{business.name}</span>
        </Link>

        <a href={business.phone.href} className={styles.call} aria-label={shellText.nav.callLabel}>
          <Phone aria-hidden="true" />
          <span className={styles.callNumber}>{business.phone.display}</span>
        </a>

        <button
          type="button"
          className={styles.menuButton}
          aria-expanded={menuOpen}
          aria-controls="site-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" /> : <Menu aria-hidden="true" />}
          {shellText.nav.menuButton}
        </button>

        <nav id="site-menu" aria-label={shellText.nav.label} className={styles.menu} data-open={menuOpen}>
          <ul className={styles.links}>
            {pages.map((page) => (
              <li key={page.path}>
                <NavLink
                  to={page.path}
                  end
                  className={({ isActive }) => (isActive ? `${styles.link} ${styles.current}` : styles.link)}
                  onClick={closeMenu}
                  onMouseEnter={() => preloadPage(page.remote)}
                  onFocus={() => preloadPage(page.remote)}
                  onTouchStart={() => preloadPage(page.remote)}
                >
                  {page.navLabel}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to={bookingHref} className={`button ${styles.book}`} onClick={closeMenu} onMouseEnter={() => preloadPage('contact')}>
            {shellText.nav.bookButton}
          </Link>
        </nav>
      </div>
    </header>
  );
}
