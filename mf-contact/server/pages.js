// The pages the endpoint answers a form posted without JavaScript with: the confirmation (with the
// reference), the form again with its errors (everything typed kept), and short problem pages, each in
// the language of the page the form was sent from: the contact page's components (src/noscript/ServicePages.tsx,
// built into ./page-code), rendered once per answer. They use the site's own design tokens and base
// styles, inlined and allowed by their hash.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { createElement } = require('react');
const { renderToStaticMarkup } = require('react-dom/server');
const { ConfirmationPage, FormErrorsPage, ProblemPage, serviceStyle } = require('./page-code');
const { contactTextIn } = require('./rules');

const stylesDir = path.join(path.dirname(require.resolve('shared-content')), 'styles');
const style = [
  fs.readFileSync(path.join(stylesDir, 'tokens.css'), 'utf8'),
  fs.readFileSync(path.join(stylesDir, 'base.css'), 'utf8').replace(/@import[^;]+;/g, ''),
  serviceStyle,
].join('\n');
const styleHash = `'sha256-${crypto.createHash('sha256').update(style).digest('base64')}'`;

/** CSP of these pages: nothing but their own inline style, forms posting back to this endpoint. */
const pageSecurityPolicy = `default-src 'none'; style-src ${styleHash}; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

/**
 * The props a page of the service is given by its caller: all but its text and stylesheet, which come from here.
 * @template {(props: never) => unknown} Page
 * @typedef {Omit<Parameters<Page>[0], 'text' | 'style'>} CallerProps
 */

/**
 * A whole page as HTML: the component rendered once, in the visitor's language, with the pages' stylesheet.
 * @template {{ locale: import('shared-content').Locale, text: ReturnType<typeof contactTextIn>, style: string }} Props
 * @param {import('react').FunctionComponent<Props>} component
 * @param {Omit<Props, 'text' | 'style'>} props
 */
function pageHtml(component, { locale, ...props }) {
  // The rest of the caller's props plus these three are the component's props, which TypeScript cannot see through the spread.
  const pageProps = /** @type {Props} */ ({ locale, text: contactTextIn(locale), style, ...props });
  return `<!doctype html>\n${renderToStaticMarkup(createElement(component, pageProps))}`;
}

/**
 * The confirmation, with the reference.
 * @param {CallerProps<typeof ConfirmationPage>} props
 */
const confirmationPage = ({ locale, reference, siteUrl }) => pageHtml(ConfirmationPage, { locale, reference, siteUrl });

/**
 * A problem (service down, too many messages, ...) with the phone number.
 * @param {CallerProps<typeof ProblemPage>} props
 */
const problemPage = ({ locale, heading, message, siteUrl }) => pageHtml(ProblemPage, { locale, heading, message, siteUrl });

/**
 * The form again, as the visitor filled it, with the error summary and each field's error, and the form stamp it was sent with.
 * @param {CallerProps<typeof FormErrorsPage>} props
 */
const formErrorsPage = ({ locale, values, formStamp, errors, action, siteUrl }) => pageHtml(FormErrorsPage, { locale, values, formStamp, errors, action, siteUrl });

module.exports = { confirmationPage, problemPage, formErrorsPage, pageSecurityPolicy };
