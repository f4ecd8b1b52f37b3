import { Ambulance, Languages, Menu, Phone, X } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { bookingHref, business, localeInfo, localizedPath, locales, pathWithoutLocale } from 'shared-content';
import { BusinessText } from 'shared-content/ui';
import { preloadPage } from '../federation/remotes';
import { useSite } from '../text/SiteTextProvider';
import styles from './Navbar.module.css';

const MENU_ID = 'site-menu';

/**
 * The same page in each language, each named in its own language and script. Plain links: another
 * language is another document. A strip above the bar, at its end, that scrolls away with the page: on a
 * 320 px phone the four names fit on one line there (they wrap with large text), shown without opening
 * the menu, and the sticky bar stays as short as it was.
 */
function LanguageSwitcher() {
  const { locale, text } = useSite();
  const { pathname } = useLocation();
  const page = pathWithoutLocale(pathname);
  return (
    <nav aria-label={text.languageSwitcher.label} className={styles.languages}>
      <div className={`container ${styles.languageBar}`}>
        <Languages aria-hidden="true" className={styles.languageIcon} />
        <ul className={styles.languageList}>
          {locales.map((other) => (
            <li key={other}>
              <a
                href={localizedPath(other, page)}
                lang={localeInfo[other].lang}
                hrefLang={localeInfo[other].lang}
                dir={localeInfo[other].dir}
                aria-current={other === locale ? 'true' : undefined}
                className={styles.language}
              >
                {localeInfo[other].name}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}

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
  const { locale, text, pages } = useSite();
  const { nav } = text.shell;

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
    // The open menu scrolls inside when its links need more room than the screen has. Chromium scrolls a
    // focused link wholly into view; Firefox leaves one that is partly in view where it is, cut off.
    const revealFocused = (event: FocusEvent) => (event.target as Element).scrollIntoView({ block: 'nearest' });
    menu.addEventListener('keydown', closeOnEscape);
    menu.addEventListener('focusout', closeWhenFocusLeaves);
    menu.addEventListener('focusin', revealFocused);
    return () => {
      menu.removeEventListener('keydown', closeOnEscape);
      menu.removeEventListener('focusout', closeWhenFocusLeaves);
      menu.removeEventListener('focusin', revealFocused);
    };
  }, []);

  return (
    <>
      <LanguageSwitcher />
      <header className={styles.header}>
        <div className={`container ${styles.bar}`}>
          {/* The name is read from the hidden label rather than aria-label, which cannot mark the business name as English inside a Telugu, Hindi or Urdu label. */}
          <Link to={text.homeHref} className={styles.brand}>
            <Ambulance aria-hidden="true" className={styles.brandIcon} />
            <span aria-hidden="true">
              <BusinessText text={business.name} />
            </span>
            <span className="visually-hidden">
              <BusinessText text={text.shell.brandHomeLabel} />
            </span>
          </Link>

          <nav id={MENU_ID} ref={menuRef} popover="auto" aria-label={nav.label} className={styles.menu}>
            <ul className={styles.links}>
              {pages.map((page) => (
                <li key={page.path}>
                  <NavLink
                    to={page.path}
                    end
                    className={({ isActive }) => (isActive ? `${styles.link} ${styles.current}` : styles.link)}
                    onClick={closeMenu}
                    onMouseEnter={() => preloadPage(page.remote, locale)}
                    onFocus={() => preloadPage(page.remote, locale)}
                    onTouchStart={() => preloadPage(page.remote, locale)}
                  >
                    {page.navLabel}
                  </NavLink>
                </li>
              ))}
            </ul>
            <Link
              to={bookingHref(locale)}
              className={`button ${styles.book}`}
              onClick={closeMenu}
              onMouseEnter={() => preloadPage('contact', locale)}
            >
              {nav.bookButton}
            </Link>
          </nav>

          <a href={business.phone.href} className={styles.call} aria-label={nav.callLabel}>
            <Phone aria-hidden="true" />
            <span className={`phone-number ${styles.callNumber}`}>{business.phone.display}</span>
          </a>

          <button type="button" ref={buttonRef} className={styles.menuButton} popoverTarget={MENU_ID}>
            <Menu aria-hidden="true" className={styles.openIcon} />
            <X aria-hidden="true" className={styles.closeIcon} />
            {nav.menuButton}
          </button>
        </div>
      </header>
    </>
  );
}
