import { render as renderWithoutLanguage, screen, within } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { LocaleProvider } from '../i18n';
import { business, englishValues, exampleEmail } from '../business';
import { ambulancePhone } from '../site';
import urdu from '../text/ur/business';
import { Stethoscope } from 'lucide-react';
import { BusinessText, CallButton, Card, CardGrid, CardSection, CheckList, CtaBand, Hero, PhraseLink, Section, StatList, TextList, TextWithAside } from './index';

const render = (ui: ReactElement) =>
  renderWithoutLanguage(ui, {
    wrapper: ({ children }: { children: ReactNode }) => (
      <LocaleProvider locale="en" ui={{ call: 'Call' }}>
        {children}
      </LocaleProvider>
    ),
  });

describe('shared building blocks', () => {
  it('CallButton dials the business by default, and its name says it calls and which number', () => {
    render(<CallButton />);
    expect(screen.getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute('href', business.phone.href);
  });

  it("CallButton says its word in the page's language, the number left to right", () => {
    renderWithoutLanguage(
      <LocaleProvider locale="ur" ui={urdu.ui}>
        <CallButton />
      </LocaleProvider>,
    );
    const call = screen.getByRole('link', { name: `${urdu.ui.call} ${business.phone.display}` });
    expect(within(call).getByText(business.phone.display)).toHaveClass('phone-number');
  });

  it('CallButton dials another number with other words before it', () => {
    render(<CallButton phone={ambulancePhone} label="Call now" />);
    expect(screen.getByRole('link', { name: 'Call now 108' })).toHaveAttribute('href', 'tel:108');
  });

  it('CheckList keeps a phone number in a list item on one line', () => {
    render(<CheckList items={[`Call ${business.phone.display} today`]} />);
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent(`Call ${business.phone.display} today`);
    expect(within(item).getByText(business.phone.display)).toHaveClass('phone-number');
  });

  it('TextList shows each line as a list item, in order', () => {
    render(<TextList items={['Monday to Saturday', '8 am to 8 pm']} />);
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Monday to Saturday', '8 am to 8 pm']);
  });

  it('TextList shows each line as `show` renders it', () => {
    render(<TextList items={[`Call ${business.phone.display}`]} show={(line) => <BusinessText text={line} />} />);
    expect(within(screen.getByRole('listitem')).getByText(business.phone.display)).toHaveClass('phone-number');
  });

  it('BusinessText marks the values that stay in English lang="en" on an Urdu page, and keeps the number on one line', () => {
    const text = `${business.name}: ${business.email.display}, ${exampleEmail}, ${business.address.lines.join(', ')}, ${business.phone.display}`;
    const { container } = renderWithoutLanguage(
      <LocaleProvider locale="ur" ui={urdu.ui}>
        <p>
          <BusinessText text={`آداب ${text}۔`} />
        </p>
      </LocaleProvider>,
    );
    expect(container).toHaveTextContent(`آداب ${text}۔`);
    expect([...container.querySelectorAll('[lang="en"]')].map((element) => element.textContent)).toEqual(englishValues);
    expect(screen.getByText(business.phone.display)).toHaveClass('phone-number');
  });

  it('PhraseLink is named by the whole phrase, in its own word order, and shows only its part of it', () => {
    render(<PhraseLink link={{ shown: 'और जानें', phrase: 'हमारे बारे में और जानें', href: '/hi/about' }} />);
    const link = screen.getByRole('link', { name: 'हमारे बारे में और जानें' });
    expect(link).toHaveAttribute('href', '/hi/about');
    expect(within(link).getByText('हमारे बारे में')).toHaveClass('visually-hidden');
    expect(link.lastChild).toHaveProperty('textContent', 'और जानें');
  });

  it('PhraseLink refuses a phrase that does not contain the words it shows', () => {
    const reactsReport = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<PhraseLink link={{ shown: 'Learn More', phrase: 'About us', href: '/about' }} />)).toThrow('does not contain');
    reactsReport.mockRestore();
  });

  it('BusinessText adds no lang on an English page', () => {
    const { container } = render(<BusinessText text={`About ${business.name}`} />);
    expect(container).toHaveTextContent(`About ${business.name}`);
    expect(container.querySelector('[lang]')).toBeNull();
  });

  it('CardSection shows a card for each item with its icon hidden, what `more` adds, then what follows the cards', () => {
    const words = {
      heading: 'Reasons',
      intro: 'Why us',
      list: [
        { id: 'doctors', title: 'Doctors', description: 'Designed by doctors', badge: 'Doctor-led', extra: 'Since 2010' },
        { id: 'team', title: 'Team', description: 'A trained team', extra: 'Every ride' },
      ],
    };
    render(
      <CardSection words={words} icons={{ doctors: Stethoscope, team: Stethoscope }} more={(item) => <p>{item.extra}</p>}>
        <p>After the cards</p>
      </CardSection>,
    );
    const section = screen.getByRole('heading', { level: 2, name: 'Reasons' }).closest('section')!;
    expect(section).toHaveTextContent('Why us');
    const cards = within(within(section).getByRole('list')).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual(['Doctor-ledDoctorsDesigned by doctorsSince 2010', 'TeamA trained teamEvery ride']);
    cards.forEach((card) => expect(card.querySelector('svg')).toHaveAttribute('aria-hidden', 'true'));
    expect(section.lastElementChild!.lastElementChild).toHaveTextContent('After the cards');
  });

  it('TextWithAside puts the text in a block of its own, then the aside', () => {
    const { container } = render(
      <TextWithAside aside={<img alt="Van" src="van.svg" />}>
        <p>Text</p>
      </TextWithAside>,
    );
    const split = container.firstElementChild!;
    expect(Array.from(split.children, (child) => child.tagName)).toEqual(['DIV', 'IMG']);
    expect(split.firstElementChild).toHaveTextContent('Text');
  });

  it('Hero holds the one h1; Section and CtaBand start with an h2; cards with an h3; none is a landmark', () => {
    render(
      <>
        <Hero words={{ heading: 'Page', lead: 'Lead' }} aside={<StatList label="Figures" stats={[{ value: '10+', label: 'Years' }]} />} />
        <Section heading="Section">
          <CardGrid>
            <Card title="Card" badge="Badge">
              <p>Text</p>
            </Card>
          </CardGrid>
        </Section>
        <CtaBand words={{ heading: 'Band', text: 'Text' }} />
      </>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Page' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Section', 'Band']);
    expect(screen.getByRole('heading', { level: 3, name: 'Card' }).closest('li')).toHaveTextContent('Badge');
    expect(within(screen.getByRole('list', { name: 'Figures' })).getByRole('listitem')).toHaveTextContent('10+Years');
    expect(screen.queryAllByRole('region')).toEqual([]);
  });
});
