// The HTML the server sends for each route, generated from shared-content at build time so that titles,
// descriptions, link previews and structured data cannot drift from the page text. Crawlers and link
// previews (WhatsApp) read these without running JavaScript.
const { RawSource } = require('webpack').sources;

const escapeHtml = (text) =>
  String(text).replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]);

function absoluteUrl(siteUrl, path) {
  return new URL(path, `${siteUrl.replace(/\/$/, '')}/`).href;
}

/** JSON-LD for the home page. `<` is escaped so the JSON can never close its script element. */
function medicalBusinessJsonLd(business) {
  const data = {
    '@context': 'https://schema.org',
    '@type': 'MedicalBusiness',
    name: business.name,
    description: business.description,
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

function headTags({ title, description, url, business }) {
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}">`,
    `<link rel="canonical" href="${escapeHtml(url)}">`,
    `<meta property="og:type" content="website">`,
    `<meta property="og:site_name" content="${escapeHtml(business.name)}">`,
    `<meta property="og:locale" content="en_IN">`,
    `<meta property="og:title" content="${escapeHtml(title)}">`,
    `<meta property="og:description" content="${escapeHtml(description)}">`,
    `<meta property="og:url" content="${escapeHtml(url)}">`,
    `<meta name="twitter:card" content="summary">`,
    `<meta name="twitter:title" content="${escapeHtml(title)}">`,
    `<meta name="twitter:description" content="${escapeHtml(description)}">`,
  ];
  return tags.join('\n    ');
}

/** html-webpack-plugin options for every route, plus 404.html for every other path. */
function htmlPages({ pages, shellText, business }) {
  const routePages = pages.map((page) => ({
    filename: page.path === '/' ? 'index.html' : `${page.path.slice(1)}/index.html`,
    title: page.title,
    templateParameters: {
      headTags: headTags({ ...page, url: absoluteUrl(business.siteUrl, page.path), business }),
      jsonLd: page.path === '/' ? medicalBusinessJsonLd(business) : '',
    },
  }));
  const notFound = {
    filename: '404.html',
    title: shellText.notFound.title,
    templateParameters: {
      headTags: `<meta name="description" content="${escapeHtml(shellText.notFound.help)}">\n    <meta name="robots" content="noindex">`,
      jsonLd: '',
    },
  };
  return [...routePages, notFound];
}

/** Emits robots.txt, sitemap.xml and the web app manifest. */
class SiteFilesPlugin {
  constructor({ pages, business }) {
    this.pages = pages;
    this.business = business;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SiteFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'SiteFilesPlugin', stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        const { business, pages } = this;
        const sitemapUrl = absoluteUrl(business.siteUrl, '/sitemap.xml');
        compilation.emitAsset('robots.txt', new RawSource(`User-agent: *\nAllow: /\n\nSitemap: ${sitemapUrl}\n`));
        const urls = pages.map((page) => `  <url><loc>${escapeHtml(absoluteUrl(business.siteUrl, page.path))}</loc></url>`);
        compilation.emitAsset(
          'sitemap.xml',
          new RawSource(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`),
        );
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

module.exports = { htmlPages, SiteFilesPlugin, medicalBusinessJsonLd, escapeHtml };
