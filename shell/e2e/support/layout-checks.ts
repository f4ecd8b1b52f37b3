// Measurements the accessibility suite takes in the page (page.evaluate): each returns what a visitor would
// see go wrong, as short descriptions, so an empty list is a pass.
import type { Page } from 'playwright-core';

/** The WCAG 1.4.12 text-spacing override, as a user style sheet would apply it (a constructed sheet: the CSP allows it). */
export const textSpacingCss =
  '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

/** How the visitor reads: window width, the text-spacing override on or off, the browser's text size. */
export interface View {
  width: number;
  textSpacing: boolean;
  textSize: '100%' | '200%';
}

/** Puts the open page into `view` without reloading it (the override and text size as a browser's settings would). */
export async function setView(page: Page, view: View) {
  await page.setViewportSize({ width: view.width, height: 900 });
  await page.evaluate(({ css, textSpacing, textSize }) => {
    const marked = document.adoptedStyleSheets.filter((sheet) => (sheet as CSSStyleSheet & { textSpacing?: boolean }).textSpacing);
    const others = document.adoptedStyleSheets.filter((sheet) => !marked.includes(sheet));
    const override = Object.assign(new CSSStyleSheet(), { textSpacing: true });
    override.replaceSync(css);
    document.adoptedStyleSheets = textSpacing ? [...others, override] : others;
    document.documentElement.style.setProperty('font-size', textSize, 'important');
  }, { css: textSpacingCss, ...view });
}

/**
 * Text a visitor cannot read whole: the page scrolling sideways (WCAG 1.4.10), an element that hides what
 * overflows it while its text is wider or taller than its box, and sibling elements with text drawn over
 * each other. Visually hidden text (a 1 px box, for screen readers) and boxes that scroll are not clipped.
 */
export const unreadableText = (page: Page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth) problems.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const shown = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
    const hasText = (element: Element) => (element.textContent ?? '').trim() !== '';
    const visuallyHidden = (element: Element) => element.getBoundingClientRect().width <= 1 || element.getBoundingClientRect().height <= 1;

    for (const element of document.body.querySelectorAll('*')) {
      if (!shown(element) || !hasText(element) || visuallyHidden(element)) continue;
      const style = getComputedStyle(element);
      const hidesX = /hidden|clip/.test(style.overflowX);
      const hidesY = /hidden|clip/.test(style.overflowY);
      if (hidesX && element.scrollWidth > element.clientWidth + 1) problems.push(`${describe(element)} is cut off at the side (${element.scrollWidth} > ${element.clientWidth} px)`);
      if (hidesY && element.scrollHeight > element.clientHeight + 1) problems.push(`${describe(element)} is cut off below (${element.scrollHeight} > ${element.clientHeight} px)`);

      const textChildren = [...element.children].filter((child) => shown(child) && hasText(child) && !visuallyHidden(child));
      const boxes = textChildren.map((child) => ({ child, box: child.getBoundingClientRect() }));
      for (const [index, a] of boxes.entries()) {
        for (const b of boxes.slice(index + 1)) {
          const overlap = a.box.left < b.box.right - 1 && b.box.left < a.box.right - 1 && a.box.top < b.box.bottom - 1 && b.box.top < a.box.bottom - 1;
          if (overlap) problems.push(`${describe(a.child)} overlaps ${describe(b.child)}`);
        }
      }
    }
    return problems;
  });

/** The smallest target WCAG 2.5.8 (Target Size, Minimum) allows, and the spacing that excuses a smaller one. */
export const minimumTarget = 24;

/**
 * WCAG 2.5.8 measured as the hit area: each target is scrolled to the middle of the screen and the browser is
 * asked which element a tap at each point would reach (elementFromPoint), along the horizontal and the vertical
 * line through the target's middle (of its longest line, for a link that wraps), 30 px beyond its box either way.
 * A target whose hit area is under 24 px either way passes only by the spacing rule: a 24 px circle on its hit
 * area's centre meets no other target's hit area nor the circle of another small target. Exempt, and listed as
 * such: a link inside a sentence (inline in a block with other text), as the criterion allows, and a target not
 * drawn on the page until it has focus (the skip link).
 */
