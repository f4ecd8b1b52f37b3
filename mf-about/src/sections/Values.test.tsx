import { render, screen, within } from '@testing-library/react';
import { aboutContent } from 'shared-content';
import Values from './Values';

describe('Core values', () => {
  it('shows the four core values of the spec, in order, each with its description', () => {
    render(<Values />);
    const section = screen.getByRole('heading', { name: aboutContent.values.heading }).closest('section')!;
    const items = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Compassionate Care',
      'Safety First',
      'Medical Excellence',
      'Reliability',
    ]);
    aboutContent.values.list.forEach((value, index) => {
      expect(items[index]).toHaveTextContent(value.description);
    });
  });
});
