import { Ambulance, Menu, Phone, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { bookingHref, business, pages, shellText } from 'shared-content';
import { preloadPage } from '../federation/remotes';
import styles from './Navbar.module.css';

const MENU_ID = 'site-menu';

/**
 * On small screens the links are an HTML popover opened by the Menu button (popovertarget): it opens from
 * the first paint, with or without JavaScript, closes on Escape (focus back on the button) and on a tap
 * outside. Once hydrated, the menu also closes when focus leaves it, so it never covers what has focus,
 * and when a link is chosen. On wide screens the same links are shown in the bar and the button is hidden.
 * The DOM order (links, Book Ambulette, call link) is the visual order on wide screens; on phones the
 * browser moves focus from the Menu button into the open menu.
 */
export default function Navbar() {
  const menuRef = useRef<HTMLElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();

  const closeMenu = () => menuRef.current?.hidePopover?.();

  // Closes on navigation (Back, or a link in the page), but not on hydration: a menu opened before the
  // app loaded stays open.
  const shownLocation = useRef(location.key);
  useEffect(() => {
    if (shownLocation.current !== location.key) closeMenu();
    shownLocation.current = location.key;
  }, [location.key]);

  useEffect(() => {
    const menu = menuRef.current!;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || !menu.contains(document.activeElement)) return;
      closeMenu();
      buttonRef.current?.focus();
    };
    const closeWhenFocusLeaves = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      if (next && !menu.contains(next) && next !== buttonRef.current) closeMenu();
    };
    menu.addEventListener('keydown', closeOnEscape);
    menu.addEventListener('focusout', closeWhenFocusLeaves);
    return () => {
      menu.removeEventListener('keydown', closeOnEscape);
      menu.removeEventListener('focusout', closeWhenFocusLeaves);
    };
  }, []);

  return (
    <header className={styles.header}>
      <div className={`container ${styles.bar}`}>
        <Link to="/" className={styles.brand} aria-label={shellText.brandHomeLabel}>
          <Ambulance aria-hidden="true" className={styles.brandIcon} />
          <span>{business.name}</span>
        </Link>

        <nav id={MENU_ID} ref={menuRef} popover="auto" aria-label={shellText.nav.label} className={styles.menu}>
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

        <a href={business.phone.href} className={styles.call} aria-label={shellText.nav.callLabel}>
          <Phone aria-hidden="true" />
          <span className={styles.callNumber}>{business.phone.display}</span>
        </a>

        <button type="button" ref={buttonRef} className={styles.menuButton} popoverTarget={MENU_ID}>
          <Menu aria-hidden="true" className={styles.openIcon} />
          <X aria-hidden="true" className={styles.closeIcon} />
          {shellText.nav.menuButton}
        </button>
      </div>
    </header>
  );
}
