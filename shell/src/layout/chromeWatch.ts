import { chromeWatchWarning, type ChromeChange, type RemoteName } from 'shared-content';
import { CHROME_WATCH_PHONE_ID } from 'shared-content/tooling/fragment/names';
import { LIFELINES, PART_OF_TAG, chromeParts, coverOf } from '../../journeys/chrome-parts';
import { reportChromeChange } from '../beaconReports';

/**
 * Production's eye on the chrome while a remote's page is shown: the release check proves a page's script
 * leaves the header, the 108 notice, the footer and <html lang dir> alone, this measures what real visitors
 * get when one does not (a release served without the check, a path, a language, a width or a moment the
 * check did not see). It watches the chrome's parts and everything above them (the layout, `#root`, `body`,
 * `html`), hears activations of the chrome's links before any page code, and looks at the lifelines (the
 * call link, the 108 link) on a timer and on every change of the top layer. What it can it puts back (the
 * chrome's own attributes, text and elements, <html lang dir>, a cancelled link followed); when that is not
 * enough (a lifeline covered, hidden, inert, the page locked, a part removed again and again), the phone
 * number is shown on top, where nothing the page did to `body` reaches it. Each kind of change is reported
 * once per page view and remote, in the Web Vitals beacon (beaconReports.ts), as careway_chrome_changed_total,
 * and in the console (the shell's journeys at release refuse a page whose changes the watch saw).
 */

/** Attributes that hide, move or re-aim the chrome; the shell's own renders never change them (class and aria-current they do). */
const PART_ATTRIBUTES = ['style', 'hidden', 'inert', 'aria-hidden', 'popover', 'dir', 'lang', 'href'];
/** Attributes of the elements above the chrome (layout, #root, body, html) whose effect on the lifelines is measured. */
const ANCESTOR_ATTRIBUTES = ['style', 'class', 'hidden', 'inert', 'aria-hidden', 'popover', 'dir', 'lang'];
/** Put back this often per part and page view; a page that fights longer gets the phone number on top instead. */
const MAX_REPAIRS = 5;
/** How often the lifelines are looked at while the page is shown (a few hit tests). */
const CHECK_EVERY_MS = 2000;
/** How long after a change the lifelines are looked at (the page's own layout settles in a frame or two). */
const CHECK_AFTER_CHANGE_MS = 100;
/** The activations of a link or button the watch hears first. */
const ACTIVATIONS = ['click', 'keydown', 'touchend'] as const;
/** A touch that moved further than this was a scroll, not a tap. */
const TAP_SLOP_PX = 10;

/** What the console warning says each change was (the release's refusal quotes it). */
const said: Record<ChromeChange, string> = {
  header: 'changed the header',
  notice: 'changed the 108 notice',
  footer: 'changed the footer',
  lang: 'changed <html lang>',
  dir: 'changed <html dir>',
  covered: 'covered the call link',
  hidden: 'hid the chrome or made it inert',
  scroll: 'stopped the page from scrolling',
  links: 'cancelled a tap, click or key on a link of the chrome',
  style: 'added a stylesheet',
};

interface WatchOptions {
  /** The element holding the notice, the header, main and the footer. */
  layout: HTMLElement;
  /** The remote whose page is shown (null on a page of the shell's own, the 404). */
  remote: () => RemoteName | null;
  language: { lang: string; dir: string };
  phone: { href: string; label: string };
  /** The CSS class of the phone number shown again. */
  phoneClass: string;
}

