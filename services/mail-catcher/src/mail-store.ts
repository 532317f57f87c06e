import { randomUUID } from 'node:crypto';

export interface CaughtMessage {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  /** The sender's Message-ID header ('' when it set none): two copies of one mail share it. */
  messageId: string;
  /** The one-click unsubscribe headers (RFC 8058) as sent, '' when none: what a mail client reads. */
  listUnsubscribe: string;
  listUnsubscribePost: string;
  text: string;
  html: string;
}

/** The newest messages, newest first; old ones fall off so a long-running catcher stays small. */
export class MailStore {
  private messages: CaughtMessage[] = [];

  constructor(private readonly capacity = 200) {}

  add(message: Omit<CaughtMessage, 'id' | 'receivedAt'>): CaughtMessage {
    const stored = { id: randomUUID(), receivedAt: new Date().toISOString(), ...message };
    this.messages = [stored, ...this.messages].slice(0, this.capacity);
    return stored;
  }

  list(to?: string): CaughtMessage[] {
    if (!to) return [...this.messages];
    const wanted = to.toLowerCase();
    return this.messages.filter((message) => message.to.some((address) => address.toLowerCase() === wanted));
  }

  get(id: string): CaughtMessage | undefined {
    return this.messages.find((message) => message.id === id);
  }

  clear(): void {
    this.messages = [];
  }
}
