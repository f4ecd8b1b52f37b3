import type { ReactNode } from 'react';

interface TextListProps {
  items: readonly string[];
  className?: string;
  show?: (item: string) => ReactNode;
}

/**
 * Lines of text as a list, one item each, in the look the caller's `className` gives it (a card's points, a note's
 * lines); `show` renders a line other than as plain text (an office's lines as BusinessText).
 */
export default function TextList({ items, className, show = (item) => item }: TextListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{show(item)}</li>
      ))}
    </ul>
  );
}
