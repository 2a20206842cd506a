/** Site configuration: one source for the platform's name and contact details. */
export const SITE = {
  name: 'Gantavya',
  tagline: 'Your Gateway to Global Education',
  blurb:
    'Gantavya helps students in Nepal and their families choose where and how to study abroad: universities, courses, consultancies, scholarships and a free consultation with an education expert.',
  city: 'Kathmandu, Nepal',
  phone: '+977-1-4000000',
  email: 'hello@gantavya.example',
  social: [
    { network: 'Facebook', href: '#' },
    { network: 'Instagram', href: '#' },
    { network: 'X', href: '#' },
    { network: 'LinkedIn', href: '#' },
    { network: 'YouTube', href: '#' },
  ],
} as const;
