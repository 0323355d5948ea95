/** The nine navigation links, in their fixed order; the header, mobile menu and tests share it. */
export const NAV_LINKS = [
  { label: 'Home', to: '/' },
  { label: 'All Packages', to: '/all-packages' },
  { label: 'Safari', to: '/safari-packages' },
  { label: 'Kilimanjaro', to: '/kilimanjaro-packages' },
  { label: 'Zanzibar', to: '/zanzibar-packages' },
  { label: 'Destinations', to: '/destinations' },
  { label: 'About Us', to: '/about-us' },
  { label: 'Contact Us', to: '/contact-us' },
  { label: 'Plan Your Trip', to: '/inquiry' },
] as const;
