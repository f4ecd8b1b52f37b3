import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardGrid } from './Card';
import Section from './Section';

/** The words of one card of a CardSection, with the id its icon is picked by. */
export interface CardSectionItem {
  id: string;
  title: string;
  description: string;
  badge?: string;
}

export interface CardSectionProps<Item extends CardSectionItem> {
  /** The section's heading and intro, and the words of each card. */
  words: { heading: string; intro: string; list: readonly Item[] };
  /** The decorative icon of each card, by its id. */
  icons: Record<Item['id'], LucideIcon>;
  /** What a card shows below its description. */
  more?: (item: Item) => ReactNode;
  /** What follows the cards. */
  children?: ReactNode;
}

/** A section of cards that each say one thing: icon, title, an optional badge and a paragraph. */
export default function CardSection<Item extends CardSectionItem>({ words, icons, more, children }: CardSectionProps<Item>) {
  return (
    <Section heading={words.heading} intro={words.intro}>
      <CardGrid>
        {words.list.map((item) => {
          const Icon: LucideIcon = icons[item.id as Item['id']];
          return (
            <Card key={item.id} title={item.title} badge={item.badge} icon={<Icon aria-hidden="true" />}>
              <p>{item.description}</p>
              {more?.(item)}
            </Card>
          );
        })}
      </CardGrid>
      {children}
    </Section>
  );
}
