import { chromeWatchWarning, type ChromeChange, type RemoteName } from 'shared-content';
import { CHROME_WATCH_PHONE_ID } from 'shared-content/tooling/fragment/names';
import { reportChromeChange } from '../beaconReports';
import { interactiveMarks } from './interactiveMarks';

/**
 * Production's eye on the chrome while a remote's page is shown: the release check proves a page's script
 * leaves the header, the 108 notice, the footer and <html lang dir> alone, this notices one that does not
 * (a release served without the check, a path the check did not take). What changed is put back where the
 * shell can (attributes and inline styles of its own elements, <html lang dir>, a removed part put back in
 * its place, a `<style>` added taken out, a chrome link whose click was cancelled followed); when that is not enough (the call link covered, a part removed again and again), the phone
 * number is shown again in the top layer, above anything a page can position. Each change is reported once
 * per page view and remote, in the Web Vitals beacon (beaconReports.ts), as careway_chrome_changed_total, and in
 * the console (the shell's journeys at release refuse a page whose changes the watch put back).
 */

/** Attributes that hide, move or re-aim the chrome; the shell's own renders never change them (class and aria-current they do). */
const WATCHED_ATTRIBUTES = ['style', 'hidden', 'inert', 'aria-hidden', 'dir', 'lang', 'href'];
/** Put back this often per part and page view; a page that fights longer gets the phone number on top instead. */
const MAX_REPAIRS = 5;
/** When the call link is looked at after a navigation, and after the page became interactive. */
const COVER_CHECK_MS = 1000;

/** What the console warning says each change was (the release's refusal quotes it). */
const said: Record<ChromeChange, string> = {
  header: 'changed the header',
  notice: 'changed the 108 notice',
  footer: 'changed the footer',
  lang: 'changed <html lang>',
  dir: 'changed <html dir>',
  covered: 'covered the call link',
  links: 'cancelled a click on a link of the chrome',
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

  const report = (what: ChromeChange) => {
    const shown = remote();
    if (!shown || !reportChromeChange(`${shown}:${what}`)) return;
    console.warn(`${chromeWatchWarning} the ${shown} page's script ${said[what]}`);
  };

  const partOf = (node: Node): ChromeChange => {
    const element = node instanceof Element ? node : node.parentElement;
    if (element?.closest('footer')) return 'footer';
    if (element?.closest('aside')) return 'notice';
    return 'header';
  };

  // Its own element, never one found by id: a page that rendered that id first would silence it.
  let phoneBar: HTMLElement | null = null;
  const showPhone = () => {
    if (phoneBar?.isConnected) return;
    const bar = (phoneBar = document.createElement('div'));
    bar.id = CHROME_WATCH_PHONE_ID;
    bar.className = phoneClass;
    bar.setAttribute('popover', 'manual');
    const link = document.createElement('a');
    link.href = phone.href;
    link.textContent = phone.label;
    bar.append(link);
    document.body.append(bar);
    bar.showPopover?.();
  };

  const repairedTooOften = (part: Node) => {
    const count = (repairs.get(part) ?? 0) + 1;
    repairs.set(part, count);
    return count > MAX_REPAIRS;
  };

  const putBack = (record: MutationRecord) => {
    if (record.type === 'attributes') {
      const element = record.target as Element;
      const name = record.attributeName!;
      if (name === 'href' && !record.oldValue?.startsWith('tel:')) return;
      if (element.getAttribute(name) === record.oldValue) return;
      report(partOf(element));
      if (repairedTooOften(element)) return showPhone();
      if (record.oldValue === null) element.removeAttribute(name);
      else element.setAttribute(name, record.oldValue);
      return;
    }
    for (const removed of record.removedNodes) {
      if (removed.isConnected || !(removed instanceof Element)) continue;
      report(partOf(removed));
      if (repairedTooOften(removed)) {
        showPhone();
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

  /** A `<style>` added to the document: once the shell runs it adds none (its CSS and the remotes' are links, those a remote adds checked by federation/stylesheetGuard.ts). */
  const removeStyles = (record: MutationRecord) => {
    for (const added of record.addedNodes) {
      if (!(added instanceof HTMLStyleElement)) continue;
      report('style');
      added.remove();
    }
  };

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
      if (record.target === html) keepLanguage();
      else if (record.target === document.head || record.target === document.body) removeStyles(record);
      else if (record.type !== 'attributes' || firstChangeOf(record)) putBack(record);
    });
    // What the repairs themselves changed is not the page's doing.
    observer.takeRecords();
  });
  const parts = [...layout.children].filter((element): element is HTMLElement => element instanceof HTMLElement && element.id !== 'main');
  observer.observe(layout, { childList: true });
  for (const part of parts) observer.observe(part, { subtree: true, childList: true, attributes: true, attributeFilter: WATCHED_ATTRIBUTES, attributeOldValue: true });
  observer.observe(html, { attributes: true, attributeFilter: ['lang', 'dir'] });
  observer.observe(document.head, { childList: true });
  observer.observe(document.body, { childList: true });

  /**
   * A click on a chrome link that arrives here already cancelled was cancelled by a listener of the
   * document or window (the shell's own run later, on its root): the link goes where it says all the same.
   */
  const followCancelledLink = (event: MouseEvent) => {
    const link = (event.target as Element | null)?.closest?.('a[href]');
    if (!event.defaultPrevented || !(link instanceof HTMLAnchorElement) || event.button !== 0) return;
    report('links');
    window.location.assign(link.href);
  };
  for (const part of parts) part.addEventListener('click', followCancelledLink);

  /** The call link and the 108 notice, where on screen, must be what a tap at their centre reaches. */
  const checkOnTop = () => {
    const lifelines = [layout.querySelector('header a[href^="tel:"]'), layout.querySelector('aside a[href^="tel:"]')];
    for (const link of lifelines) {
      const box = link?.getBoundingClientRect();
      if (!link || !box || box.width === 0 || box.bottom <= 0 || box.top >= innerHeight) continue;
      const hit = document.elementFromPoint?.(box.x + box.width / 2, box.y + box.height / 2);
      if (!hit || link.contains(hit)) continue;
      report('covered');
      showPhone();
    }
  };
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const checkSoon = () => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      checkOnTop();
    }, COVER_CHECK_MS);
    timers.add(timer);
  };
  const marks = typeof PerformanceObserver === 'function' ? new PerformanceObserver((list) => list.getEntriesByName(interactiveMarks.page).length > 0 && checkSoon()) : null;
  marks?.observe({ type: 'mark' });

  return {
    /** After each navigation: the call link on top once the new page has settled. */
    navigated: checkSoon,
    stop() {
      observer.disconnect();
      for (const part of parts) part.removeEventListener('click', followCancelledLink);
      marks?.disconnect();
      timers.forEach(clearTimeout);
    },
  };
}