export function watchChrome({ layout, remote, language, phone, phoneClass }: WatchOptions) {
  const html = document.documentElement;
  const repairs = new Map<Node, number>();
  const { parts } = chromeParts(document);
  const main = layout.querySelector('#main');
  // Above the parts: what is set on these (inert, aria-hidden, styles, classes) reaches the chrome.
  const ancestors = [layout, layout.parentElement, document.body, html].filter((element): element is HTMLElement => element instanceof HTMLElement);

  const report = (what: ChromeChange) => {
    const shown = remote();
    if (!shown || !reportChromeChange(`${shown}:${what}`)) return;
    console.warn(`${chromeWatchWarning} the ${shown} page's script ${said[what]}`);
  };

  const partOf = (node: Node): ChromeChange => {
    const element = node instanceof Element ? node : node.parentElement;
    const part = parts.find((candidate) => candidate === element || candidate.contains(element));
    return PART_OF_TAG[(part ?? element)?.tagName.toLowerCase() as keyof typeof PART_OF_TAG] ?? 'header';
  };

  const rescue = phoneRescue(phone, phoneClass);

  const repairedTooOften = (part: Node) => {
    const count = (repairs.get(part) ?? 0) + 1;
    repairs.set(part, count);
    return count > MAX_REPAIRS;
  };

  const putBack = (record: MutationRecord) => {
    if (record.type === 'attributes') {
      const element = record.target as Element;
      const name = record.attributeName!;
      // The language links' addresses follow the page shown (the shell's renders); a call or mail link's never change.
      if (name === 'href' && !/^(tel|mailto):/.test(record.oldValue ?? '')) return;
      if (element.getAttribute(name) === record.oldValue) return;
      report(partOf(element));
      if (repairedTooOften(element)) return rescue.show();
      if (record.oldValue === null) element.removeAttribute(name);
      else element.setAttribute(name, record.oldValue);
      return;
    }
    if (record.type === 'characterData') {
      if (record.target.textContent === record.oldValue) return;
      report(partOf(record.target));
      if (repairedTooOften(record.target)) return rescue.show();
      record.target.textContent = record.oldValue;
      return;
    }
    for (const added of record.addedNodes) {
      if (!added.isConnected) continue;
      report(partOf(record.target));
      added.parentNode?.removeChild(added);
    }
    for (const removed of record.removedNodes) {
      if (removed.isConnected || !(removed instanceof Element || removed instanceof Text)) continue;
      report(partOf(removed instanceof Text ? record.target : removed));
      if (repairedTooOften(removed)) {
        rescue.show();
        continue;
      }
      const before = record.nextSibling?.parentNode === record.target ? record.nextSibling : null;
      record.target.insertBefore(removed, before);
    }
  };

  const keepLanguage = () => {
    for (const [name, value] of [['lang', language.lang], ['dir', language.dir]] as const) {
      if (html.getAttribute(name) === value) continue;
      report(name);
      html.setAttribute(name, value);
    }
  };

  /** A `<style>` added to the document: reported (the CSP refuses its rules; the shell adds none once it runs). */
  const noteStyles = (record: MutationRecord) => {
    if ([...record.addedNodes].some((added) => added instanceof HTMLStyleElement)) report('style');
  };

  /** The lifelines as a visitor gets them: present, visible, tappable, not hidden from assistive technology, on top; the page scrollable to the footer. */
  const checkLifelines = () => {
    if (document.visibilityState === 'hidden') return;
    for (const selector of [LIFELINES.call, LIFELINES.emergency]) {
      const link = layout.querySelector(selector);
      if (!link) continue;
      const style = getComputedStyle(link);
      if (link.closest('[inert], [aria-hidden="true"]') || /hidden|collapse/.test(style.visibility) || style.pointerEvents === 'none') {
        report('hidden');
        rescue.show();
      } else if (coverOf(link) || rescue.foreignModal()) {
        report('covered');
        rescue.show();
      }
    }
    const footer = layout.querySelector(LIFELINES.footer);
    const locked = [document.body, html].some((element) => /hidden|clip/.test(getComputedStyle(element).overflowY));
    if (locked && footer && footer.getBoundingClientRect().top >= innerHeight) {
      report('scroll');
      rescue.show();
    }
    if ((document.adoptedStyleSheets?.length ?? 0) > 0) report('style');
    rescue.follow();
  };
  let checkTimer: ReturnType<typeof setTimeout> | undefined;
  const checkSoon = () => {
    clearTimeout(checkTimer);
    checkTimer = setTimeout(checkLifelines, CHECK_AFTER_CHANGE_MS);
  };
  const interval = setInterval(checkLifelines, CHECK_EVERY_MS);

  const observer = new MutationObserver((records) => {
    // Of several changes to one attribute in a batch, only the first record holds the shell's value.
    const changedAttributes = new Map<Node, Set<string>>();
    const firstChangeOf = (record: MutationRecord) => {
      const names = changedAttributes.get(record.target) ?? new Set<string>();
      changedAttributes.set(record.target, names);
      const first = !names.has(record.attributeName!);
      names.add(record.attributeName!);
      return first;
    };
    records.forEach((record) => {
      const inPart = parts.some((part) => part.contains(record.target));
      if (record.target === html && record.type === 'attributes' && (record.attributeName === 'lang' || record.attributeName === 'dir')) keepLanguage();
      else if (record.target === document.head || record.target === document.body) noteStyles(record);
      else if (record.target === layout && record.type === 'childList') putBack(record);
      else if (inPart && (record.type !== 'attributes' || firstChangeOf(record))) putBack(record);
    });
    // What the repairs themselves changed is not the page's doing.
    observer.takeRecords();
    checkSoon();
  });
  for (const part of parts) observer.observe(part, { subtree: true, childList: true, characterData: true, characterDataOldValue: true, attributes: true, attributeFilter: PART_ATTRIBUTES, attributeOldValue: true });
  for (const element of ancestors) observer.observe(element, { childList: true, attributes: true, attributeFilter: ANCESTOR_ATTRIBUTES });
  observer.observe(document.head, { childList: true });
  // A dialog or popover anywhere opening or closing changes the top layer (popovers also say so in a toggle event).
  const topLayer = new MutationObserver(checkSoon);
  topLayer.observe(html, { subtree: true, attributes: true, attributeFilter: ['open', 'popover'] });
  document.addEventListener('toggle', checkSoon, true);

  /** A link or button of the chrome an activation was aimed at (null for the page's own, and for keys other than Enter). */
  const chromeControlOf = (event: Event) => {
    const control = (event.target as Element | null)?.closest?.('a[href], button');
    if (!control || main?.contains(control) || !layout.contains(control)) return null;
    if (event instanceof KeyboardEvent && event.key !== 'Enter') return null;
    return control as HTMLAnchorElement | HTMLButtonElement;
  };
  /** Links the shell's router follows itself (it cancels their click): those to a page of this site in this language. */
  const routedByShell = (control: Element) => control instanceof HTMLAnchorElement && control.origin === window.location.origin && !control.hasAttribute('hreflang');

  // Browsers without touch have no TouchEvent to test against: a touch event is one with changedTouches.
  type Point = { clientX: number; clientY: number };
  const pointOf = (event: Event) => ('changedTouches' in event ? (event as TouchEvent).changedTouches[0] : undefined) as Point | undefined;
  let touchStart: Point | undefined;
  const noteTouchStart = (event: Event) => (touchStart = pointOf(event));
  const wasTap = (event: Event) => {
    const end = pointOf(event);
    return !end || (touchStart !== undefined && Math.hypot(end.clientX - touchStart.clientX, end.clientY - touchStart.clientY) <= TAP_SLOP_PX);
  };
  /**
   * Heard on the window in the capture phase, before any page code: once the event has gone everywhere,
   * one the page cancelled is reported and done as the visitor meant (a tel: link dials, a button opens).
   * A routed link's click the shell cancels itself, on its root: a page's cancel of that shows in the part first.
   */
  const hearActivation = (event: Event) => {
    const control = chromeControlOf(event);
    if (!control || !wasTap(event)) return;
    setTimeout(() => {
      if (!event.defaultPrevented || (event.type === 'click' && routedByShell(control))) return;
      report('links');
      if (event.type === 'click' && control instanceof HTMLAnchorElement) window.location.assign(control.href);
      else if (event.type === 'click') (control as HTMLButtonElement & { popoverTargetElement?: HTMLElement | null }).popoverTargetElement?.togglePopover?.();
      else control.click();
    }, 0);
  };
  const followCancelledRoutedLink = (event: MouseEvent) => {
    const control = chromeControlOf(event);
    if (!control || !event.defaultPrevented || !routedByShell(control) || event.button !== 0) return;
    report('links');
    window.location.assign((control as HTMLAnchorElement).href);
  };
  for (const type of ACTIVATIONS) window.addEventListener(type, hearActivation, true);
  window.addEventListener('touchstart', noteTouchStart, { capture: true, passive: true });
  for (const part of parts) part.addEventListener('click', followCancelledRoutedLink);

  return {
    /** After each navigation: the lifelines looked at once the new page has settled. */
    navigated: checkSoon,
    stop() {
      observer.disconnect();
      topLayer.disconnect();
      document.removeEventListener('toggle', checkSoon, true);
      for (const type of ACTIVATIONS) window.removeEventListener(type, hearActivation, true);
      window.removeEventListener('touchstart', noteTouchStart, true);
      for (const part of parts) part.removeEventListener('click', followCancelledRoutedLink);
      clearInterval(interval);
      clearTimeout(checkTimer);
      rescue.remove();
    },
  };
}

