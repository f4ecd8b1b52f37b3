/** @jest-environment node */
const { business, locales, localeInfo, localizedPath, pagesIn } = require('shared-content');
const { htmlPages, sitemapXml } = require('./html-pages');

const siteTexts = Object.fromEntries(locales.map((locale) => [locale, require(`shared-content/text/${locale}/site`).default]));
const site = { business: { ...business, siteUrl: 'https://site.example' }, locales, localeInfo, localizedPath, pagesIn, siteTexts };
/** @param {string} file */
const pageFile = (file) => {
  const page = htmlPages(site).find((candidate) => candidate.filename === file);
  if (!page) throw new Error(`htmlPages wrote no ${file}`);
  return page;
};

describe('htmlPages', () => {
  it('writes every page in every language, and a 404 page per language', () => {
    expect(htmlPages(site).map((page) => page.filename)).toEqual([
      'index.html', 'about/index.html', 'how-it-works/index.html', 'contact/index.html', '404.html',
      'te/index.html', 'te/about/index.html', 'te/how-it-works/index.html', 'te/contact/index.html', 'te/404.html',
      'hi/index.html', 'hi/about/index.html', 'hi/how-it-works/index.html', 'hi/contact/index.html', 'hi/404.html',
      'ur/index.html', 'ur/about/index.html', 'ur/how-it-works/index.html', 'ur/contact/index.html', 'ur/404.html',
    ]);
  });

  it("gives a page its language's title, lang and direction, its canonical address and the alternates in every language", () => {
    const urdu = pageFile('ur/contact/index.html');
    expect(urdu.title).toBe(siteTexts.ur.pages.contact.title);
    expect(urdu.templateParameters).toMatchObject({ lang: 'ur', dir: 'rtl', jsonLd: '' });
    const head = urdu.templateParameters.headTags;
    expect(head).toContain('<link rel="canonical" href="https://site.example/ur/contact">');
    for (const [hreflang, path] of [['en', '/contact'], ['te', '/te/contact'], ['hi', '/hi/contact'], ['ur', '/ur/contact'], ['x-default', '/contact']]) {
      expect(head).toContain(`<link rel="alternate" hreflang="${hreflang}" href="https://site.example${path}">`);
    }
    expect(head).toContain('<meta property="og:locale" content="ur_IN">');
    expect(head.match(/og:locale:alternate" content="(\w+)"/g)).toEqual(['en_IN', 'te_IN', 'hi_IN'].map((ogLocale) => `og:locale:alternate" content="${ogLocale}"`));
    expect(head).toContain(`<meta name="description" content="${siteTexts.ur.pages.contact.description}">`);
    expect(pageFile('te/index.html').templateParameters).toMatchObject({ lang: 'te', dir: 'ltr' });
    expect(pageFile('te/index.html').templateParameters.headTags).toContain('<link rel="alternate" hreflang="en" href="https://site.example/">');
  });

  it('describes the business on the home page of every language, in that language', () => {
    expect(JSON.parse(pageFile('index.html').templateParameters.jsonLd)).toMatchObject({ '@type': 'MedicalBusiness', description: business.description });
    expect(JSON.parse(pageFile('hi/index.html').templateParameters.jsonLd).description).toBe(siteTexts.hi.pages.home.description);
  });

  it('keeps each 404 page out of search results, in its language', () => {
    const telugu = pageFile('te/404.html');
    expect(telugu.title).toBe(siteTexts.te.shell.notFound.title);
    expect(telugu.templateParameters).toMatchObject({ lang: 'te', dir: 'ltr' });
    expect(telugu.templateParameters.headTags).toContain('<meta name="robots" content="noindex">');
    expect(pageFile('ur/404.html').templateParameters.dir).toBe('rtl');
  });
});

describe('sitemapXml', () => {
  it('lists every page in every language with its alternates', () => {
    const sitemap = sitemapXml(site);
    expect(sitemap).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    expect(sitemap.match(/<loc>/g)).toHaveLength(16);
    const urduAbout = sitemap.split('<url>').find((entry) => entry.includes('<loc>https://site.example/ur/about</loc>'));
    expect(urduAbout?.match(/<xhtml:link rel="alternate" hreflang="[\w-]+" href="[^"]+"\/>/g)).toEqual([
      '<xhtml:link rel="alternate" hreflang="en" href="https://site.example/about"/>',
      '<xhtml:link rel="alternate" hreflang="te" href="https://site.example/te/about"/>',
      '<xhtml:link rel="alternate" hreflang="hi" href="https://site.example/hi/about"/>',
      '<xhtml:link rel="alternate" hreflang="ur" href="https://site.example/ur/about"/>',
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://site.example/about"/>',
    ]);
    expect(sitemap).not.toContain('404');
  });
});
