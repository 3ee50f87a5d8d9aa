/** @module The rich documents of the seed's UI blocks: legal pages, the pricing table and banners, as the block editor would save them. */
import type { RichDocument, RichNode } from '../../worker/db/schema/editorial';
import { type LegalSection, type LegalText, PRIVACY, TERMS } from './data/legal';

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
/** A node only signed-in readers see (worker/features/blocks/prepare.ts shownTo). */
const forReaders = (node: RichNode): RichNode => ({ ...node, data: { ...node.data, audience: 'readers' } });

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
      // The account box is for readers: a guest has no account to manage.
      audience: 'readers',
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
  forReaders(button('Manage your account', '/account/profile', 'outline')),
];

const termsExtra: RichNode[] = [
  text('How Edgewire Plus billing works', { fontWeight: 700, margins: { top: 20, bottom: 8 } }),
  { element: 'embed', data: { url: 'https://www.youtube.com/watch?v=M7lc1UVf-VE', width: 'fill', height: 360, borderRadius: 8 } },
  paragraph('Questions? <a href="/help">Contact support</a>.', { margins: { top: 12, bottom: 0 } }),
];

/** The privacy policy page, with the account box below it. */
export const privacyPage = (withDraft: boolean) => legalDocument(PRIVACY, withDraft, privacyExtra);

/** The terms of service page, with the billing video below it. */
export const termsPage = (withDraft: boolean) => legalDocument(TERMS, withDraft, termsExtra);

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
      button(o.cta, `/subscribe/sign-up?plan=${o.plan}`, o.featured ? 'primary' : 'secondary', 'large'),
    ],
  );
}

export function pricingTable(draft: boolean): RichDocument {
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

export function banner(
  headline: string,
  body: string,
  cta: string,
  url: string,
  colors: { background: string; color: string },
): RichDocument {
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
