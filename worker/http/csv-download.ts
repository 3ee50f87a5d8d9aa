/**
 * @module A CSV export as the browser downloads it (the users and the newsletter lists): personal
 * data, so never kept by a browser or a shared cache, and never sniffed as anything but CSV.
 */
export function csvDownload(body: ReadableStream | string, filename: string): Response {
  return new Response(body, {
    status: 200,
    headers: {
      'Content-Type': 'text/csv; charset=utf-8',
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
