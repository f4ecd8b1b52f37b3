import { within } from '@testing-library/react';
import { itemsOfSection } from 'shared-content/testing';
import english from 'shared-content/text/en/about';
import { renderWithText } from '../testing';
import Values from './Values';

describe('Core values', () => {
  it('shows the four core values of the spec, in order, each with its description', () => {
    renderWithText(<Values />);
    const items = itemsOfSection(english.values.heading);
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Compassionate Care',
      'Safety First',
      'Medical Excellence',
      'Reliability',
    ]);
    english.values.list.forEach((value, index) => {
      expect(items[index]).toHaveTextContent(value.description);
    });
  });
});
