import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { business, exampleEmail, messageFormId } from 'shared-content';
import english from 'shared-content/text/en/contact';
import { draftKey } from '../form/draft';
import { sendTimeoutMs, stampTimeoutMs } from '../form/endpoint';
import { PageText } from '../text';
import { renderWithText, textIn } from '../testing';
import MessageForm from './MessageForm';

const text = english.form;
const label = (name: string) => text.fields.find((field) => field.name === name)!.label;
const input = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${label(name)}`) });
const submitButton = () => screen.getByRole('button', { name: new RegExp(`${text.submit}|${text.sending}`) });
const endpoint = 'https://forms.example.test/contact';

/** The stamp the service gives a form rendered in the browser (these tests' forms are: no composer stamped them). */
const givenStamp = '1795860000000.given-by-the-service';

/** The service at `endpoint`: a stamp for the form when asked, and `post`'s answer to each post, whose mock it returns. */
function serviceAnswering(post: (url: string, init: RequestInit) => Promise<Response>) {
  const posts = jest.fn(post);
  global.fetch = jest.fn((url: string, init: RequestInit) =>
    url === `${endpoint}/stamp` ? Promise.resolve(new Response(JSON.stringify({ stamp: givenStamp }))) : posts(url, init),
  ) as unknown as typeof fetch;
  return posts;
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(input('firstName'), 'Asha');
  await user.type(input('phone'), '98765 43210');
  await user.type(input('message'), 'Pick-up at 9 am, please.');
}

/** Renders the form with no endpoint, types each value into its field in this order and sends it; returns the user to go on with. */
async function sendTyped(values: Record<string, string>) {
  const user = userEvent.setup();
  renderWithText(<MessageForm endpoint="" />);
  for (const [name, value] of Object.entries(values)) await user.type(input(name), value);
  await user.click(screen.getByRole('button', { name: text.submit }));
  return user;
}

beforeEach(() => {
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('MessageForm typed into before its code arrived', () => {
  it('keeps the typed text, cursor and selection through hydration, and takes it as the message', async () => {
    const form = <PageText locale="en" text={textIn.en}>{<MessageForm endpoint="" />}</PageText>;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    // The visitor types into the server's HTML and selects part of it, as a browser lets them without script.
    const firstName = container.querySelector<HTMLInputElement>('[name="firstName"]')!;
    firstName.value = 'Asha Rani';
    firstName.setSelectionRange(2, 6);

    render(form, { container, hydrate: true });

    expect(input('firstName')).toHaveValue('Asha Rani');
    expect([firstName.selectionStart, firstName.selectionEnd]).toEqual([2, 6]);
    // The form's state holds it: kept as the draft, and sending checks the other fields, not this one.
    expect(JSON.parse(window.sessionStorage.getItem(draftKey)!)).toMatchObject({ firstName: 'Asha Rani' });
    await userEvent.setup().click(screen.getByRole('button', { name: text.submit }));
    expect(input('firstName')).toHaveValue('Asha Rani');
    expect(input('firstName')).not.toHaveAttribute('aria-invalid');
    expect(input('message')).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('MessageForm fields', () => {
  it('has every field of the spec with a visible label, type, autocomplete and stated limit', () => {
    renderWithText(<MessageForm endpoint="" />);
    for (const field of text.fields) {
      const element = input(field.name);
      expect(element).toHaveAttribute('name', field.name);
      expect(element).toHaveAttribute('autocomplete', field.autoComplete);
      expect(element).toHaveAccessibleDescription(expect.stringContaining(field.hint ?? ''));
      if (field.type === 'textarea') {
        expect(element.tagName).toBe('TEXTAREA');
        expect(element).toHaveAttribute('rows', '4');
      } else {
        expect(element).toHaveAttribute('type', field.type);
      }
      if (field.type !== 'tel') expect(element).toHaveAccessibleDescription(expect.stringContaining(text.limitHint(field.maxLength)));
    }
    expect(screen.getByRole('button', { name: text.submit })).toHaveAttribute('type', 'submit');
  });

  it('takes e-mail addresses and phone numbers left to right, also on an Urdu page', () => {
    renderWithText(<MessageForm endpoint="" />, 'ur');
    const [email, phone] = ['email', 'phone'].map((name) => document.querySelector(`[name="${name}"]`));
    expect(email).toHaveAttribute('dir', 'ltr');
    expect(phone).toHaveAttribute('dir', 'ltr');
    expect(document.querySelector('[name="firstName"]')).not.toHaveAttribute('dir');
  });

  it.each(['te', 'hi', 'ur'] as const)('marks the example e-mail address in the %s error English, in the summary and under the field', async (locale) => {
    const { form } = textIn[locale];
    const user = userEvent.setup();
    renderWithText(<MessageForm endpoint="" />, locale);
    const email = document.querySelector<HTMLInputElement>('[name="email"]')!;
    await user.type(email, 'not-an-email');
    await user.click(screen.getByRole('button', { name: form.submit }));
    expect(email).toHaveAccessibleDescription(expect.stringContaining(form.errors.emailFormat));
    const marked = [...document.querySelectorAll('[lang="en"]')].filter((element) => element.textContent === exampleEmail);
    expect(marked).toHaveLength(2);
  });

  it('is the target of the Book links', () => {
    const { container } = renderWithText(<MessageForm endpoint="" />);
    expect(container.querySelector(`#${messageFormId}`)).toContainElement(input('firstName'));
  });
});

