/** Footer link groups: company and feature links ('Our Services' is /all-packages). */
export const COMPANY_LINKS = [
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact', to: '/contact-us' },
  { label: 'FAQ', to: '/faq' },
  { label: 'Blog', to: '/blog' },
  { label: 'Destinations', to: '/destinations' },
  { label: 'Our Services', to: '/all-packages' },
  { label: 'Terms', to: '/terms' },
  { label: 'Privacy', to: '/privacy' },
] as const;

export const FEATURE_LINKS = [
  { label: 'Safari Packages', to: '/safari-packages' },
  { label: 'Kilimanjaro Packages', to: '/kilimanjaro-packages' },
  { label: 'Climb Kilimanjaro', to: '/kilimanjaro' },
  { label: 'Zanzibar Packages', to: '/zanzibar-packages' },
  { label: 'Experiences', to: '/experiences' },
  { label: 'Build a Custom Package', to: '/custom-package' },
  { label: 'All Trip Styles', to: '/all-demos' },
  { label: 'Plan Your Trip', to: '/inquiry' },
] as const;
