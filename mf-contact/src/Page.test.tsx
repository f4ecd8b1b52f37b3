import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { business, messageFormId } from 'shared-content';
import { expectOneH1, itemsOfSection, sectionHeadedBy } from 'shared-content/testing';
import businessText from 'shared-content/text/en/business';
import english from 'shared-content/text/en/contact';
import urdu from 'shared-content/text/ur/contact';
import Page from './Page';

const { methods, office, faqs, emergency } = english;
const renderPage = () => render(<Page locale="en" text={english} />);

describe('Contact page', () => {
  it('has one h1, the heading from shared-content', () => {
    renderPage();
    expectOneH1(english.hero.heading);
  });

  it('shows the lead text from shared-content', () => {
    renderPage();
    expect(screen.getByText(english.hero.lead)).toBeInTheDocument();
  });

  it('never skips a heading level, and makes no landmark of its sections but the message form', () => {
    const { container } = renderPage();
    const levels = [...container.querySelectorAll('h1, h2, h3, h4')].map((heading) => Number(heading.tagName[1]));
    levels.forEach((level, index) => {
      if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1] + 1);
    });
    const regions = screen.queryAllByRole('region');
    expect(regions.filter((region) => !region.contains(container.querySelector(`#${messageFormId}`)))).toEqual([]);
  });

  it('shows the four contact methods with their value, description, action and urgent flag in text', () => {
    renderPage();
    const cards = itemsOfSection(methods.heading);
    expect(cards).toHaveLength(4);
    expect(methods.items.map((method) => method.title)).toEqual(['Emergency Line', 'Email Support', 'WhatsApp', 'Book Online']);

    methods.items.forEach((method, index) => {
      const card = within(cards[index]);
      expect(card.getByRole('heading', { level: 3, name: method.title })).toBeInTheDocument();
      expect(card.getByText(method.value, { selector: 'p, p > span' })).toBeInTheDocument();
      expect(card.getByText(method.description)).toBeInTheDocument();
      expect(card.getByRole('link', { name: method.action.label })).toHaveAttribute('href', method.action.href);
      if (method.urgent) expect(card.getByText(methods.urgentLabel)).toBeInTheDocument();
      else expect(card.queryByText(methods.urgentLabel)).not.toBeInTheDocument();
    });

    const hrefs = methods.items.map((method) => method.action.href);
    expect(hrefs).toEqual([business.phone.href, business.email.href, `https://wa.me/${business.whatsapp.digits}`, `#${messageFormId}`]);
    expect(methods.items[0].urgent).toBe(true);
  });

  it('shows every office card from shared-content, with the days and hours', () => {
    renderPage();
    const section = sectionHeadedBy(office.heading);
    for (const item of office.items) {
      const heading = section.getByRole('heading', { level: 3, name: item.title });
      const card = within(heading.closest('li')!);
      for (const line of item.lines) expect(card.getByText(line)).toBeInTheDocument();
    }
    expect(section.getByText(businessText.hours.days)).toBeInTheDocument();
    expect(section.getByText(businessText.hours.display)).toBeInTheDocument();
    for (const line of business.address.lines) expect(section.getByText(line)).toBeInTheDocument();
  });

  it('shows the four FAQs as disclosures that open and close', async () => {
    const user = userEvent.setup();
    const { container } = renderPage();
    const section = screen.getByRole('heading', { name: faqs.heading }).closest('section')!;
    expect(faqs.items).toHaveLength(4);
    const details = section.querySelectorAll('details');
    expect(details).toHaveLength(4);
    faqs.items.forEach((faq, index) => {
      expect(within(details[index]).getByText(faq.question).closest('summary')).not.toBeNull();
      expect(within(details[index]).getByText(faq.answer)).toBeInTheDocument();
    });
    const first = container.querySelector('details')!;
    expect(first).not.toHaveAttribute('open');
    await user.click(screen.getByText(faqs.items[0].question));
    expect(first).toHaveAttribute('open');
  });

  it('tells the reader to call 108 in a life-threatening emergency, and gives the booking line', () => {
    renderPage();
    const banner = sectionHeadedBy(emergency.heading);
    expect(emergency.heading).toContain(business.ambulanceNumber);
    expect(banner.getByText(emergency.text)).toBeInTheDocument();
    expect(banner.getByRole('link', { name: 'Call 108' })).toHaveAttribute('href', 'tel:108');
    expect(banner.getByRole('link', { name: `Call ${business.phone.display}` })).toHaveAttribute('href', business.phone.href);
  });

  it('contains the message form with the id the Book links use', () => {
    const { container } = renderPage();
    const target = container.querySelector(`#${messageFormId}`);
    expect(target).toContainElement(screen.getByRole('button', { name: english.form.submit }));
  });
});

describe('Contact page in Urdu', () => {
  const { form } = urdu;
  const field = (name: string) => form.fields.find((candidate) => candidate.name === name)!;

  it('labels the form in Urdu and posts the language with it', () => {
    const { container } = render(<Page locale="ur" text={urdu} />);
    expect(screen.getByRole('heading', { level: 1, name: urdu.hero.heading })).toBeInTheDocument();
    for (const name of ['firstName', 'message']) {
      expect(field(name).label).not.toBe(english.form.fields.find((candidate) => candidate.name === name)!.label);
      expect(screen.getByRole('textbox', { name: new RegExp(`^${field(name).label}`) })).toBeInTheDocument();
    }
    expect(container.querySelector('form input[type="hidden"][name="locale"]')).toHaveValue('ur');
  });

  it('shows the error summary in Urdu when the form is sent empty', async () => {
    const user = userEvent.setup();
    render(<Page locale="ur" text={urdu} />);
    await user.click(screen.getByRole('button', { name: form.submit }));
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent(form.errorSummaryTitle);
    expect(within(summary).getAllByRole('link').map((link) => link.textContent)).toEqual([
      form.errors.firstNameMissing,
      form.errors.replyMissing,
      form.errors.messageMissing,
    ]);
    expect(form.errorSummaryTitle).not.toBe(english.form.errorSummaryTitle);
  });

  it('keeps the e-mail address left to right', () => {
    render(<Page locale="ur" text={urdu} />);
    const address = screen.getByText(business.email.display, { selector: 'span' });
    expect(address.closest('[dir]')).toHaveAttribute('dir', 'ltr');
    expect(address).toHaveAttribute('lang', 'en');
  });
});
