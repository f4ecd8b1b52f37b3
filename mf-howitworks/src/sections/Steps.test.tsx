import { screen, within } from '@testing-library/react';
import english from 'shared-content/text/en/howItWorks';
import { renderWithText } from '../testing';
import Steps from './Steps';

describe('Four steps', () => {
  it('is an ordered list of four steps, numbered 1 to 4 in order', () => {
    const { container } = renderWithText(<Steps />);
    const list = container.querySelector('ol');
    expect(list).not.toBeNull();
    const steps = within(list!).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(steps).toHaveLength(4);
    steps.forEach((step, index) => {
      const content = english.steps.list[index]!;
      expect(content.number).toBe(index + 1);
      expect(step).toHaveTextContent(`${english.steps.stepLabel} ${index + 1}`);
      expect(within(step).getByRole('heading', { level: 3 })).toHaveTextContent(content.title);
    });
  });

  it('shows each step with its description and every detail from shared-content', () => {
    renderWithText(<Steps />);
    english.steps.list.forEach((step) => {
      expect(screen.getByText(step.description)).toBeInTheDocument();
      const details = screen.getByRole('list', { name: `${english.steps.detailsLabel}: ${step.title}` });
      expect(within(details).getAllByRole('listitem').map((item) => item.textContent)).toEqual(step.details);
    });
  });
});
