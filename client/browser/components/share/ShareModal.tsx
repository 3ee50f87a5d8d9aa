/**
 * @module The share modal (spec §2 Modals: "Share"), opened by the Engagement island from an
 * action bar's Share link. Loaded on first use only (a dynamic import), so neither it nor the QR
 * code library weighs on reader pages that never share: Copy link and the native share sheet
 * (QuickShare) come with it.
 */
import { Modal } from '../ui/Modal';
import { QuickShare } from './QuickShare';
import { type EmailSharing, SHARE_TEXT, ShareBody } from './ShareBody';
import { ShareEmailForm } from './ShareEmailForm';

export type ShareTarget = { id: number; title: string; paid: boolean };
export type ShareReader = 'guest' | 'free' | 'plus';

export const emailSharing = (reader: ShareReader, paid: boolean): EmailSharing =>
  reader === 'guest' ? 'guest' : paid && reader !== 'plus' ? 'plus-only' : 'allowed';

export function ShareModal({ target, reader, onClose }: { target: ShareTarget; reader: ShareReader; onClose: () => void }) {
  // The canonical address (decision 009): no slug, no pass, whatever page the bar sits on.
  const url = `${window.location.origin}/article/${target.id}`;
  return (
    <Modal open onClose={onClose} title={SHARE_TEXT.heading} size="small" closeButton blurred>
      <ShareBody
        articleId={target.id}
        title={target.title}
        url={url}
        email={emailSharing(reader, target.paid)}
        form={<ShareEmailForm articleId={target.id} url={url} />}
        quick={<QuickShare url={url} title={target.title} />}
        mode="modal"
      />
    </Modal>
  );
}
