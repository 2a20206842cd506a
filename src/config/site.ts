/** Site configuration: one source for the platform's name and contact details. */
export const SITE = {
  name: 'Gantavya',
  tagline: 'Your Gateway to Global Education',
  blurb:
    'Gantavya helps students in Nepal and their families choose where and how to study abroad: universities, courses, consultancies, scholarships and a free consultation with an education expert.',
  /** The default e-mail address (a reserved example domain until an admin sets the real one in Site settings). */
  email: 'hello@gantavya.example',
} as const;
// Phone, address and social links are site settings the admins keep (src/data/site-settings.ts holds the defaults).
