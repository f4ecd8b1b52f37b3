// The HTML the server sends for each route in each language, generated from shared-content at build time so
// that titles, descriptions, link previews, language alternates and structured data cannot drift from the
// page text. Crawlers and link previews (WhatsApp) read these without running JavaScript.
const { Compilation, sources } = require('webpack');
const { NOT_FOUND_WRITTEN } = require('shared-content/tooling/fragment/names');

const { RawSource } = sources;

/** @type {Record<string, string>} */
const htmlEscapes = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (/** @type {string} */ text) => String(text).replace(/[&<>"']/g, (char) => htmlEscapes[char]);

/**
 * @param {string} siteUrl
 * @param {string} path
 */
function absoluteUrl(siteUrl, path) {
  return new URL(path, `${siteUrl.replace(/\/$/, '')}/`).href;
}

/** @typedef {typeof import('shared-content/node')} Content */
/** @typedef {import('shared-content/node').Locale} Locale */

/**
 * What the build knows of the site: business facts, languages, and each language's site text.
 * @typedef {object} Site
 * @property {Omit<Content['business'], 'siteUrl'> & { siteUrl: string }} business  with the public address the build was given (SITE_URL)
 * @property {Content['locales']} locales
 * @property {Content['localeInfo']} localeInfo
 * @property {Content['localizedPath']} localizedPath
 * @property {Content['pagesIn']} pagesIn
 * @property {Record<string, import('shared-content/text/en/site').SiteText>} siteTexts  each language's text/<language>/site.ts
 */

/**
 * A page in one language.
 * @typedef {{ locale: Locale, page: import('shared-content/node').PageMeta, englishPath: string, path: string, file: string, notFound?: undefined }} PageRoute
 */
/**
 * A language's 404 page.
 * @typedef {{ locale: Locale, notFound: true, path: string, file: string, page?: undefined, englishPath?: undefined }} NotFoundRoute
 */

/** Where a route's HTML goes: `/` index.html, `/te` te/index.html, `/te/about` te/about/index.html. */
const htmlFileOf = (/** @type {string} */ routePath) => (routePath === '/' ? 'index.html' : `${routePath.slice(1)}/index.html`);

/**
 * Every page in every language (`page`: its words and localized path; `englishPath`: the page's address in
 * English, which names it in every language), then each language's 404 page (`notFound`).
 * @param {Site} site
 * @returns {(PageRoute | NotFoundRoute)[]}
 */
function siteRoutes({ locales, localizedPath, pagesIn, siteTexts }) {
  const englishPages = pagesIn('en', siteTexts.en.pages);
  return locales.flatMap((locale) => [
    ...pagesIn(locale, siteTexts[locale].pages).map((page, index) => ({
      locale,
      page,
      englishPath: englishPages[index].path,
      path: page.path,
      file: htmlFileOf(page.path),
    })),
    { locale, notFound: true, path: localizedPath(locale, '/404'), file: locale === 'en' ? '404.html' : `${locale}/404.html` },
  ]);
}

/**
 * The page's address in every language, by hreflang, and `x-default` (English) for any other visitor.
 * @param {Site} site
 * @param {string} englishPath
 */
function alternates({ locales, localeInfo, localizedPath, business }, englishPath) {
  return [
    ...locales.map((locale) => ({ hreflang: localeInfo[locale].lang, href: absoluteUrl(business.siteUrl, localizedPath(locale, englishPath)) })),
    { hreflang: 'x-default', href: absoluteUrl(business.siteUrl, englishPath) },
  ];
}

/**
 * JSON-LD for a home page. `<` is escaped so the JSON can never close its script element.
 * @param {Site['business']} business
 * @param {string} [description]
 */
function medicalBusinessJsonLd(business, description = business.description) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    name: business.name,
    description,
    url: absoluteUrl(business.siteUrl, '/'),
    telephone: `+${business.whatsapp.digits}`,
    email: business.email.address,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.region,
      postalCode: business.address.postalCode,
      addressCountry: business.address.country,
    },
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
      opens: business.hours.opens,
      closes: business.hours.closes,
    },
    areaServed: [
      { '@type': 'City', name: business.coverage.city },
      { '@type': 'State', name: business.coverage.region },
    ],
  };
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/**
 * @param {Site} site
 * @param {PageRoute} route
 */
