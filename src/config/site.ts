/** The site's tagline and blurb as messages (src/locales has their translations). */
export const SITE_TEXT = {
  tagline: /*i18n*/ { id: 'site.tagline', message: 'Your Gateway to Global Education' },
  blurb: /*i18n*/ {
    id: 'site.blurb',
    message:
      'Gantavya helps students in Nepal and their families choose where and how to study abroad: universities, courses, consultancies, scholarships and a free consultation with an education expert.',
  },
};

/** Site configuration: one source for the platform's name and contact details. */
export const SITE = {
  name: 'Gantavya',
  tagline: SITE_TEXT.tagline.message,
  blurb: SITE_TEXT.blurb.message,
  /** The default e-mail address (a reserved example domain until an admin sets the real one in Site settings). */
  email: 'hello@gantavya.example',
};
// Phone, address and social links are site settings the admins keep (src/data/site-settings.ts holds the defaults).
