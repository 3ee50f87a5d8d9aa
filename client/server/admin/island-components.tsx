/**
 * @module The back office's island components (the editors: tiptap, dnd-kit, uPlot and the rest),
 * rendered in full on the server. Imported only through ./islands.tsx `loadAdminIslands`, so that
 * they stay out of the reader Worker's global scope (issue 29, a lean Worker).
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
