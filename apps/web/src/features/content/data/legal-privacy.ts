import type { LegalDocumentContent } from './legal-types';

// What the site really does, in GDPR terms: passport images are private, bookings and
// inquiries go out by e-mail through an outbox (decision 0019), local storage holds only the
// auth token and the chosen currency. Keep this in step with the product.

export const PRIVACY: LegalDocumentContent = {
  title: 'Privacy Notice',
  metaDescription:
    'How Safari Tanzania collects, uses and protects your personal data under the GDPR: what we collect, why, our legal bases, who we share it with, how long we keep it and your rights.',
  intro:
    'This notice explains what personal data Safari Tanzania collects when you use this website or travel with us, why we need it, how long we keep it and the rights you have under the EU General Data Protection Regulation (GDPR).',
  sections: [
    {
      id: 'controller',
      title: 'Who is responsible',
      blocks: [
        'The controller of your personal data is Safari Tanzania, Avenue Louise 149, 1050 Brussels, Belgium. Our office in Dar es Salaam, Tanzania, acts on our instructions to run your trip on the ground.',
      ],
    },
    {
      id: 'what-we-collect',
      title: 'What we collect',
      blocks: [
        {
          kind: 'list',
          items: [
            'Contact details: your name, e-mail address, phone number and country, and for an account also your address and gender.',
            'Account details: your login e-mail and a securely hashed password — we never store or see the password itself.',
            'Booking and inquiry details: the trip, dates, number of guests, service class, budget and anything you write to us, such as dietary needs or a medical condition you choose to tell us about.',
            'Passport image: only if you choose to upload one when you register. It is kept private — never published, and seen only by you and the staff who need it to prepare permits for your trip.',
            'What you publish: testimonials, ratings and comments appear with your name and country; avatars show your initials, never your passport image.',
            'Newsletter: your e-mail address, if you subscribe.',
            'Technical data: your IP address, browser type and the pages requested, recorded in server logs to keep the site secure and working.',
          ],
        },
        'We do not use advertising or analytics cookies, and we never sell your data.',
      ],
    },
    {
      id: 'purposes',
      title: 'Why we use it and our legal bases',
      blocks: [
        {
          kind: 'table',
          caption: 'Purposes of processing and their legal bases',
          head: ['Purpose', 'Data', 'Legal basis (GDPR)'],
          rows: [
            ['Answering your inquiry with a proposal', 'Contact and inquiry details', 'Steps you ask for before a contract (Art. 6(1)(b))'],
            ['Making and running your booking with our local partners', 'Contact, booking and passport details', 'Performance of the contract (Art. 6(1)(b))'],
            ['Caring for your health and dietary needs on the trip', 'Health information you give us', 'Your explicit consent (Art. 9(2)(a))'],
            ['Your account, likes, ratings, cart and dashboard', 'Account details', 'Performance of the contract (Art. 6(1)(b))'],
            ['Keeping a passport image you upload', 'Passport image', 'Your consent (Art. 6(1)(a)), which you can withdraw at any time'],
            ['Publishing your testimonial or rating', 'Name, country and comment', 'Your consent (Art. 6(1)(a))'],
            ['Sending the newsletter', 'E-mail address', 'Your consent (Art. 6(1)(a))'],
            ['Invoices and accounting records', 'Booking and payment details', 'Legal obligation (Art. 6(1)(c))'],
            ['Security, preventing abuse and fixing faults', 'Technical data', 'Our legitimate interests (Art. 6(1)(f))'],
          ],
        },
      ],
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      blocks: [
        'We share only what each party needs to deliver your trip:',
        {
          kind: 'list',
          items: [
            'our local partners: lodges, camps, hotels, airlines, transfer drivers and mountain crews;',
            'the authorities that issue park entry and permits, such as Tanzania National Parks (TANAPA) and the Ngorongoro Conservation Area Authority;',
            'our processors, under contracts that bind them to our instructions: our hosting and database provider, and our e-mail delivery provider, which sends booking confirmations, inquiry replies and newsletters;',
            'public authorities, where the law requires it.',
          ],
        },
      ],
    },
    {
      id: 'transfers',
      title: 'Transfers outside Europe',
      blocks: [
        'Your trip takes place in Tanzania, which has no EU adequacy decision. We send the data needed for your trip to our Tanzanian office and partners because it is necessary to perform your contract (Art. 49(1)(b) GDPR). Any processor outside the European Economic Area works under the European Commission’s standard contractual clauses.',
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        {
          kind: 'list',
          items: [
            'Inquiries that do not lead to a booking: 2 years after our last contact.',
            'Booking records: for the trip and any claims, then as long as accounting and tax law requires (10 years for accounting documents in Belgium).',
            'Account data: until you close your account, or after 3 years without a login.',
            'Passport image: until you delete it or close your account — never longer than the account itself.',
            'Newsletter: until you unsubscribe.',
            'Server logs: 90 days.',
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'How we protect it',
      blocks: [
        'Passwords are hashed with Argon2id. Login sessions use random tokens that we store only as hashes and that expire. Passport images are re-encoded, stripped of their metadata and kept outside the public website. Connections are encrypted, and only staff who need your data can access it.',
      ],
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      blocks: [
        {
          kind: 'list',
          items: [
            'Access: ask for a copy of the data we hold about you.',
            'Rectification: have inaccurate data corrected.',
            'Erasure: have your data deleted where we no longer need it or you withdraw consent.',
            'Restriction: ask us to limit how we use your data.',
            'Portability: receive data you gave us in a machine-readable format.',
            'Objection: object to processing based on our legitimate interests, and to direct marketing at any time.',
            'Withdrawing consent: at any time, without affecting what we did before.',
          ],
        },
        'To use these rights, contact us as shown below. We reply within one month and may ask you to confirm your identity.',
        'You may also complain to the Belgian Data Protection Authority (Gegevensbeschermingsautoriteit / Autorité de protection des données), Rue de la Presse 35, 1000 Brussels, or to the supervisory authority where you live.',
      ],
    },
    {
      id: 'local-storage',
      title: 'Cookies and local storage',
      blocks: [
        "We set no tracking cookies. Your browser's local storage keeps two items: your login token (authToken) while you are logged in, and the currency you chose to display prices in (selectedCurrency). Both are needed for features you use, and neither leaves your device except to keep you logged in.",
      ],
    },
    {
      id: 'children',
      title: 'Children',
      blocks: [
        'Children travel with us on a booking made by a parent or guardian, who gives us their details. This website is not aimed at children under 16, and we do not knowingly collect their data through it.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes to this notice',
      blocks: [
        'We update this notice when our practices change. The date at the top shows the current version, and we tell account holders about significant changes by e-mail.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: ['For any question about your data or to use your rights, write to our Brussels office:', { kind: 'contact' }],
    },
  ],
};
