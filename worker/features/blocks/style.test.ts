// Style mapping: only the spec's fields, each value checked; nothing a style attribute could abuse.
import { describe, expect, it } from 'vitest';
import { ALIGNMENTS, safeColor, safeUrl, splitAlignment, styleFor } from './style';

describe('safeColor', () => {
  it('accepts hex, rgb/hsl and named colours', () => {
    for (const c of [
      '#fff',
      '#0b2545',
      '#0b2545cc',
      'rgb(1, 2, 3)',
      'rgba(1,2,3,0.5)',
      'rgb(1 2 3 / 50%)',
      'hsl(210deg 50% 40%)',
      'navy',
      'Transparent',
    ]) {
      expect(safeColor(c), c).toBe(c);
    }
  });

  it('refuses anything that could smuggle CSS', () => {
    for (const c of [
      'red;background:url(javascript:alert(1))',
      'expression(alert(1))',
      'url(x)',
      '#ggg',
      'var(--x)',
      'rgb(1,2,3);x:y',
      'blue }',
      12,
      null,
      'javascript',
    ]) {
      expect(safeColor(c), String(c)).toBeNull();
    }
  });
});

describe('safeUrl', () => {
  it('allows https images and site paths, and http/mailto links', () => {
    expect(safeUrl('https://cdn.example/a.png', 'image')).toBe('https://cdn.example/a.png');
    expect(safeUrl('/media/a.png', 'image')).toBe('/media/a.png');
    expect(safeUrl('http://example.com/x', 'link')).toBe('http://example.com/x');
    expect(safeUrl('mailto:help@edgewire.example', 'link')).toBe('mailto:help@edgewire.example');
  });

  it('refuses javascript:, data:, protocol-relative and url() breakouts', () => {
    for (const u of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:image/png;base64,xx',
      '//evil.example/a.png',
      'https://x.example/a.png")',
      "/a.png'",
      '/a b.png',
      'http://x.example/a.png',
    ]) {
      expect(safeUrl(u, 'image'), u).toBeNull();
    }
    expect(safeUrl('javascript:alert(1)', 'link')).toBeNull();
    expect(safeUrl('vbscript:x', 'link')).toBeNull();
  });
});

describe('styleFor', () => {
  it('maps the spec fields to CSS properties', () => {
    const css = styleFor('text', {
      fontWeight: 700,
      fontStyle: 'italic',
      color: '#6b7280',
      margins: { top: 20, bottom: 8 },
      paddings: 4,
      width: 120,
      height: 'hug',
      minWidth: 10,
      maxWidth: 760,
      minHeight: 5,
      maxHeight: 900,
      borderRadius: 8,
      size: 'xl',
      alignment: 'top-center',
    });
    expect(css).toEqual({
      fontWeight: 700,
      fontStyle: 'italic',
      color: '#6b7280',
      marginTop: 20,
      marginBottom: 8,
      paddingTop: 4,
      paddingRight: 4,
      paddingBottom: 4,
      paddingLeft: 4,
      width: 120,
      height: 'fit-content',
      minWidth: 10,
      maxWidth: 760,
      minHeight: 5,
      maxHeight: 900,
      borderRadius: 8,
      textAlign: 'center',
      fontSize: '1.875rem',
      lineHeight: 1.25,
    });
  });

  it('drops unknown fields and bad values', () => {
    const css = styleFor('container', {
      onclick: 'x',
      position: 'fixed',
      zIndex: 9,
      fontWeight: 'heavy; color: red',
      margins: { top: 'x', left: Infinity },
      gap: -5,
      width: 'wide',
    });
    expect(css).toEqual({ display: 'flex', flexDirection: 'column', gap: 0 });
  });

  it('clamps numbers to sane ranges', () => {
    expect(styleFor('text', { margins: { top: 99999 }, borderRadius: -3 })).toEqual({ marginTop: 400, borderRadius: 0 });
  });

  it('lays containers out by direction and nine-way alignment', () => {
    expect(ALIGNMENTS).toHaveLength(9);
    expect(styleFor('container', { direction: 'vertical', gap: 4, alignment: 'top-left' })).toEqual({
      display: 'flex',
      flexDirection: 'column',
      gap: 4,
      justifyContent: 'flex-start',
      alignItems: 'flex-start',
      textAlign: 'left',
    });
    expect(styleFor('container', { direction: 'horizontal', alignment: 'bottom-right' })).toMatchObject({
      flexDirection: 'row',
      flexWrap: 'wrap',
      justifyContent: 'flex-end',
      alignItems: 'flex-end',
    });
    expect(styleFor('container', { direction: 'horizontal', alignment: 'center-left' })).toMatchObject({
      justifyContent: 'flex-start',
      alignItems: 'center',
    });
    expect(splitAlignment('center')).toEqual({ vertical: 'center', horizontal: 'center' });
    expect(splitAlignment('middle')).toBeNull();
  });

  it('makes fill grow along the parent and stretch across it; hug fits the content', () => {
    expect(styleFor('container', { width: 'fill' }, 'horizontal')).toMatchObject({ flexGrow: 1, flexShrink: 1, flexBasis: 0 });
    expect(styleFor('container', { width: 'fill' }, 'vertical')).toMatchObject({ alignSelf: 'stretch' });
    expect(styleFor('embed', { height: 'fill' }, 'vertical')).toMatchObject({ flexGrow: 1 });
    expect(styleFor('button', { width: 'hug' })).toEqual({ width: 'fit-content' });
  });

  it('paints backgrounds: colour (with readable text) and image with each fit', () => {
    expect(styleFor('container', { backgroundColor: '#0b2545' })).toMatchObject({ backgroundColor: '#0b2545', color: '#ffffff' });
    expect(styleFor('container', { backgroundColor: '#f3f4f6' })).toMatchObject({ color: '#0f172a' });
    expect(styleFor('container', { backgroundColor: '#f3f4f6', color: '#333333' })).toMatchObject({ color: '#333333' });
    const fits = { cover: 'cover', contain: 'contain', center: 'auto', stretch: '100% 100%' } as const;
    for (const [fit, size] of Object.entries(fits)) {
      expect(styleFor('container', { backgroundImage: 'https://cdn.example/bg.jpg', imageFit: fit })).toMatchObject({
        backgroundImage: 'url("https://cdn.example/bg.jpg")',
        backgroundSize: size,
      });
    }
    expect(styleFor('container', { backgroundImage: '/bg.jpg', imageFit: 'repeat' })).toMatchObject({ backgroundRepeat: 'repeat' });
    expect(styleFor('container', { backgroundImage: 'javascript:alert(1)' })).not.toHaveProperty('backgroundImage');
    expect(styleFor('container', { backgroundImage: 'https://x.example/a.png") ; color: red' })).not.toHaveProperty('backgroundImage');
  });
});
