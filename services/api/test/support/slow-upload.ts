import { request as httpRequest } from 'node:http';
import type { Connection } from 'mongoose';
import { type Session, SITE_ORIGIN } from './accounts';
import { eventually } from './harness';

export interface SlowUpload {
  /** The status of an answer that came before the body was sent (a refusal); undefined while none has. */
  early: () => number | undefined;
  /** Sends the rest of the body; the answer's status. */
  finish: () => Promise<number>;
}

/** An image upload whose body is sent only when `finish` is called: it stays under way until then. */
export function slowUpload(port: number, session: Pick<Session, 'cookie'>, image: Buffer): SlowUpload {
  const boundary = 'nivasa-test-boundary';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="room.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/api/images?purpose=listing',
    headers: {
      Cookie: session.cookie,
      Origin: SITE_ORIGIN,
      'Content-Type': `multipart/form-data; boundary=${boundary}`,
      'Content-Length': String(head.length + image.length + tail.length),
    },
  });
  let status: number | undefined;
  const answered = new Promise<number>((resolve, reject) => {
    req.on('response', (res) => {
      status = res.statusCode ?? 0;
      res.resume();
      res.on('end', () => resolve(status!));
    });
    req.on('error', reject);
  });
  req.write(head);
  req.write(image.subarray(0, 10));
  return {
    early: () => status,
    finish: () => {
      req.end(Buffer.concat([image.subarray(10), tail]));
      return answered;
    },
  };
}

/** Waits until `count` uploads hold their slots (expiring keys of the kind 'upload-slot'), whichever instance took them. */
export async function slotsTaken(connection: Connection, count: number, uploads: readonly SlowUpload[]): Promise<void> {
  await eventually(async () => {
    const early = uploads.map((upload) => upload.early()).find((status) => status !== undefined);
    if (early !== undefined) throw new Error(`An upload under way was answered ${early} before its file was sent`);
    const taken = await connection.collection('expiring_keys').countDocuments({ kind: 'upload-slot' });
    if (taken !== count) throw new Error(`${taken} upload slots taken, waiting for ${count}`);
  });
}