export const smallTargets = (page: Page, minimum = minimumTarget) =>
  page.evaluate((minimum) => {
    const selector = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [tabindex]:not([tabindex="-1"])';
    const describe = (element: Element) => `<${element.tagName.toLowerCase()}> "${(element.textContent || element.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    const inSentence = (element: Element) => {
      if (getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement!;
      while (getComputedStyle(block).display.startsWith('inline')) block = block.parentElement!;
      return (block.textContent ?? '').trim().length > (element.textContent ?? '').trim().length;
    };
    const offCanvas = (box: DOMRect) => box.right + window.scrollX <= 0 || box.bottom + window.scrollY <= 0 || box.width <= 1 || box.height <= 1;
    const targets = [...document.querySelectorAll(selector)].filter(
      (element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden' && !element.closest('[inert]'),
    );

    /** The longest run of points along a line whose tap reaches `target`, as its first and last point. */
    const longestRun = (target: Element, points: [number, number][]) => {
      let start = 0;
      let longest: { first: [number, number]; last: [number, number] } | null = null;
      let longestLength = 0;
      for (const [index, point] of points.entries()) {
        const hit = document.elementFromPoint(point[0], point[1]);
        if (hit === null || !target.contains(hit)) start = index + 1;
        else if (index - start + 1 > longestLength) {
          longestLength = index - start + 1;
          longest = { first: points[start]!, last: point };
        }
      }
      return longest;
    };

    const measured: { name: string; left: number; right: number; top: number; bottom: number }[] = [];
    const problems: string[] = [];
    const exempt: string[] = [];
    for (const target of targets) {
      if (inSentence(target)) {
        exempt.push(`${describe(target)}, in a sentence`);
        continue;
      }
      target.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
      // A link that wraps is measured on its longest line: its bounding box also holds text that is not the link.
      const box = [...target.getClientRects()].reduce((largest, rect) => (rect.width * rect.height > largest.width * largest.height ? rect : largest));
      if (offCanvas(box)) {
        exempt.push(`${describe(target)}, off the page until focused`);
        continue;
      }
      const middleX = Math.round(box.left + box.width / 2);
      const middleY = Math.round(box.top + box.height / 2);
      const across: [number, number][] = [];
      for (let x = Math.floor(box.left) - 30; x <= box.right + 30; x++) across.push([x, middleY]);
      const down: [number, number][] = [];
      for (let y = Math.floor(box.top) - 30; y <= box.bottom + 30; y++) down.push([middleX, y]);
      const wide = longestRun(target, across);
      const tall = longestRun(target, down);
      if (wide === null || tall === null) {
        problems.push(`${describe(target)}: a tap on its middle reaches ${describe(document.elementFromPoint(middleX, middleY) ?? document.body)}`);
        continue;
      }
      measured.push({
        name: describe(target),
        left: wide.first[0] + window.scrollX,
        right: wide.last[0] + 1 + window.scrollX,
        top: tall.first[1] + window.scrollY,
        bottom: tall.last[1] + 1 + window.scrollY,
      });
    }

    const small = measured.filter((area) => area.right - area.left < minimum || area.bottom - area.top < minimum);
    const centre = (area: (typeof measured)[number]) => [(area.left + area.right) / 2, (area.top + area.bottom) / 2] as const;
    const radius = minimum / 2;
    for (const area of small) {
      const [x, y] = centre(area);
      const size = `${area.right - area.left}x${area.bottom - area.top} px`;
      for (const other of measured) {
        if (other === area) continue;
        const nearestX = Math.max(other.left, Math.min(x, other.right));
        const nearestY = Math.max(other.top, Math.min(y, other.bottom));
        if (Math.hypot(x - nearestX, y - nearestY) < radius) problems.push(`${area.name} (${size}) is within ${radius} px of ${other.name}`);
        else if (small.includes(other) && Math.hypot(x - centre(other)[0], y - centre(other)[1]) < minimum) problems.push(`${area.name} (${size}) and ${other.name}: their 24 px circles meet`);
      }
    }
    window.scrollTo({ left: 0, top: 0, behavior: 'instant' });
    return { measured: measured.length, problems, exempt };
  }, minimum);

/**
 * WCAG 3.1.2 (Language of Parts) on a page in another language: each run of Latin letters in its text, in what
 * a screen reader says for an element (aria-label, alt, title, placeholder) included, that is not inside an
 * element marked lang="en". Digits are no Latin letters, so "108" or "+91 98765 43210" are no runs; what is hidden
 * from screen readers (aria-hidden, as the doctors' initials drawn beside their names) is read in no language.
 */
export const unmarkedEnglish = (page: Page) =>
  page.evaluate(() => {
    const latinRun = /[A-Za-z][A-Za-z'’.&@_/-]*(?:[\s\d]+[A-Za-z][A-Za-z'’.&@_/-]*)*/g;
    const english = (element: Element | null) => /^en(-|$)/i.test(element?.closest('[lang]')?.getAttribute('lang') ?? '');
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement!;
      if (parent.closest('script, style, noscript, template, [aria-hidden="true"]') || english(parent)) continue;
      for (const [run] of node.textContent!.matchAll(latinRun)) found.push(`"${run}" in <${parent.tagName.toLowerCase()}>`);
    }
    for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder]')) {
      if (english(element)) continue;
      for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
        for (const [run] of (element.getAttribute(attribute) ?? '').matchAll(latinRun)) found.push(`"${run}" in <${element.tagName.toLowerCase()} ${attribute}>`);
      }
    }
    return found;
  });