/**
 * The phone number on top: a `<dialog>` of the watch's own (never one found by id: a page that rendered that
 * id first would silence it), a child of `<html>` so that nothing set on `body` or `#root` (inert,
 * aria-hidden, visibility, pointer-events) reaches it, and visible and tappable explicitly. In the top layer
 * as a popover where the browser has them, else fixed at the bottom; while a page's modal dialog holds the
 * rest of the page inert, modal itself, above it (a tap outside it closes it, to answer the page's dialog).
 */
function phoneRescue(phone: { href: string; label: string }, phoneClass: string) {
  let bar: HTMLDialogElement | null = null;
  const dismissedFor = new WeakSet<Element>();
  // A dialog only: an element shown full screen (a video) is :modal too, and the visitor chose it.
  const foreignModal = () => [...document.querySelectorAll('dialog[open]')].find((element) => element !== bar && matches(element, ':modal')) ?? null;
  const create = () => {
    const dialog = document.createElement('dialog');
    dialog.id = CHROME_WATCH_PHONE_ID;
    dialog.className = phoneClass;
    dialog.style.setProperty('visibility', 'visible', 'important');
    dialog.style.setProperty('pointer-events', 'auto', 'important');
    const link = document.createElement('a');
    link.href = phone.href;
    link.textContent = phone.label;
    dialog.append(link);
    // A tap on the backdrop reaches the dialog itself.
    dialog.addEventListener('click', (event) => {
      const modal = foreignModal();
      if (event.target === dialog && modal && matches(dialog, ':modal')) {
        dismissedFor.add(modal);
        dialog.close();
      }
    });
    return dialog;
  };
  const canPopover = typeof HTMLElement.prototype.showPopover === 'function';
  const shown = (dialog: HTMLDialogElement) => dialog.isConnected && (dialog.open || (canPopover && dialog.matches(':popover-open')));

  /** Above a page's modal dialog when one is open, back to a popover when it closes. */
  const place = (dialog: HTMLDialogElement) => {
    const modal = foreignModal();
    const isModal = dialog.open && matches(dialog, ':modal');
    if (modal && !isModal && !dismissedFor.has(modal) && typeof dialog.showModal === 'function') {
      if (canPopover && dialog.matches(':popover-open')) dialog.hidePopover();
      if (dialog.open) dialog.close();
      dialog.showModal();
    } else if (!modal && isModal) {
      dialog.close();
      open(dialog);
    } else if (!shown(dialog) && !modal) open(dialog);
  };
  const open = (dialog: HTMLDialogElement) => {
    if (canPopover) {
      dialog.setAttribute('popover', 'manual');
      dialog.showPopover();
    } else dialog.setAttribute('open', '');
  };

  return {
    foreignModal,
    show() {
      if (!bar?.isConnected) {
        bar = create();
        document.documentElement.append(bar);
      }
      place(bar);
    },
    /** Once shown, kept where it must be as the top layer changes. */
    follow() {
      if (bar?.isConnected) place(bar);
    },
    remove() {
      bar?.remove();
    },
  };
}

/** Whether `element` matches `selector`; false where the browser does not know the selector (`:modal` before Safari 15.6). */
function matches(element: Element, selector: string) {
  try {
    return element.matches(selector);
  } catch {
    return false;
  }
}