describe('MessageForm accessibility findings', () => {
  it('announces the error summary as an alert and puts "Error:" before the page title until fixed', async () => {
    const user = userEvent.setup();
    document.title = 'Contact Us | Site';
    renderWithText(<MessageForm endpoint="" />);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(text.errorSummaryTitle);
    expect(screen.getByRole('alert')).toHaveFocus();
    expect(document.title).toBe(`${text.errorTitlePrefix} Contact Us | Site`);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.title).toBe('Contact Us | Site');
  });

  it('says in both labels that an email address or a phone number is needed', () => {
    renderWithText(<MessageForm endpoint="" />);
    expect(input('email')).toHaveAccessibleName(`${label('email')} ${text.labelNotes.email}`);
    expect(input('phone')).toHaveAccessibleName(`${label('phone')} ${text.labelNotes.phone}`);
  });

  it('exposes First name and Your message as required, and names each field and its hint with their spaces', () => {
    renderWithText(<MessageForm endpoint="" />);
    const required = text.fields.filter((field) => input(field.name).getAttribute('aria-required') === 'true').map((field) => field.name);
    expect(required).toEqual(['firstName', 'message']);
    expect(input('lastName')).toHaveAccessibleName(`${label('lastName')} ${text.optionalLabel}`);
    const email = text.fields.find((field) => field.name === 'email')!;
    expect(input('email')).toHaveAccessibleDescription(`${email.hint} ${text.limitHint(email.maxLength)}`);
  });

  it('accepts a phone number written +91 (0)98765 43210', async () => {
    const user = userEvent.setup();
    renderWithText(<MessageForm endpoint="" />);
    await user.type(input('firstName'), 'Asha');
    await user.type(input('phone'), '+91 (0)98765 43210');
    await user.type(input('message'), 'Hi');
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('heading', { name: text.confirm.heading })).toBeInTheDocument();
  });

  it('states the consent and retention, and hides the decoy field from people', () => {
    const { container } = renderWithText(<MessageForm endpoint="" />);
    expect(screen.getByText(text.consent)).toBeInTheDocument();
    expect(text.consent).toContain(`${text.retentionDays} days`);
    const trap = container.querySelector(`input[name="${text.honeypot.name}"]`)!;
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: text.honeypot.label })).toBeNull();
  });
});

