import type { LegalDocumentContent } from './legal-types';

// Booking terms of a Belgian package organiser: the Belgian law of 21 November 2017 on
// package travel (EU Directive 2015/2302) sets the floor — price-rise limits, transfer,
// cancellation and liability rules below follow it.

export const TERMS: LegalDocumentContent = {
  title: 'Booking Terms and Conditions',
  metaDescription:
    'Booking terms of Safari Tanzania: deposits and balance, cancellation by you or by us, travel insurance, passports, visas and health, our liability, complaints and Belgian governing law.',
  intro:
    'These terms form the contract between you and Safari Tanzania when you book a trip with us. Please read them before you book — especially the sections on payment, cancellation and travel insurance.',
  sections: [
    {
      id: 'who-we-are',
      title: 'Who we are',
      blocks: [
        'Safari Tanzania ("we", "us") is a tour operator with its registered office at Avenue Louise 149, 1050 Brussels, Belgium, and an operations office at Samora Avenue 45, Dar es Salaam, Tanzania. Our Brussels office is the organiser of your trip and your contracting party.',
        'These terms apply to every safari, climb, beach stay and excursion booked on this website, by e-mail, by phone or in our offices. When you book a package you have the rights given by the Belgian law of 21 November 2017 on package travel, which implements EU Directive 2015/2302; we give you the standard information form that law requires before you book.',
      ],
    },
    {
      id: 'booking',
      title: 'Making a booking',
      blocks: [
        {
          kind: 'list',
          items: [
            'A booking request (the Book Now form on a package) or an inquiry is not yet a contract.',
            'Your booking is confirmed, and the contract made, when we have received your deposit and sent you a written booking confirmation. Please check it and tell us within 7 days if anything is wrong.',
            'The person who books (the lead traveller) must be at least 18, must be authorised by everyone in the party and is responsible for all payments for the booking.',
            "Names must match the travellers' passports exactly: park permits and flights are issued in those names.",
            'Packages are booked for at least 2 guests; if you travel alone, ask us for a tailored proposal through the inquiry form.',
          ],
        },
      ],
    },
    {
      id: 'prices',
      title: 'Prices',
      blocks: [
        'Prices are per person in US dollars and depend on the season (Low Season January to June, High Season July to December), the service class (Budget, Comfort or Luxury) and the size of your group. Amounts shown in other currencies are for information only, converted at the day’s rate; the amount on your booking confirmation is the amount you owe.',
        'What a price includes and excludes is listed on each package and on your confirmation. International flights, visas, travel insurance, tips and personal expenses are not included unless stated.',
        'After confirmation we may change the price only to pass on changes in fuel costs, taxes or fees charged by third parties (such as national park and conservation fees) or in exchange rates, and never later than 20 days before departure. If an increase is more than 8% of the total price you may cancel with a full refund. If these costs fall, you are entitled to a reduction.',
      ],
    },
    {
      id: 'payment',
      title: 'Deposit and balance',
      blocks: [
        {
          kind: 'list',
          items: [
            'A deposit of 30% of the total price is due to confirm your booking.',
            'The balance is due no later than 60 days before departure.',
            'If you book less than 60 days before departure, the full price is due when you book.',
          ],
        },
        'If the balance is not paid on time, we will remind you; if it is still unpaid 7 days after the reminder, we may cancel the booking and charge the cancellation fees below.',
        'We tell you how to pay when we confirm your booking. We never ask for card details by e-mail, WhatsApp or phone.',
      ],
    },
    {
      id: 'changes-by-you',
      title: 'Changes by you',
      blocks: [
        'Ask us in writing. We will try to change dates, accommodation or itinerary where our partners allow it, for an administration fee of USD 50 per booking plus any cost our partners charge us.',
        'You may transfer your booking to someone who meets all the conditions of the trip by telling us at least 7 days before departure. You and the new traveller are jointly responsible for any unpaid balance and the reasonable costs of the transfer, such as reissued permits or flight name changes.',
      ],
    },
    {
      id: 'cancellation-by-you',
      title: 'Cancellation by you',
      blocks: [
        'You may cancel at any time before departure by writing to us. The cancellation fee depends on when we receive your notice:',
        {
          kind: 'table',
          caption: 'Cancellation fees by notice period',
          head: ['Notice received', 'Cancellation fee'],
          rows: [
            ['60 days or more before departure', 'The deposit (30% of the total price)'],
            ['59 to 30 days before departure', '50% of the total price'],
            ['29 to 15 days before departure', '75% of the total price'],
            ['14 days or less, or no-show', '100% of the total price'],
          ],
        },
        'You may cancel without any fee if unavoidable and extraordinary circumstances at or near your destination — such as armed conflict, a natural disaster or a serious disease outbreak — significantly affect the trip or your journey there.',
        'Services you do not use once the trip has started, such as a climb you end early or an excursion you skip, are not refunded; your travel insurance may cover them.',
      ],
    },
    {
      id: 'changes-by-us',
      title: 'Changes and cancellation by us',
      blocks: [
        'Wildlife, weather and roads are not predictable. Your guide may change the order of activities or the route of a game drive, and we may replace a lodge with another of the same standard. These are minor changes.',
        'If before departure we have to change an essential part of your trip significantly, or raise the price by more than 8%, we tell you straight away. You may accept the change, take an alternative trip of equal or higher quality if we can offer one, or cancel and receive a full refund within 14 days.',
        'We may cancel a departure that does not reach its minimum number of travellers if we tell you at least 20 days before departure for trips of more than 6 days, 7 days before for trips of 2 to 6 days, and 48 hours before for shorter trips. We may also cancel when unavoidable and extraordinary circumstances prevent the trip. In both cases you receive a full refund within 14 days, without further compensation.',
        'If we cancel for any other reason, you receive a full refund and, where appropriate, compensation.',
      ],
    },
    {
      id: 'insurance',
      title: 'Travel insurance',
      blocks: [
        'Travel insurance is a condition of travelling with us. Your policy must cover at least:',
        {
          kind: 'list',
          items: [
            'medical treatment and hospital care abroad;',
            'emergency evacuation, including by helicopter or air ambulance from remote areas and from Kilimanjaro up to 6,000 m;',
            'repatriation;',
            'cancellation and cutting the trip short.',
          ],
        },
        "Please send us your insurer's name, policy number and 24-hour emergency number before departure. Visitors to Zanzibar must also buy Zanzibar's compulsory inbound travel insurance.",
      ],
    },
    {
      id: 'health-and-visas',
      title: 'Passports, visas and health',
      blocks: [
        'You need a passport valid for at least six months after your return, with at least two blank pages, and any visas required. Most visitors need a Tanzanian visa and can apply for the official e-visa before travelling. We are glad to advise, but the rules are set by the authorities and can change.',
        'A yellow fever vaccination certificate is required if you arrive from, or have transited through, a country with a risk of yellow fever. Malaria is present in most of Tanzania below about 1,800 m; see a travel clinic 6 to 8 weeks before you leave about vaccinations and malaria prevention.',
        'Tell us when you book about any medical condition, disability or dietary need that could affect your trip. Climbing Kilimanjaro needs good health and fitness; your guide may stop your ascent if your health or safety is at risk, and that decision is final.',
      ],
    },
    {
      id: 'your-responsibilities',
      title: 'Your responsibilities on the trip',
      blocks: [
        {
          kind: 'list',
          items: [
            'Follow the instructions of your guides, rangers and crew, and the rules of the national parks.',
            'Keep a safe distance from wildlife; never feed animals, and only leave the vehicle where your guide allows it.',
            'Respect local customs and laws. Flying a drone in Tanzania needs a permit, and single-use plastic bags are banned — leave them at home.',
          ],
        },
        'We may end the trip of a traveller whose behaviour puts others at risk or seriously disturbs them, without a refund.',
      ],
    },
    {
      id: 'liability',
      title: 'Our liability',
      blocks: [
        'We are responsible for the proper performance of all the travel services in your package, whether we or our local partners provide them. If a service is not delivered as agreed we will put it right, unless that is impossible or disproportionately costly, and you may be entitled to a price reduction or compensation.',
        'We are not liable where a problem is caused by you, by a third party unconnected with the travel services that we could not foresee or avoid, or by unavoidable and extraordinary circumstances.',
        'Except for personal injury and damage caused intentionally or through negligence, our liability is limited to three times the total price of the trip. Where an international convention (such as the Montreal Convention for air travel) limits what a provider must pay, our liability is limited in the same way.',
        'If you are in difficulty during the trip, we give you prompt help: information on medical services, local authorities and consular assistance, and help with alternative arrangements.',
      ],
    },
    {
      id: 'complaints',
      title: 'Complaints',
      blocks: [
        'If something is not right during your trip, tell your guide or our Dar es Salaam office straight away — our emergency line is open 24/7 — so we can put it right on the spot. We cannot fix what we do not know about, and a problem you did not report may reduce any compensation.',
        'If it cannot be solved locally, write to our Brussels office within 30 days of your return. We acknowledge complaints within 5 working days and give a full answer within 30 days.',
        'If we still cannot agree, you may contact the Belgian Consumer Mediation Service (Consumentenombudsdienst / Service de Médiation pour le Consommateur), which passes your case to the competent body, or the Travel Disputes Committee (Geschillencommissie Reizen / Commission de Litiges Voyages) where its rules allow.',
      ],
    },
    {
      id: 'governing-law',
      title: 'Governing law',
      blocks: [
        'These terms and your contract with us are governed by Belgian law, and the courts of Brussels have jurisdiction. If you live in another country, you keep the protection of the mandatory consumer law of that country and your right to bring a claim in the courts where you live.',
      ],
    },
    {
      id: 'contact',
      title: 'Contact us',
      blocks: ['Questions about these terms or your booking? Our offices are happy to help.', { kind: 'contact' }],
    },
  ],
};
