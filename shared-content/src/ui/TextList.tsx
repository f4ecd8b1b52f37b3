/** Lines of text as a list, one item each, in the look the caller's `className` gives it (a card's points, a note's lines). */
export default function TextList({ items, className }: { items: readonly string[]; className?: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