describe('MessageForm validation', () => {
  it('shows a focused error summary linking to each field, and the message beside each field', async () => {
    const user = await sendTyped({ email: 'not-an-email', phone: '12345' });

    const summaryTitle = screen.getByRole('heading', { name: text.errorSummaryTitle });
    const summary = summaryTitle.parentElement!;
    expect(summary).toHaveFocus();
    const links = within(summary).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      text.errors.firstNameMissing,
      text.errors.emailFormat,
      text.errors.phoneFormat,
      text.errors.messageMissing,
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '#contact-firstName',
      '#contact-email',
      '#contact-phone',
      '#contact-message',
    ]);

    expect(input('firstName')).toHaveAttribute('aria-invalid', 'true');
    expect(input('firstName')).toHaveAccessibleDescription(expect.stringContaining(text.errors.firstNameMissing));
    expect(input('email')).toHaveAccessibleDescription(expect.stringContaining(text.errors.emailFormat));
    expect(input('phone')).toHaveAccessibleDescription(expect.stringContaining(text.errors.phoneFormat));
    expect(input('message')).toHaveAccessibleDescription(expect.stringContaining(text.errors.messageMissing));
    expect(input('lastName')).not.toHaveAttribute('aria-invalid');

    await user.click(links[2]);
    expect(input('phone')).toHaveFocus();
  });

  it('asks for a way to reply when both email and phone are empty', async () => {
    await sendTyped({ firstName: 'Asha', message: 'Hello' });
    expect(screen.getByRole('link', { name: text.errors.replyMissing })).toBeInTheDocument();
    expect(input('email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('states the length limit when a field is too long, and keeps the text', async () => {
    const user = userEvent.setup();
    renderWithText(<MessageForm endpoint="" />);
    await fillValid(user);
    const long = 'x'.repeat(text.fields.find((field) => field.name === 'service')!.maxLength + 1);
    await user.click(input('service'));
    await user.paste(long);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('link', { name: text.errors.tooLong(label('service'), 100) })).toBeInTheDocument();
    expect(input('service')).toHaveValue(long);
  });

  it('clears the errors once the visitor fixes them and sends again', async () => {
    const user = userEvent.setup();
    renderWithText(<MessageForm endpoint="" />);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('heading', { name: text.errorSummaryTitle })).toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.queryByRole('heading', { name: text.errorSummaryTitle })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: text.confirm.heading })).toHaveFocus();
  });
});

describe('MessageForm without an endpoint', () => {
  it('offers WhatsApp, e-mail and the phone with the message prefilled, never run as HTML', async () => {
    const user = userEvent.setup();
    const { container } = renderWithText(<MessageForm endpoint="" />);
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    await user.type(input('firstName'), '<img src=x onerror="window.hacked=1">Asha');
    await user.type(input('email'), 'asha@example.com');
    await user.click(input('message'));
    await user.paste('నమస్తే & سلام 🚑\ncc=spy@attacker.test?#<script>window.hacked=1</script>');
    await user.click(screen.getByRole('button', { name: text.submit }));

    expect(fetchSpy).not.toHaveBeenCalled();
    const whatsapp = new URL(screen.getByRole('link', { name: text.handoff.whatsapp }).getAttribute('href')!);
    expect(whatsapp.origin + whatsapp.pathname).toBe(`https://wa.me/${business.whatsapp.digits}`);
    expect([...whatsapp.searchParams.keys()]).toEqual(['text']);
    expect(whatsapp.searchParams.get('text')).toContain('cc=spy@attacker.test?#<script>');

    const mail = new URL(screen.getByRole('link', { name: text.handoff.email }).getAttribute('href')!);
    expect(mail.pathname).toBe(business.email.address);
    expect([...mail.searchParams.keys()]).toEqual(['subject', 'body']);
    expect(mail.searchParams.get('body')).toContain('నమస్తే & سلام 🚑\r\ncc=spy@attacker.test?#<script>');

    expect(screen.getByRole('link', { name: business.phone.display })).toHaveAttribute('href', business.phone.href);

    // The preview shows the typed markup as text: no element was created from it.
    expect(screen.getByText(/<img src=x onerror/)).toBeInTheDocument();
    expect(container.querySelector('img, script')).toBeNull();
    expect((window as unknown as { hacked?: number }).hacked).toBeUndefined();
  });

  it('goes back to the form with everything kept', async () => {
    const user = userEvent.setup();
    renderWithText(<MessageForm endpoint="" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: text.submit }));
    await user.click(screen.getByRole('button', { name: text.confirm.edit }));
    expect(input('firstName')).toHaveValue('Asha');
    expect(input('firstName')).toHaveFocus();
    expect(input('message')).toHaveValue('Pick-up at 9 am, please.');
  });
});

