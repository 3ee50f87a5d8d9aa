/**
 * @module The back office's islands, rendered in full on the server like the reader's
 * (client/server/islands.tsx) but hydrated by the admin entry only.
 */
import type { ComponentType } from 'react';
import { AdminConfirm } from '../../browser/admin/AdminConfirm';
import { ArticleTagPicker } from '../../browser/admin/ArticleTagPicker';
import { BlockOutline } from '../../browser/admin/BlockOutline';
import { BlockTextEditor } from '../../browser/admin/BlockTextEditor';
import { ImageUpload } from '../../browser/admin/ImageUpload';
import type { AdminIslandName } from '../../browser/admin/island-loaders';
import { LeaveGuard } from '../../browser/admin/LeaveGuard';
import { LocalTimes } from '../../browser/admin/LocalTimes';
import { PopupChain } from '../../browser/admin/PopupChain';
import { PopupLivePreview } from '../../browser/admin/PopupLivePreview';
import { PopupPreview } from '../../browser/admin/PopupPreview';
import { PushPreview } from '../../browser/admin/PushPreview';
import { RichTextEditor } from '../../browser/admin/RichTextEditor';
import { ScheduleZone } from '../../browser/admin/ScheduleZone';
import { StatsCharts } from '../../browser/admin/StatsCharts';
import { TagPicker } from '../../browser/admin/TagPicker';
import { ZoneEditor } from '../../browser/admin/ZoneEditor';
import { Toaster } from '../../browser/components/ui/Toaster';
import { islandsOf } from '../islands';

export const ADMIN_ISLANDS = {
  Toaster,
  StatsCharts,
  PushPreview,
  TagPicker,
  PopupChain,
  PopupPreview,
  BlockOutline,
  AdminConfirm,
  RichTextEditor,
  ArticleTagPicker,
  ImageUpload,
  ScheduleZone,
  LeaveGuard,
  ZoneEditor,
  PopupLivePreview,
  LocalTimes,
  BlockTextEditor,
} satisfies Record<AdminIslandName, ComponentType<never>>;

export const AdminIsland = islandsOf(ADMIN_ISLANDS);

/**
 * Delete, asked first: the AdminConfirm island over `${path}/delete`, whose confirm page is also
 * where the button leads before JavaScript runs.
 */
export function DeleteButton({ path, title, message, label = 'Delete' }: { path: string; title: string; message: string; label?: string }) {
  return (
    <AdminIsland name="AdminConfirm" props={{ label, title, message, action: `${path}/delete`, href: `${path}/delete`, size: 'sm' }} />
  );
}