function headTags(site, { locale, page, englishPath }) {
  const { business, locales, localeInfo } = site;
  const url = absoluteUrl(business.siteUrl, page.path);
  const tags = [
    `<meta name="description" content="${escapeHtml(page.description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    ...alternates(site, englishPath).map(({ hreflang, href }) => `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}">`),
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(business.name)}">`,
    `<meta property="og:locale" content="${localeInfo[locale].ogLocale}">`,
    ...locales.filter((other) => other !== locale).map((other) => `<meta property="og:locale:alternate" content="${localeInfo[other].ogLocale}">`),
    `<meta property="og:title" content="${escapeHtml(page.title)}">`,
    `<meta property="og:description" content="${escapeHtml(page.description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${escapeHtml(page.title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(page.description)}">`,
  ];
  return tags.join('\n    ');
}

/**
 * The 404 page's inline script (the CSP allows it by its hash, like every inline script): the attempted
 * path written to the console at once, as the spec asks, though the app loads only on a first sign of
 * interaction; and marked written, so the app hydrating this page does not write it again.
 * @param {string} message  the language's console message
 */
const attemptedPathWriter = (message) =>
  `console.warn(${JSON.stringify(message).replace(/</g, '\\u003c')},location.pathname);window.${NOT_FOUND_WRITTEN}=location.pathname`;

/**
 * html-webpack-plugin options for every route in every language, plus each language's 404 page for every
 * other path (`404.html`, `te/404.html`, ...).
 * @param {Site} site
 */
function htmlPages(site) {
  const { business, localeInfo, siteTexts } = site;
  return siteRoutes(site).map((route) => {
    const { lang, dir } = localeInfo[route.locale];
    if (route.notFound) {
      const { notFound } = siteTexts[route.locale].shell;
      return {
        filename: route.file,
        title: notFound.title,
        templateParameters: {
          lang,
          dir,
          headTags: `<meta name="description" content="${escapeHtml(notFound.help)}">\n    <meta name="robots" content="noindex">\n    <script>${attemptedPathWriter(notFound.consoleMessage)}</script>`,
          jsonLd: '',
        },
      };
    }
    const isHome = route.englishPath === '/';
    return {
      filename: route.file,
      title: route.page.title,
      templateParameters: {
        lang,
        dir,
        headTags: headTags(site, route),
        // The business in each language: English keeps its own description, the others their home page's.
        jsonLd: isHome ? medicalBusinessJsonLd(business, route.locale === 'en' ? business.description : route.page.description) : '',
      },
    };
  });
}

/**
 * Every page in every language, each with its alternates (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
 * @param {Site} site
 */
function sitemapXml(site) {
  const urls = siteRoutes(site)
    .filter((route) => !route.notFound)
    .map((route) =>
      [
        '  <url>',
        `    <loc>${escapeHtml(absoluteUrl(site.business.siteUrl, route.path))}</loc>`,
        ...alternates(site, route.englishPath).map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(href)}"/>`),
        '  </url>',
      ].join('\n'),
    );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Emits robots.txt, sitemap.xml and the web app manifest. */
class SiteFilesPlugin {
  /** @param {Site} site */
  constructor(site) {
    this.site = site;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SiteFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SiteFilesPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { business } = this.site;
        const sitemapUrl = absoluteUrl(business.siteUrl, '/sitemap.xml');
        compilation.emitAsset('robots.txt', new RawSource(`User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`));
        compilation.emitAsset('sitemap.xml', new RawSource(sitemapXml(this.site)));
        const manifest = {
          name: business.name,
          short_name: business.name.split(' ')[0],
          description: business.description,
          lang: 'en-IN',
          start_url: '/',
          display: 'browser',
          background_color: '#ffffff',
          theme_color: '#0b5a87',
          icons: [{ src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml' }],
        };
        compilation.emitAsset('manifest.webmanifest', new RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
      });
    });
  }
}

module.exports = { escapeHtml, htmlPages, SiteFilesPlugin, siteRoutes, sitemapXml };
