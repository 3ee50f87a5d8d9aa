/** @module Rich-content UI blocks (legal pages, pricing, banners), the default promotional and popups. */
import type { RichDocument, RichNode } from '../../worker/db/schema/editorial';
import { type LegalSection, type LegalText, PRIVACY, TERMS } from './data/legal';
import type { Row } from './types';

export const POPUP_IMAGE_KEY = 'seed/popups/plus-offer.png';

const text = (html: string, data: Record<string, unknown> = {}): RichNode => ({ element: 'text', data: { html, ...data } });
const paragraph = (html: string, data: Record<string, unknown> = {}): RichNode => ({
  element: 'paragraph',
  data: { html, margins: { top: 0, bottom: 12 }, ...data },
});
const container = (data: Record<string, unknown>, children: RichNode[]): RichNode => ({ element: 'container', data, children });
const button = (label: string, url: string, variant: string, size = 'medium'): RichNode => ({
  element: 'button',
  data: { label, url, variant, size, action: 'navigate' },
});
const lineBreak = (): RichNode => ({ element: 'line-break' });

function section(s: LegalSection): RichNode[] {
  return [text(s.heading, { fontWeight: 700, margins: { top: 20, bottom: 8 } }), ...s.paragraphs.map((p) => paragraph(p))];
}

/** A legal page; the draft carries one more section, as if an editor were about to publish it. */
function legalDocument(legal: LegalText, withDraft: boolean, extra: RichNode[]): RichDocument {
  const sections = withDraft ? [...legal.sections, legal.draftAddition] : legal.sections;
  return {
    children: [
      container(
        {
          direction: 'vertical',
          gap: 4,
          width: 'fill',
          maxWidth: 760,
          paddings: { top: 32, right: 16, bottom: 48, left: 16 },
          alignment: 'top-left',
        },
        [
          text(legal.title, { fontWeight: 800, size: 'xl', margins: { bottom: 4 } }),
          paragraph('Effective date: January 1, 2025', { fontStyle: 'italic', color: '#6b7280' }),
          paragraph(legal.intro),
          ...sections.flatMap(section),
          ...extra,
        ],
      ),
    ],
  };
}

const privacyExtra: RichNode[] = [
  {
    element: 'paragraph',
    data: {
      margins: { top: 16, bottom: 12 },
      backgroundColor: '#f3f4f6',
      paddings: { top: 12, right: 16, bottom: 12, left: 16 },
      borderRadius: 8,
    },
    children: [
      text('Signed in as <b>{{username}}</b>?'),
      lineBreak(),
      text('You can download or delete your data from your account page at any time.'),
    ],
  },
  button('Manage your account', '/account/profile', 'outline'),
];

