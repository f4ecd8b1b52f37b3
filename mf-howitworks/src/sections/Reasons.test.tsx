import { expectSectionCards } from 'shared-content/testing';
import english from 'shared-content/text/en/howItWorks';
import { renderWithText } from '../testing';
import Reasons from './Reasons';

describe('Reasons to choose us', () => {
  it('shows the four reasons from shared-content, each with title, description and badge', () => {
    renderWithText(<Reasons />);
    expect(english.reasons.list).toHaveLength(4);
    expectSectionCards(english.reasons.heading, english.reasons.list.map((reason) => ({ title: reason.title, texts: [reason.description, reason.badge] })));
  });
});
