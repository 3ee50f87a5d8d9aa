/** @module What the SMTP catcher keeps: the caught messages, newest first, up to a cap (smtp.ts fills it, smtp-web.ts shows it). */
export interface CaughtMail {
  id: string;
  /** Envelope recipients (RCPT TO), which include Bcc. */
  to: string[];
  /** The From header (envelope sender when there is none). */
  from: string;
  subject: string;
  text: string;
  html: string | null;
  headers: [name: string, value: string][];
  receivedAt: string;
}

/** The in-memory mailbox, newest first. */
export class MailStore {
  private items: CaughtMail[] = [];
  private seq = 0;
  constructor(private readonly cap: number) {}

  add(mail: Omit<CaughtMail, 'id'>): CaughtMail {
    const item = { id: String(++this.seq), ...mail };
    this.items.unshift(item);
    this.items.length = Math.min(this.items.length, this.cap);
    return item;
  }
  list(to?: string): CaughtMail[] {
    const want = to?.trim().toLowerCase();
    return want ? this.items.filter((m) => m.to.some((r) => r.toLowerCase() === want)) : [...this.items];
  }
  get(id: string): CaughtMail | undefined {
    return this.items.find((m) => m.id === id);
  }
  clear(): void {
    this.items = [];
  }
}
