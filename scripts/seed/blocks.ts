/** @module The seed's rows for the UI blocks (documents in block-documents.ts), the default promotional and the popups. */
import type { RichDocument } from '../../worker/db/schema/editorial';
import { banner, pricingTable, privacyPage, termsPage } from './block-documents';
import type { Row } from './types';

export const POPUP_IMAGE_KEY = 'seed/popups/plus-offer.png';

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
    block('sys-privacy-page', 'Privacy policy page', privacyPage(true), privacyPage(false)),
    block('sys-tos-page', 'Terms of service page', termsPage(true), termsPage(false)),
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
        stripe_coupon: 'PLUS20',
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
      // The media popup has no dark backdrop: white text would vanish on its paper.
      textColor: '',
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