describe('MessageForm with an endpoint', () => {
  it('POSTs JSON, shows sending, prevents a double submit, then shows sent and clears the draft', async () => {
    const user = userEvent.setup();
    let answer!: (response: Response) => void;
    const fetchMock = serviceAnswering(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderWithText(<MessageForm endpoint={endpoint} />);
    await fillValid(user);
    await user.click(submitButton());

    expect(submitButton()).toHaveTextContent(text.sending);
    expect(submitButton()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('status')).toHaveTextContent(text.sendingStatus);
    await user.click(submitButton());
    await user.click(submitButton());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The form's stamp was asked of the service once, when the visitor began (this form came without one).
    expect(jest.mocked(global.fetch).mock.calls.map(([url]) => url)).toEqual([`${endpoint}/stamp`, endpoint]);

    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(endpoint);
    expect(init.method).toBe('POST');
    expect(init.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(JSON.parse(init.body as string)).toEqual({
      firstName: 'Asha',
      lastName: '',
      email: '',
      phone: '98765 43210',
      service: '',
      message: 'Pick-up at 9 am, please.',
      locale: 'en',
      [text.honeypot.name]: '',
      formStamp: givenStamp,
    });
    // Until the service confirms, the draft stays.
    expect(window.sessionStorage.getItem(draftKey)).toContain('Pick-up at 9 am');

    await act(async () => answer(new Response(JSON.stringify({ reference: 'K7M2-9QXD' }), { status: 201 })));
    expect(screen.getByRole('heading', { name: text.sent.heading })).toHaveFocus();
    expect(screen.getByText('K7M2-9QXD')).toBeInTheDocument();
    expect(screen.getByText(text.sent.referenceLabel, { exact: false })).toHaveTextContent('K7M2-9QXD');
    expect(window.sessionStorage.getItem(draftKey)).toBeNull();

    await user.click(screen.getByRole('button', { name: text.sent.another }));
    expect(input('firstName')).toHaveValue('');
  });

  it('sends the stamp the composer wrote into the page, hydrated, and asks the service for none', async () => {
    const user = userEvent.setup();
    const posts = serviceAnswering(() => Promise.resolve(new Response(JSON.stringify({ reference: 'K7M2-9QXD' }), { status: 201 })));
    const form = <PageText locale="en" text={textIn.en}>{<MessageForm endpoint={endpoint} />}</PageText>;
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = renderToString(form);
    container.querySelector('input[name="formStamp"]')!.setAttribute('value', '1795860000000.written-by-the-composer');
    render(form, { container, hydrate: true });
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: text.sent.heading });
    expect(jest.mocked(global.fetch).mock.calls.map(([url]) => url)).toEqual([endpoint]);
    expect(JSON.parse(posts.mock.calls[0][1].body as string)).toMatchObject({ formStamp: '1795860000000.written-by-the-composer' });
  });

  it('sends a draft restored after a visit to another page with the stamp its form first had, not as if just begun', async () => {
    const user = userEvent.setup();
    const posts = serviceAnswering(() => Promise.resolve(new Response(JSON.stringify({ reference: 'K7M2-9QXD' }), { status: 201 })));
    const first = renderWithText(<MessageForm endpoint={endpoint} />);
    await user.type(input('firstName'), 'Asha');
    first.unmount();
    renderWithText(<MessageForm endpoint={endpoint} />);
    await user.type(input('phone'), '98765 43210');
    await user.type(input('message'), 'Pick-up at 9 am, please.');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: text.sent.heading });
    expect(jest.mocked(global.fetch).mock.calls.map(([url]) => url)).toEqual([`${endpoint}/stamp`, endpoint]);
    expect(JSON.parse(posts.mock.calls[0][1].body as string)).toMatchObject({ firstName: 'Asha', formStamp: givenStamp });
    // Sent: the draft and its stamp are gone.
    expect(window.sessionStorage.length).toBe(0);
  });

  it('sends the message without a stamp when the service gives none, saying why in the console', async () => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const post = jest.fn<Promise<Response>, [string, RequestInit]>(() => Promise.resolve(new Response(JSON.stringify({ reference: 'K7M2-9QXD' }), { status: 201 })));
    global.fetch = jest.fn((url: string, init: RequestInit) => (url.endsWith('/stamp') ? Promise.resolve(new Response('', { status: 503 })) : post(url, init))) as unknown as typeof fetch;
    renderWithText(<MessageForm endpoint={endpoint} />);
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: text.sent.heading });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('[contact] The form has no stamp'), new Error('answered 503'));
    expect(JSON.parse(post.mock.calls[0][1].body as string)).toMatchObject({ formStamp: '' });
  });

  it('asks for the stamp again when the visitor sends again after the service was down, and sends the stamp then given', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let up = false;
    const post = jest.fn<Promise<Response>, [string, RequestInit]>(() =>
      Promise.resolve(up ? new Response(JSON.stringify({ reference: 'K7M2-9QXD' }), { status: 201 }) : new Response('', { status: 503 })),
    );
    global.fetch = jest.fn((url: string, init: RequestInit) =>
      url.endsWith('/stamp') ? (up ? Promise.resolve(new Response(JSON.stringify({ stamp: givenStamp }))) : Promise.reject(new TypeError('Failed to fetch'))) : post(url, init),
    ) as unknown as typeof fetch;
    renderWithText(<MessageForm endpoint={endpoint} />);
    await fillValid(user);
    await user.click(submitButton());
    await screen.findByRole('heading', { name: text.failed.heading });

    up = true;
    await user.click(submitButton());
    await screen.findByRole('heading', { name: text.sent.heading });
    expect(JSON.parse(post.mock.calls[1][1].body as string)).toMatchObject({ formStamp: givenStamp });
  });

  it('asks once more when the stamp request made as the visitor began fails while sending', async () => {
    const user = userEvent.setup();
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let failFirstStamp!: (error: Error) => void;
    const stampAnswers = [new Promise<Response>((_resolve, reject) => (failFirstStamp = reject)), Promise.resolve(new Response(JSON.stringify({ stamp: givenStamp })))];
    const post = jest.fn<Promise<Response>, [string, RequestInit]>(() => Promise.resolve(new Response(JSON.stringify({ reference: 'K7M2-9QXD' }), { status: 201 })));
    global.fetch = jest.fn((url: string, init: RequestInit) => (url.endsWith('/stamp') ? stampAnswers.shift()! : post(url, init))) as unknown as typeof fetch;
    renderWithText(<MessageForm endpoint={endpoint} />);
    await fillValid(user);
    await user.click(submitButton());
    await act(async () => failFirstStamp(new TypeError('Failed to fetch')));
    await screen.findByRole('heading', { name: text.sent.heading });
    expect(jest.mocked(global.fetch).mock.calls.map(([url]) => url)).toEqual([`${endpoint}/stamp`, `${endpoint}/stamp`, endpoint]);
    expect(JSON.parse(post.mock.calls[0][1].body as string)).toMatchObject({ formStamp: givenStamp });
  });

  it('gives the post its whole time once the stamp arrives, however long the stamp took', async () => {
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      let giveStamp!: (response: Response) => void;
      const post = jest.fn<Promise<Response>, [string, RequestInit]>(() => new Promise<Response>(() => undefined));
      global.fetch = jest.fn((url: string, init: RequestInit) =>
        url.endsWith('/stamp') ? new Promise<Response>((resolve) => (giveStamp = resolve)) : post(url, init),
      ) as unknown as typeof fetch;
      renderWithText(<MessageForm endpoint={endpoint} />);
      await fillValid(user);
      await user.click(submitButton());
      await act(async () => jest.advanceTimersByTime(stampTimeoutMs - 1000));
      await act(async () => giveStamp(new Response(JSON.stringify({ stamp: givenStamp }))));
      const { signal } = post.mock.calls[0][1];

      await act(async () => jest.advanceTimersByTime(sendTimeoutMs - 1));
      expect(signal!.aborted).toBe(false);
      await act(async () => jest.advanceTimersByTime(1));
      expect(signal!.aborted).toBe(true);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows the errors the service found, on the fields, without losing anything', async () => {
    const user = userEvent.setup();
    const errors = { phone: text.errors.phoneFormat };
    serviceAnswering(() => Promise.resolve(new Response(JSON.stringify({ errors }), { status: 422 })));
    renderWithText(<MessageForm endpoint={endpoint} />);
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(text.errors.phoneFormat);
    expect(input('phone')).toHaveAttribute('aria-invalid', 'true');
    expect(input('message')).toHaveValue('Pick-up at 9 am, please.');
  });

  it('says what the service said when it refuses (too many messages), and keeps the draft', async () => {
    const user = userEvent.setup();
    const refusal = text.server.rateLimited.text;
    serviceAnswering(() => Promise.resolve(new Response(JSON.stringify({ error: refusal }), { status: 429 })));
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithText(<MessageForm endpoint={endpoint} />);
    await fillValid(user);
    await user.click(submitButton());
    expect(await screen.findByRole('heading', { name: text.failed.heading })).toHaveFocus();
    expect(screen.getByText(refusal)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: text.handoff.whatsapp })).toBeInTheDocument();
    expect(window.sessionStorage.getItem(draftKey)).toContain('Pick-up at 9 am');
    expect(warn).toHaveBeenCalledWith('[contact] The message was not sent:', new Error('Form endpoint answered 429'));
    warn.mockRestore();
  });

  it('posts to the endpoint without JavaScript: method POST, never GET, with the page language', () => {
    const { container } = renderWithText(<MessageForm endpoint={endpoint} />, 'hi');
    const form = container.querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', endpoint);
    expect(form.querySelector('input[type="hidden"][name="locale"]')).toHaveValue('hi');
  });

  it.each([
    ['the server answers with an error', () => Promise.resolve(new Response('', { status: 500 }))],
    ['the answer has no reference', () => Promise.resolve(new Response('{}', { status: 200 }))],
    ['the network fails', () => Promise.reject(new TypeError('Failed to fetch'))],
  ])('keeps every word, offers the other ways and says why in the console when %s', async (_case, respond) => {
    const user = userEvent.setup();
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const fetchMock = serviceAnswering(respond);
    renderWithText(<MessageForm endpoint={endpoint} />);
    await fillValid(user);
    await user.click(submitButton());

    expect(await screen.findByRole('heading', { name: text.failed.heading })).toHaveFocus();
    expect(input('firstName')).toHaveValue('Asha');
    expect(input('phone')).toHaveValue('98765 43210');
    expect(input('message')).toHaveValue('Pick-up at 9 am, please.');
    expect(window.sessionStorage.getItem(draftKey)).toContain('Pick-up at 9 am');
    expect(screen.getByRole('link', { name: text.handoff.whatsapp })).toHaveAttribute(
      'href',
      expect.stringContaining(encodeURIComponent('Pick-up at 9 am, please.')),
    );
    expect(screen.getByRole('link', { name: text.handoff.email })).toBeInTheDocument();

    expect(warn).toHaveBeenCalledWith('[contact] The message was not sent:', expect.any(Error));
    warn.mockRestore();

    // The visitor can try again.
    await user.click(submitButton());
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('MessageForm draft', () => {
  it('restores what was typed after the page is left and opened again', async () => {
    const user = userEvent.setup();
    const first = renderWithText(<MessageForm endpoint="" />);
    await user.type(input('firstName'), 'Asha');
    await user.type(input('message'), 'నమస్తే 🚑');
    first.unmount();

    renderWithText(<MessageForm endpoint="" />);
    expect(input('firstName')).toHaveValue('Asha');
    expect(input('message')).toHaveValue('నమస్తే 🚑');
    expect(screen.getByText(text.draftRestored)).toBeInTheDocument();
  });

  it('forgets the draft when the visitor clears the form, with an undo', async () => {
    const user = userEvent.setup();
    const first = renderWithText(<MessageForm endpoint="" />);
    await user.type(input('firstName'), 'Asha');
    await user.click(screen.getByRole('button', { name: text.clear }));
    expect(input('firstName')).toHaveValue('');
    expect(screen.getByRole('status')).toHaveTextContent(text.cleared);
    expect(window.sessionStorage.getItem(draftKey)).toBeNull();

    await user.click(screen.getByRole('button', { name: text.undoClear }));
    expect(input('firstName')).toHaveValue('Asha');
    first.unmount();

    renderWithText(<MessageForm endpoint="" />);
    expect(input('firstName')).toHaveValue('Asha');
  });

  it('works when sessionStorage is blocked', async () => {
    jest.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const user = userEvent.setup();
    renderWithText(<MessageForm endpoint="" />);
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: text.submit }));
    expect(screen.getByRole('heading', { name: text.confirm.heading })).toBeInTheDocument();
  });
});
