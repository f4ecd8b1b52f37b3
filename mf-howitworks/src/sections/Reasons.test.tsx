import { expectCards, itemsOfSection } from 'shared-content/testing';
import english from 'shared-content/text/en/howItWorks';
import { renderWithText } from '../testing';
import Reasons from './Reasons';

describe('Reasons to choose us', () => {
  it('shows the four reasons from shared-content, each with title, description and badge', () => {
    renderWithText(<Reasons />);
    const items = itemsOfSection(english.reasons.heading);
    expect(items).toHaveLength(4);
    expectCards(items, english.reasons.list.map((reason) => ({ title: reason.title, texts: [reason.description, reason.badge] })));
  });
});
