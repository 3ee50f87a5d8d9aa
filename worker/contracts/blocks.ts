/** @module A rich-content UI block on the wire: `{ id, draft, document }`. zod: browser code imports types only. */
import { z } from 'zod';

export const RichDocumentDto = z.object({
  children: z.array(z.record(z.string(), z.unknown())).describe('Rich-content nodes: { element, data, children }'),
});

export const UiBlockDto = z.object({ id: z.string(), draft: RichDocumentDto, document: RichDocumentDto });
export type UiBlockDto = z.infer<typeof UiBlockDto>;
