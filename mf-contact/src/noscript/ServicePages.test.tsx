import { within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactElement } from 'react';
import { business } from 'shared-content';
import { validate } from '../form/validate';
import { emptyValues } from '../form/values';
import { textIn } from '../testing';
import { FORM_STAMP_FIELD } from 'shared-content/tooling/fragment/names';
import { ConfirmationPage, FormErrorsPage, ProblemPage } from './ServicePages';

const text = textIn.en;
const page = { locale: 'en' as const, text, siteUrl: 'http://site.test/contact', style: 'main { color: black; }' };

/** The page as a browser would read it: this test's document becomes the page. */
function open(element: ReactElement) {
  const page = new DOMParser().parseFromString(`<!doctype html>${renderToStaticMarkup(element)}`, 'text/html').documentElement;
  document.documentElement.innerHTML = page.innerHTML;
  for (const name of ['lang', 'dir']) document.documentElement.setAttribute(name, page.getAttribute(name) ?? '');
  return within(document.body);
}

afterEach(() => jest.restoreAllMocks());

describe('the no-JavaScript form page', () => {
  const values = { ...emptyValues(), email: 'not an address', message: 'Pick-up at 9' };
  const errors = validate(values, text.form);

  it('shows the form as the visitor filled it, each error on its field, posting back to the service', () => {
    const consoleError = jest.spyOn(console, 'error');
    const screen = open(<FormErrorsPage {...page} values={values} formStamp="1795860000000.sent-with" errors={errors} action="/api/messages" />);
    expect(document.title).toBe(`${text.form.errorTitlePrefix} ${text.form.heading} | ${business.name}`);
    const email = screen.getByRole('textbox', { name: /^Email address/ });
    expect(email).toHaveValue('not an address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription(expect.stringContaining(errors.email!));
    expect(screen.getByRole('textbox', { name: /^Your message/ })).toHaveValue('Pick-up at 9');
    expect(screen.getByRole('textbox', { name: /^Your message/ })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveAttribute('aria-required', 'true');
    expect(email).not.toHaveAttribute('aria-required');
    const form = document.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', '/api/messages');
    // Sent again, it carries the stamp of the form first served: the time to correct it is the person's too.
    expect(form.querySelector(`input[type="hidden"][name="${FORM_STAMP_FIELD}"]`)).toHaveValue('1795860000000.sent-with');
    expect(screen.getByRole('button', { name: text.form.submit })).toHaveAttribute('type', 'submit');
    // The browser form's fields, rendered without their change handlers: no React warning per request.
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('links each error in the summary to its field', () => {
    const screen = open(<FormErrorsPage {...page} values={values} formStamp="" errors={errors} action="/api/messages" />);
    const summary = screen.getByRole('alert');
    within(summary).getByRole('heading', { level: 2, name: text.form.errorSummaryTitle });
    expect(within(summary).getByRole('link', { name: errors.email })).toHaveAttribute('href', '#contact-email');
  });
});

describe('the confirmation and problem pages', () => {
  it('give the reference, the phone number and the way back', () => {
    const screen = open(<ConfirmationPage {...page} reference="AB2C-3456" />);
    screen.getByRole('heading', { level: 1, name: text.form.sent.heading });
    screen.getByText('AB2C-3456');
    expect(screen.getByRole('link', { name: new RegExp(text.form.server.callLabel) })).toHaveAttribute('href', business.phone.href);
    expect(screen.getByRole('link', { name: text.form.server.backToSite })).toHaveAttribute('href', page.siteUrl);
  });

  it('say what went wrong, in the page language', () => {
    const { unavailable } = textIn.ur.form.server;
    const screen = open(<ProblemPage {...page} locale="ur" text={textIn.ur} heading={unavailable.heading} message={unavailable.text} />);
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    screen.getByRole('heading', { level: 1, name: unavailable.heading });
    screen.getByText(unavailable.text);
  });
});
