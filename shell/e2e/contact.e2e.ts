import { contactContent, messageFormId } from 'shared-content';
import { openPage, visit, waitUntilInteractive } from './support/browser';
import { pageHeadings } from './support/routes';
import { useSite } from './support/suite';

const site = useSite();
const { form } = contactContent;

describe.each([1280, 375])('The contact form at %i px', (width) => {
  async function openForm() {
    const watched = await openPage(site.browser, width);
    await visit(watched.page, `${site.url}/contact`);
    await watched.page.getByRole('heading', { level: 1, name: pageHeadings.contact }).waitFor();
    return watched;
  }

  it('shows the error summary for a bad submission, focused, with links to the fields', async () => {
    const { page, context, problems } = await openForm();
    await page.getByLabel(/^Phone number/).fill('12345');
    await page.getByRole('button', { name: form.submit }).click();
    await page.getByRole('heading', { name: form.errorSummaryTitle }).waitFor();
    const summary = page.locator('div', { has: page.getByRole('heading', { name: form.errorSummaryTitle }) }).last();
    expect(await summary.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await summary.getByRole('link', { name: form.errors.firstNameMissing }).click();
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).name)).toBe('firstName');
    expect(await page.getByLabel(/^Phone number/).getAttribute('aria-invalid')).toBe('true');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('hands a good message off to WhatsApp and e-mail with the text encoded, and keeps the draft on reload', async () => {
    const { page, context } = await openForm();
    const message = 'Pick-up at 7 am & back by 1 pm? #dialysis\ncc=someone@example.com 🚑 ధన్యవాదాలు شکریہ';
    await page.getByLabel(/^First name/).fill('Lakshmi');
    await page.getByLabel(/^Phone number/).fill('+91 98765 43210');
    await page.getByLabel(/^Your message/).fill(message);

    await page.reload();
    await waitUntilInteractive(page);
    await page.getByRole('heading', { level: 1, name: pageHeadings.contact }).waitFor();
    await page.waitForFunction(() => (document.querySelector('textarea[name="message"]') as HTMLTextAreaElement | null)?.value.length);
    expect(await page.getByLabel(/^Your message/).inputValue()).toBe(message);
    expect(await page.getByLabel(/^First name/).inputValue()).toBe('Lakshmi');

    await page.getByRole('button', { name: form.submit }).click();
    const whatsapp = page.getByRole('link', { name: form.handoff.whatsapp });
    await whatsapp.waitFor();
    const whatsappUrl = new URL((await whatsapp.getAttribute('href'))!);
    expect(`${whatsappUrl.origin}${whatsappUrl.pathname}`).toMatch(/^https:\/\/wa\.me\/\d{12}$/);
    expect([...whatsappUrl.searchParams.keys()]).toEqual(['text']);
    expect(whatsappUrl.searchParams.get('text')).toContain(message);

    const email = (await page.getByRole('link', { name: form.handoff.email }).getAttribute('href'))!;
    const [recipient, query] = email.replace(/^mailto:/, '').split('?');
    expect(recipient).toMatch(/^[^&?#=\s]+@[^&?#=\s]+$/);
    const params = new URLSearchParams(query);
    expect([...params.keys()].sort()).toEqual(['body', 'subject']);
    // E-mail bodies use CRLF line breaks.
    expect(params.get('body')!.replace(/\r\n/g, '\n')).toContain(message);
    expect(await page.locator(`#${messageFormId}`).count()).toBe(1);
    await context.close();
  });
});
