import { render, screen, within } from '@testing-library/react';
import { business, homeContent } from 'shared-content';
import Mobility from './Mobility';

const { mobility } = homeContent;

function tableNamed(caption: string) {
  return screen.getByRole('table', { name: caption });
}

describe('Next-generation mobility', () => {
  it('lists where we take people', () => {
    render(<Mobility />);
    const list = screen.getByRole('heading', { level: 3, name: mobility.usesHeading }).nextElementSibling as HTMLElement;
    const uses = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(uses).toEqual(['Hospitals', 'Clinics', 'Dentists', 'Airports', 'Shopping', 'Recreation']);
  });

  it('explains why to ride with us', () => {
    render(<Mobility />);
    expect(screen.getByRole('heading', { level: 3, name: mobility.whyHeading })).toBeInTheDocument();
    mobility.whyText.forEach((paragraph) => expect(screen.getByText(paragraph)).toBeInTheDocument());
  });

  it('shows every offer in a table with column and row headers', () => {
    render(<Mobility />);
    const table = tableNamed(mobility.offersTable.caption);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(mobility.offersTable.headers);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(business.offers.map((o) => o.offer));
    for (const offer of business.offers) {
      const row = within(table).getByRole('rowheader', { name: offer.offer }).closest('tr')!;
      expect(within(row).getByRole('cell', { name: offer.whoFor })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: offer.benefit })).toBeInTheDocument();
    }
  });

  it('shows the offers of the spec: 50% first ride, 200 credits, 20% festival, 60+ seniors, 20% disabilities, centre rates', () => {
    render(<Mobility />);
    const table = tableNamed(mobility.offersTable.caption);
    for (const text of ['50% off', '200 credits', 'People aged 60+', '15% off or the loyalty programme', 'Fixed monthly rates']) {
      expect(within(table).getByText(text)).toBeInTheDocument();
    }
    expect(within(table).getAllByText('20% off')).toHaveLength(2);
  });

  it('shows the three plans in a table', () => {
    render(<Mobility />);
    const table = tableNamed(mobility.plansTable.caption);
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(mobility.plansTable.headers);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Weekly', 'Monthly', 'Loyalty card']);
    for (const plan of business.plans) {
      const row = within(table).getByRole('rowheader', { name: plan.plan }).closest('tr')!;
      expect(within(row).getByRole('cell', { name: plan.rides })).toBeInTheDocument();
      expect(within(row).getByRole('cell', { name: plan.benefit })).toBeInTheDocument();
    }
  });

  it('puts each table in a group named by its caption, which is a tab stop only while it scrolls sideways', () => {
    render(<Mobility />);
    for (const caption of [mobility.offersTable.caption, mobility.plansTable.caption]) {
      const group = screen.getByRole('group', { name: caption });
      expect(group).toContainElement(tableNamed(caption));
      expect(group).not.toHaveAttribute('tabindex');
    }
  });

  it('makes a table that is wider than its group focusable, so the keyboard can scroll it', () => {
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    render(<Mobility />);
    expect(screen.getByRole('group', { name: mobility.offersTable.caption })).toHaveAttribute('tabindex', '0');
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  });

  it('states the cancellation policy from the business facts', () => {
    render(<Mobility />);
    expect(screen.getByRole('heading', { level: 3, name: mobility.cancellationHeading })).toBeInTheDocument();
    expect(screen.getByText(business.cancellation.summary)).toBeInTheDocument();
    expect(screen.getByText(business.cancellation.how)).toBeInTheDocument();
    expect(business.cancellation.summary).toContain(`${business.cancellation.noticeHours} hours`);
  });
});
