import { screen, within } from '@testing-library/react';
import { business } from 'shared-content';
import businessText from 'shared-content/text/en/business';
import english from 'shared-content/text/en/home';
import { renderWithText } from '../testing';
import Mobility from './Mobility';

const { mobility } = english;

function tableNamed(caption: string) {
  return screen.getByRole('table', { name: caption });
}

/** The table has these column headers, and each row, found by its row header (first of `rows`' entries), has the cells that follow it. */
function expectColumnsAndRows(table: HTMLElement, columnHeaders: readonly string[], rows: (readonly [string, ...string[]])[]) {
  expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(columnHeaders);
  for (const [rowHeader, ...cells] of rows) {
    const row = within(table).getByRole('rowheader', { name: rowHeader }).closest('tr')!;
    cells.forEach((cell) => expect(within(row).getByRole('cell', { name: cell })).toBeInTheDocument());
  }
}

describe('Next-generation mobility', () => {
  it('lists where we take people', () => {
    renderWithText(<Mobility />);
    const list = screen.getByRole('heading', { level: 3, name: mobility.usesHeading }).nextElementSibling as HTMLElement;
    const uses = within(list).getAllByRole('listitem').map((item) => item.textContent);
    expect(uses).toEqual(['Hospitals', 'Clinics', 'Dentists', 'Airports', 'Shopping', 'Recreation']);
  });

  it('explains why to ride with us', () => {
    renderWithText(<Mobility />);
    expect(screen.getByRole('heading', { level: 3, name: mobility.whyHeading })).toBeInTheDocument();
    mobility.whyText.forEach((paragraph) => expect(screen.getByText(paragraph)).toBeInTheDocument());
  });

  it('shows every offer in a table with column and row headers', () => {
    renderWithText(<Mobility />);
    const table = tableNamed(mobility.offersTable.caption);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(businessText.offers.map((o) => o.offer));
    expectColumnsAndRows(
      table,
      mobility.offersTable.headers,
      businessText.offers.map((offer) => [offer.offer, offer.whoFor, offer.benefit] as const),
    );
  });

  it('shows the offers of the spec: 50% first ride, 200 credits, 20% festival, 60+ seniors, 20% disabilities, centre rates', () => {
    renderWithText(<Mobility />);
    const table = tableNamed(mobility.offersTable.caption);
    for (const text of ['50% off', '200 credits', 'People aged 60+', '15% off or the loyalty programme', 'Fixed monthly rates']) {
      expect(within(table).getByText(text)).toBeInTheDocument();
    }
    expect(within(table).getAllByText('20% off')).toHaveLength(2);
  });

  it('shows the three plans in a table', () => {
    renderWithText(<Mobility />);
    const table = tableNamed(mobility.plansTable.caption);
    expect(within(table).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['Weekly', 'Monthly', 'Loyalty card']);
    expectColumnsAndRows(table, mobility.plansTable.headers, businessText.plans.map((plan) => [plan.plan, plan.rides, plan.benefit] as const));
  });

  it('puts each table in a group named by its caption, which is a tab stop only while it scrolls sideways', () => {
    renderWithText(<Mobility />);
    for (const caption of [mobility.offersTable.caption, mobility.plansTable.caption]) {
      const group = screen.getByRole('group', { name: caption });
      expect(group).toContainElement(tableNamed(caption));
      expect(group).not.toHaveAttribute('tabindex');
    }
  });

  it('makes a table that is wider than its group focusable, so the keyboard can scroll it', () => {
    const scrollWidth = jest.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(900);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(300);
    renderWithText(<Mobility />);
    expect(screen.getByRole('group', { name: mobility.offersTable.caption })).toHaveAttribute('tabindex', '0');
    scrollWidth.mockRestore();
    clientWidth.mockRestore();
  });

  it('states the cancellation policy from the business facts', () => {
    renderWithText(<Mobility />);
    expect(screen.getByRole('heading', { level: 3, name: mobility.cancellationHeading })).toBeInTheDocument();
    expect(screen.getByText(businessText.cancellation.summary)).toBeInTheDocument();
    expect(screen.getByText(businessText.cancellation.how)).toBeInTheDocument();
    expect(businessText.cancellation.summary).toContain(`${business.cancellation.noticeHours} hours`);
  });
});
