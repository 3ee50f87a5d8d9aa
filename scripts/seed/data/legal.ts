/** @module Text of the privacy policy and terms of service shown by the legal pages' UI blocks. */

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
}

export interface LegalText {
  title: string;
  intro: string;
  sections: readonly LegalSection[];
  /** Only in the draft: what an editor is about to publish. */
  draftAddition: LegalSection;
}

export const PRIVACY: LegalText = {
  title: 'Privacy Policy',
  intro:
    'This Privacy Policy explains how Edgewire ("we", "us") collects, uses and shares information when you use our website, apps and newsletters (together, the "Service"). By using the Service you agree to the practices described here.',
  sections: [
    {
      heading: '1. Information we collect',
      paragraphs: [
        '<b>Information you give us.</b> When you create an account we collect your e-mail address, username and password. If you subscribe to Edgewire Plus, our payment processor collects your card details; we receive only the last four digits, the card brand and the expiry date. You may also give us a phone number for text alerts, the locations and topics you follow, and the comments you post.',
        '<b>Information collected automatically.</b> We record the pages you view, the articles you open, vote on or bookmark, your device type, browser, approximate location derived from your IP address, and the referring page. We use cookies and local storage to keep you signed in and to remember your preferences.',
      ],
    },
    {
      heading: '2. How we use information',
      paragraphs: [
        'We use your information to provide and personalise the Service (for example, to show local news for the cities you follow), to process payments, to send the notifications and newsletters you ask for, to keep the Service secure and to understand which features readers use.',
        'We do not sell your personal information. We do not use the content of your comments to target advertising.',
      ],
    },
    {
      heading: '3. How we share information',
      paragraphs: [
        'We share information with service providers who process it on our behalf: hosting, payment processing, e-mail and text-message delivery, and analytics. They may use it only to provide their services to us.',
        'We may disclose information if required by law, to protect the rights and safety of our readers and staff, or as part of a merger or sale of our business, in which case this policy will continue to apply.',
      ],
    },
    {
      heading: '4. Your choices and rights',
      paragraphs: [
        'You can update your profile, notification settings and followed topics at any time from your account page. You can unsubscribe from any e-mail using the link at its foot and stop text alerts by replying STOP.',
        'Depending on where you live, you may have the right to access, correct, download or delete your personal information. You can delete your account from the account page or by writing to us.',
      ],
    },
    {
      heading: '5. Retention and security',
      paragraphs: [
        'We keep account information for as long as your account is open and for a limited period afterwards to comply with legal obligations. Passwords are stored only as salted, slow hashes. No method of transmission or storage is completely secure, but we work hard to protect your information.',
      ],
    },
    {
      heading: '6. Children',
      paragraphs: ['The Service is not directed to children under 13, and we do not knowingly collect their personal information.'],
    },
    {
      heading: '7. Contact us',
      paragraphs: ['Questions about this policy? Write to privacy@edgewire.example or use the form on our Help page.'],
    },
  ],
  draftAddition: {
    heading: '8. Changes to this policy',
    paragraphs: [
      'We will post any change to this policy on this page and, if the change is significant, notify you by e-mail or in the app before it takes effect.',
    ],
  },
};

export const TERMS: LegalText = {
  title: 'Terms of Service',
  intro:
    'These Terms of Service ("Terms") govern your use of Edgewire. Please read them carefully. By creating an account or using the Service, you agree to be bound by these Terms.',
  sections: [
    {
      heading: '1. Your account',
      paragraphs: [
        'You must be at least 13 years old to use the Service. You are responsible for keeping your password confidential and for all activity on your account. Tell us immediately if you suspect unauthorised use.',
      ],
    },
    {
      heading: '2. Edgewire Plus subscriptions',
      paragraphs: [
        "Edgewire Plus is billed in advance every four weeks (monthly plan) or once a year (annual plan) until you cancel. Your first month may be free when an offer applies. Prices may change with at least 30 days' notice.",
        'You can cancel at any time from the billing page of your account; you keep access until the end of the period you have paid for. Except where required by law, payments are non-refundable.',
      ],
    },
    {
      heading: '3. Content and links',
      paragraphs: [
        'Edgewire curates articles from third-party publications and links to their websites. Those articles belong to their publishers, and their own terms apply when you visit them. Edgewire Originals are our own work and may not be reproduced without permission.',
      ],
    },
    {
      heading: '4. Comments and conduct',
      paragraphs: [
        "You keep ownership of the comments you post, but you give us a licence to display them on the Service. Do not post anything unlawful, harassing, hateful, misleading or that infringes someone else's rights, and do not impersonate others.",
        'We may remove comments and suspend accounts that break these rules. Repeated violations may lead to the permanent closing of your account.',
      ],
    },
    {
      heading: '5. Acceptable use',
      paragraphs: [
        'Do not scrape the Service, circumvent the paywall or share your password, interfere with its operation, or use it to send spam. Sharing an article with friends by e-mail through the share button is welcome.',
      ],
    },
    {
      heading: '6. Disclaimers and liability',
      paragraphs: [
        'The Service is provided "as is". We do our best to be accurate but do not guarantee that every article is complete or error-free. To the extent the law allows, our liability is limited to the amount you paid us in the twelve months before the claim.',
      ],
    },
    {
      heading: '7. Changes and termination',
      paragraphs: [
        'We may update these Terms from time to time; continued use after a change means you accept it. You may stop using the Service at any time, and we may suspend or end access if you breach these Terms.',
      ],
    },
    {
      heading: '8. Contact',
      paragraphs: ['Questions about these Terms can be sent to legal@edgewire.example.'],
    },
  ],
  draftAddition: {
    heading: '9. Governing law',
    paragraphs: ['These Terms are governed by the laws of the State of Delaware, without regard to its conflict-of-law rules.'],
  },
};
