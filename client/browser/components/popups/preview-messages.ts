/**
 * @module The popup preview's message types, shared by the reader page (./preview.tsx) and the back
 * office's editor (admin/PopupPreview.tsx). A module of their own: the editor is also rendered by
 * the Worker, which must not import ./preview.tsx and with it react-dom/client (~0.5 MB).
 */
export const PREVIEW_READY = 'edgewire:popup-preview-ready';
export const PREVIEW_POPUP = 'edgewire:popup-preview';
