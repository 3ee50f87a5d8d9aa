/** @module The named palettes of the seed images: five hex colours each, in the roles of `Palette` (images/palette.ts). */

export const PALETTE_HEX = {
  sunset: ['#ffd6a5', '#ffab91', '#ff5e5b', '#7a3e65', '#2b1d3c'],
  ocean: ['#e0f4f7', '#9ad1d4', '#f2b134', '#1f6f8b', '#0b2545'],
  forest: ['#eef2d9', '#c5d6a4', '#e8a33d', '#4f7942', '#1e3d2f'],
  dusk: ['#e4def5', '#a39bd8', '#f6c85f', '#5b4b9a', '#231942'],
  desert: ['#fbe8c8', '#f2c078', '#d1495b', '#b5651d', '#5c3317'],
  arctic: ['#f2f7fb', '#bcd4e6', '#ff7f50', '#4a6fa5', '#1b2a41'],
  citrus: ['#fff6cc', '#ffd166', '#06d6a0', '#ef476f', '#073b4c'],
  newsprint: ['#f1efe9', '#d6d2c4', '#c0392b', '#5d6d7e', '#1c2833'],
  rose: ['#fde4ec', '#f7a1c4', '#ffcf56', '#b5406a', '#3d1f3d'],
  lagoon: ['#e6f2ef', '#88c9b9', '#f4a259', '#2a7f75', '#133c3a'],
  noir: ['#dfe3e8', '#8d99ae', '#ef233c', '#2b2d42', '#0d0f1a'],
  meadow: ['#f4f1de', '#a8c9b4', '#e07a5f', '#3d405b', '#1d1e2c'],
} as const satisfies Record<string, readonly [string, string, string, string, string]>;
