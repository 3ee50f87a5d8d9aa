/**
 * @module The back office's island registry: its own entry (admin/entry.tsx), so the charts, the
 * editor and drag and drop never reach a reader page. client/server/admin/islands.tsx must list
 * the same names (its `satisfies` fails on a missing or extra one).
 */
import type { IslandLoaders } from '../lib/hydrate';

export const ADMIN_ISLAND_LOADERS = {
  Toaster: () => import('../components/ui/Toaster').then((m) => m.Toaster),
  StatsCharts: () => import('./StatsCharts').then((m) => m.StatsCharts),
  PushPreview: () => import('./PushPreview').then((m) => m.PushPreview),
  TagPicker: () => import('./TagPicker').then((m) => m.TagPicker),
  PopupChain: () => import('./PopupChain').then((m) => m.PopupChain),
  PopupPreview: () => import('./PopupPreview').then((m) => m.PopupPreview),
  BlockOutline: () => import('./BlockOutline').then((m) => m.BlockOutline),
  AdminConfirm: () => import('./AdminConfirm').then((m) => m.AdminConfirm),
  RichTextEditor: () => import('./RichTextEditor').then((m) => m.RichTextEditor),
  ArticleTagPicker: () => import('./ArticleTagPicker').then((m) => m.ArticleTagPicker),
  ImageUpload: () => import('./ImageUpload').then((m) => m.ImageUpload),
  ScheduleZone: () => import('./ScheduleZone').then((m) => m.ScheduleZone),
  LeaveGuard: () => import('./LeaveGuard').then((m) => m.LeaveGuard),
  ZoneEditor: () => import('./ZoneEditor').then((m) => m.ZoneEditor),
  PopupLivePreview: () => import('./PopupLivePreview').then((m) => m.PopupLivePreview),
  LocalTimes: () => import('./LocalTimes').then((m) => m.LocalTimes),
  BlockTextEditor: () => import('./BlockTextEditor').then((m) => m.BlockTextEditor),
} satisfies IslandLoaders;
export type AdminIslandName = keyof typeof ADMIN_ISLAND_LOADERS;
