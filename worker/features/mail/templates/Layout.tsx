/**
 * @module The one look of every Edgewire e-mail (react-email components: tables and inline styles,
 * which is what mail clients render): the wordmark, a card with the letter, one button at most,
 * and a footer saying why the reader gets it. Colours are the site's light tokens
 * (client/styles/tokens.css); mail clients have no CSS variables and few honour dark mode.
 */
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Section, Text } from '@react-email/components';
import type { ReactNode } from 'react';

export const BRAND = {
  accent: '#0369a1',
  accentSoft: '#e0f2fe',
  ink: '#0f172a',
  ink2: '#334155',
  ink3: '#475569',
  line: '#e2e8f0',
  raised: '#f8fafc',
  sans: 'ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  serif: 'Georgia, Cambria, "Times New Roman", Times, serif',
} as const;

const text = { color: BRAND.ink2, fontSize: '16px', lineHeight: '24px', margin: '0 0 16px' } as const;

export type LayoutProps = {
  /** The line inboxes show after the subject. */
  preview: string;
  heading: string;
  site: string;
  /** Why this e-mail came, with a link where that is changed (the footer). */
  footer?: ReactNode;
  children: ReactNode;
};

export function Layout({ preview, heading, site, footer, children }: LayoutProps) {
  return (
    <Html lang="en">
      <Head>
        <title>{heading}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: BRAND.raised, fontFamily: BRAND.sans, margin: '0', padding: '24px 0' }}>
        <Container style={{ maxWidth: '560px', margin: '0 auto', padding: '0 16px' }}>
          <Section style={{ padding: '8px 0 16px' }}>
            <Link
              href={`${site}/trending`}
              data-skip-in-text="true"
              style={{ color: BRAND.ink, fontSize: '26px', fontWeight: 900, letterSpacing: '-0.02em', textDecoration: 'none' }}
            >
              Edge<span style={{ color: BRAND.accent }}>wire</span>
            </Link>
          </Section>
          <Section
            style={{
              backgroundColor: '#ffffff',
              border: `1px solid ${BRAND.line}`,
              borderTop: `4px solid ${BRAND.accent}`,
              borderRadius: '8px',
              padding: '28px 28px 12px',
            }}
          >
            <Heading
              as="h1"
              style={{
                color: BRAND.ink,
                fontFamily: BRAND.serif,
                fontSize: '26px',
                lineHeight: '32px',
                fontWeight: 700,
                margin: '0 0 16px',
              }}
            >
              {heading}
            </Heading>
            {children}
          </Section>
          <Section style={{ padding: '16px 4px' }}>
            {footer ? <Text style={{ ...small, margin: '0 0 8px' }}>{footer}</Text> : null}
            <Text style={{ ...small, margin: '0' }}>
              Edgewire · the news, curated ·{' '}
              <Link href={site} style={{ color: BRAND.ink3 }}>
                {site}
              </Link>
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

const small = { color: BRAND.ink3, fontSize: '13px', lineHeight: '20px' } as const;

/** A paragraph of the letter. */
export function P({ children }: { children: ReactNode }) {
  return <Text style={text}>{children}</Text>;
}

/** The letter's one call to action. */
export function Cta({ href, children }: { href: string; children: ReactNode }) {
  return (
    <Section style={{ margin: '8px 0 24px' }}>
      <Button
        href={href}
        style={{
          backgroundColor: BRAND.accent,
          borderRadius: '6px',
          color: '#ffffff',
          fontSize: '16px',
          fontWeight: 700,
          padding: '12px 20px',
          textDecoration: 'none',
        }}
      >
        {children}
      </Button>
    </Section>
  );
}

/** Label and value rows (a receipt's lines), as a table: what mail clients align. */
export function Facts({ rows }: { rows: [label: string, value: string][] }) {
  return (
    <Section
      style={{
        backgroundColor: BRAND.raised,
        border: `1px solid ${BRAND.line}`,
        borderRadius: '6px',
        margin: '0 0 20px',
        padding: '8px 16px',
      }}
    >
      <table className="facts" role="presentation" width="100%" cellPadding={0} cellSpacing={0} style={{ borderCollapse: 'collapse' }}>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <td style={{ color: BRAND.ink3, fontSize: '14px', padding: '6px 0' }}>{label}</td>
              <td align="right" style={{ color: BRAND.ink, fontSize: '14px', fontWeight: 700, padding: '6px 0' }}>
                {value}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </Section>
  );
}

/** A quoted passage (a reply's words). */
export function Quote({ children }: { children: ReactNode }) {
  return (
    <Text
      style={{
        ...text,
        borderLeft: `3px solid ${BRAND.line}`,
        color: BRAND.ink,
        fontStyle: 'italic',
        paddingLeft: '12px',
        whiteSpace: 'pre-line',
      }}
    >
      {children}
    </Text>
  );
}

export const Divider = () => <Hr style={{ borderColor: BRAND.line, margin: '8px 0 16px' }} />;
