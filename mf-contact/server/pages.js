// The pages the endpoint answers a form posted without JavaScript with: the confirmation (with the
// reference), the form again with its errors (everything typed kept), and short problem pages, each in
// the language of the page the form was sent from. They use the site's own design tokens and base
// styles, inlined and allowed by their hash.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { business, contactTextIn, fieldNames, localeInfo } = require('./rules');

const stylesDir = path.join(path.dirname(require.resolve('shared-content')), 'styles');
const style = [
  fs.readFileSync(path.join(stylesDir, 'tokens.css'), 'utf8'),
  fs.readFileSync(path.join(stylesDir, 'base.css'), 'utf8').replace(/@import[^;]+;/g, ''),
  `main { max-width: 46rem; margin-inline: auto; padding: var(--space-6) var(--space-4); }
  .reference { font-size: var(--font-size-2xl); font-weight: var(--font-weight-bold); letter-spacing: 0.08em; }
  .panel { padding: var(--space-4); border-inline-start: 5px solid var(--color-success); background: var(--color-success-surface); border-radius: var(--radius-sm); }
  .problem { border-inline-start-color: var(--color-urgent); background: var(--color-urgent-surface); }
  .actions { display: flex; flex-wrap: wrap; gap: var(--space-3); margin-block-start: var(--space-5); }
  .field { display: flex; flex-direction: column; margin-block-start: var(--space-5); }
  label { font-weight: var(--font-weight-bold); }
  .hint { margin: 0 0 var(--space-2); font-size: var(--font-size-sm); color: var(--color-text-muted); }
  .error { margin: 0 0 var(--space-2); font-weight: var(--font-weight-bold); color: var(--color-urgent); }
  input, textarea { min-height: var(--tap-target); padding: var(--space-2) var(--space-3); font: inherit; border: 2px solid var(--color-text-muted); border-radius: var(--radius-sm); }
  [aria-invalid='true'] { border-color: var(--color-urgent); }
  input:focus, textarea:focus { outline: 3px solid transparent; box-shadow: var(--focus-ring); }
  .summary { padding: var(--space-4); border: 4px solid var(--color-urgent); border-radius: var(--radius-sm); }
  .summary a { color: var(--color-urgent); font-weight: var(--font-weight-bold); }`,
].join('\n');
const styleHash = `'sha256-${crypto.createHash('sha256').update(style).digest('base64')}'`;

/** CSP of these pages: nothing but their own inline style, forms posting back to this endpoint. */
const pageSecurityPolicy = `default-src 'none'; style-src ${styleHash}; img-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`;

const escapeHtml = (value) =>
  String(value).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

function documentHtml({ locale, title, body, siteUrl }) {
  const { server } = contactTextIn(locale).form;
  const { lang, dir } = localeInfo[locale];
  return `<!doctype html>
<html lang="${lang}" dir="${dir}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} | ${escapeHtml(business.name)}</title>
<style>${style}</style>
</head>
<body>
<main>
${body}
<div class="actions">
<a class="button" href="${escapeHtml(business.phone.href)}">${escapeHtml(server.callLabel)} <span class="phone-number">${escapeHtml(business.phone.display)}</span></a>
<a class="button button--secondary" href="${escapeHtml(siteUrl)}">${escapeHtml(server.backToSite)}</a>
</div>
</main>
</body>
</html>`;
}

function confirmationPage({ locale, reference, siteUrl }) {
  const text = contactTextIn(locale).form;
  return documentHtml({
    locale,
    title: text.sent.heading,
    siteUrl,
    body: `<h1>${escapeHtml(text.sent.heading)}</h1>
<div class="panel">
<p>${escapeHtml(text.sent.referenceLabel)}</p>
<p class="reference" dir="ltr">${escapeHtml(reference)}</p>
<p>${escapeHtml(text.sent.text)}</p>
</div>`,
  });
}

function problemPage({ locale, heading, message, siteUrl }) {
  return documentHtml({
    locale,
    title: `${contactTextIn(locale).form.errorTitlePrefix} ${heading}`,
    siteUrl,
    body: `<h1>${escapeHtml(heading)}</h1>
<div class="panel problem"><p>${escapeHtml(message)}</p></div>`,
  });
}

/** The form again, as the visitor filled it, with the error summary and each field's error. */
function formErrorsPage({ locale, values, errors, action, siteUrl }) {
  const text = contactTextIn(locale).form;
  const ids = (name) => ({ field: `contact-${name}`, error: `contact-${name}-error`, hint: `contact-${name}-hint` });
  const summary = Object.entries(errors)
    .map(([name, message]) => `<li><a href="#${ids(name).field}">${escapeHtml(message)}</a></li>`)
    .join('');
  const fields = text.fields
    .filter((field) => fieldNames.includes(field.name))
    .map((field) => {
      const id = ids(field.name);
      const error = errors[field.name];
      const describedBy = [id.hint, error ? id.error : ''].filter(Boolean).join(' ');
      // Addresses and phone numbers are typed left to right, also on an Urdu page.
      const direction = field.type === 'email' || field.type === 'tel' ? ' dir="ltr"' : '';
      const attributes = `id="${id.field}" name="${field.name}" autocomplete="${field.autoComplete}" aria-describedby="${describedBy}"${direction}${error ? ' aria-invalid="true"' : ''}`;
      const control =
        field.type === 'textarea'
          ? `<textarea ${attributes} rows="${field.rows}">${escapeHtml(values[field.name])}</textarea>`
          : `<input ${attributes} type="${field.type}" value="${escapeHtml(values[field.name])}">`;
      return `<div class="field">
<label for="${id.field}">${escapeHtml(field.label)}${text.labelNotes[field.name] ? ` ${escapeHtml(text.labelNotes[field.name])}` : ''}</label>
<p class="hint" id="${id.hint}">${escapeHtml(field.hint ?? '')} ${field.type === 'tel' ? '' : escapeHtml(text.limitHint(field.maxLength))}</p>
${error ? `<p class="error" id="${id.error}">${escapeHtml(error)}</p>` : ''}
${control}
</div>`;
    })
    .join('\n');
  return documentHtml({
    locale,
    title: `${text.errorTitlePrefix} ${text.heading}`,
    siteUrl,
    body: `<h1>${escapeHtml(text.heading)}</h1>
<div class="summary" role="alert" aria-labelledby="summary-title">
<h2 id="summary-title">${escapeHtml(text.errorSummaryTitle)}</h2>
<ul>${summary}</ul>
</div>
<form method="post" action="${escapeHtml(action)}" novalidate>
<input type="hidden" name="locale" value="${locale}">
${fields}
<p>${escapeHtml(text.consent)}</p>
<div class="actions"><button class="button" type="submit">${escapeHtml(text.submit)}</button></div>
</form>`,
  });
}

module.exports = { confirmationPage, problemPage, formErrorsPage, pageSecurityPolicy, escapeHtml };