const termsExtra: RichNode[] = [
  text('How Edgewire Plus billing works', { fontWeight: 700, margins: { top: 20, bottom: 8 } }),
  { element: 'embed', data: { url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', width: 'fill', height: 360, borderRadius: 8 } },
  paragraph('Questions? <a href="/help">Contact support</a>.', { margins: { top: 12, bottom: 0 } }),
];

function planCard(o: {
  name: string;
  weekly: string;
  billed: string;
  note: string;
  cta: string;
  plan: string;
  featured: boolean;
}): RichNode {
  return container(
    {
      direction: 'vertical',
      gap: 8,
      width: 'fill',
      minWidth: 240,
      alignment: 'top-center',
      borderRadius: 12,
      paddings: { top: 24, right: 20, bottom: 24, left: 20 },
      backgroundColor: o.featured ? '#0b2545' : '#ffffff',
      color: o.featured ? '#ffffff' : '#0b2545',
    },
    [
      text(o.name, { fontWeight: 700, size: 'lg' }),
      text(`<b>${o.weekly}</b>/week`, { size: 'xl', fontWeight: 800 }),
      paragraph(o.billed, { alignment: 'center' }),
      paragraph(o.note, { fontStyle: 'italic', alignment: 'center', margins: { top: 0, bottom: 8 } }),
      button(o.cta, `/subscribe/payment?plan=${o.plan}`, o.featured ? 'primary' : 'secondary', 'large'),
    ],
  );
}

function pricingTable(draft: boolean): RichDocument {
  return {
    children: [
      text(draft ? 'Choose your Edgewire Plus plan' : 'Get Edgewire Plus', {
        fontWeight: 800,
        size: 'xl',
        alignment: 'center',
        margins: { bottom: 4 },
      }),
      paragraph('No ads, paid exclusives and unlimited local news from over 200 US cities. Your first month is free.', {
        alignment: 'center',
      }),
      container({ direction: 'horizontal', gap: 24, width: 'fill', alignment: 'top-center' }, [
        planCard({
          name: 'Monthly',
          weekly: '$2.49',
          billed: '$9.96 per month, billed every 4 weeks',
          note: 'Cancel anytime',
          cta: 'Start Free Month',
          plan: 'monthly',
          featured: false,
        }),
        planCard({
          name: 'Annual',
          weekly: '$1.86',
          billed: '<s>$119.52</s> $89.64 per year',
          note: 'Save 30 percent',
          cta: 'Start Free Month',
          plan: 'annual',
          featured: true,
        }),
      ]),
    ],
  };
}

function banner(headline: string, body: string, cta: string, url: string, colors: { background: string; color: string }): RichDocument {
  return {
    children: [
      container(
        {
          direction: 'horizontal',
          gap: 16,
          width: 'fill',
          alignment: 'center-left',
          backgroundColor: colors.background,
          color: colors.color,
          borderRadius: 12,
          paddings: { top: 20, right: 24, bottom: 20, left: 24 },
        },
        [
          container({ direction: 'vertical', gap: 4, width: 'fill' }, [
            text(headline, { fontWeight: 800, size: 'lg' }),
            paragraph(body, { margins: { top: 0, bottom: 0 } }),
          ]),
          button(cta, url, 'primary', 'large'),
        ],
      ),
    ],
  };
}

export function buildBlocks(anchor: number): { ui_blocks: Row[]; promotionals: Row[]; popups: Row[] } {
  const stamp = anchor - 7 * 86_400;
  const block = (id: string, name: string, draft: RichDocument, document: RichDocument): Row => ({
    id,
    name,
    draft: JSON.stringify(draft),
    document: JSON.stringify(document),
    created: stamp,
    modified: stamp,
  });
  const navy = { background: '#0b2545', color: '#ffffff' };
  const ui_blocks = [
    block(
      'sys-privacy-page',
      'Privacy policy page',
      legalDocument(PRIVACY, true, privacyExtra),
      legalDocument(PRIVACY, false, privacyExtra),
    ),
    block('sys-tos-page', 'Terms of service page', legalDocument(TERMS, true, termsExtra), legalDocument(TERMS, false, termsExtra)),
    block('pricing-table', 'Pricing table', pricingTable(true), pricingTable(false)),
    block(
      'trending-subscribe-banner',
      'Trending: subscribe banner',
      banner(
        '{{username}}, try Edgewire Plus free for a month',
        'Ad-free reading, every exclusive and local news from 200+ cities.',
        'Start Free Month',
        '/subscribe',
        navy,
      ),
      banner(
        '{{username}}, go further with Edgewire Plus',
        'No ads, paid exclusives and unlimited local news. Your first month is free.',
        'Try Plus Free',
        '/subscribe',
        navy,
      ),
    ),
    block(
      'trending-signup-banner',
      'Trending: sign-up banner',
      banner('Get an Edgewire Account', 'Follow topics, save stories and join the conversation. It is free.', 'Sign Up', '/signup', {
        background: '#e0f4f7',
        color: '#0b2545',
      }),
      banner('Get an Edgewire Account', 'Sign up for a free account today!', 'Sign Up', '/signup', {
        background: '#e0f4f7',
        color: '#0b2545',
      }),
    ),
  ];
  const promotionals = [
    {
      code: 'default',
      settings: JSON.stringify({
        pricing_table: 'pricing-table',
        trending_subscribe_banner: 'trending-subscribe-banner',
        trending_signup_banner: 'trending-signup-banner',
        stripe_coupon: 'FIRSTMONTHFREE',
      }),
      is_active: 1,
      starts_at: null,
      ends_at: null,
      created: stamp,
      modified: stamp,
    },
  ];
  const popup = (id: number, type: string, config: Record<string, unknown>): Row => ({
    id,
    type,
    config: JSON.stringify(config),
    is_active: 1,
    created: stamp,
    modified: stamp,
  });
  const popups = [
    popup(1, 'generic-1', {
      title: 'Take Edgewire with you',
      subtitle: 'Breaking news alerts, wherever you are',
      body: 'Get the app for iPhone and Android and never miss the stories that matter to your town.',
      actionText: 'Get the App',
      actionUrl: 'https://apps.apple.com/app/edgewire/id0000000000',
      frequency: 1,
      trigger: { userState: 'any', urlMatch: '/article/', scrollDepth: 50, delay: 3 },
      position: 'bottom',
      size: 'small',
      imageUrl: '',
      textColor: '#0b2545',
    }),
    popup(2, 'generic-2', {
      title: 'Your first month of Edgewire Plus is free',
      subtitle: 'Then $9.96 every 4 weeks, or save 30 percent with annual',
      body: 'Unlock paid exclusives, read without ads and get unlimited local news from over 200 US cities.',
      actionText: 'Start Free Month',
      actionUrl: '/subscribe?version=1',
      frequency: 2,
      trigger: { userState: 'no-subscription', urlMatch: '/trending', scrollDepth: 30, delay: 8 },
      position: 'center',
      size: 'large',
      imageUrl: `/media/${POPUP_IMAGE_KEY}`,
      textColor: '#ffffff',
    }),
    popup(3, 'update-profile', {
      title: 'Get breaking news by text',
      subtitle: 'Add your phone number to your profile',
      body: 'We will only text you about major breaking news. Reply STOP at any time.',
      actionText: 'Update Profile',
      actionUrl: '/account/profile',
      frequency: 1,
      trigger: { userState: 'signed-in', urlMatch: '', scrollDepth: 0, delay: 5, missingEmail: false, missingPhone: true },
      position: 'center',
      size: 'medium',
      imageUrl: '',
      textColor: '#0b2545',
    }),
  ];
  return { ui_blocks, promotionals, popups };
}
