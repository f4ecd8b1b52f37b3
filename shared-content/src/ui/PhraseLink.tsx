import type { ReactNode } from 'react';
import type { PhraseLinkWords } from '../types';

/**
 * A link that shows part of its phrase ("Learn More") and keeps the rest, before or after it in the
 * language's own word order, hidden from sight: its name is the whole phrase (`PhraseLinkWords`).
 */
export default function PhraseLink({ link, className, children }: { link: PhraseLinkWords; className?: string; children?: ReactNode }) {
  const at = link.phrase.indexOf(link.shown);
  if (at < 0) throw new Error(`"${link.phrase}" does not contain the words it shows, "${link.shown}"`);
  const before = link.phrase.slice(0, at);
  const after = link.phrase.slice(at + link.shown.length);
  return (
    <a className={className} href={link.href}>
      {before && <span className="visually-hidden">{before}</span>}
      {link.shown}
      {after && <span className="visually-hidden">{after}</span>}
      {children}
    </a>
  );
}
