import { EventEmitter2 } from '@nestjs/event-emitter';
import { cascade, cascadeFailures } from './cascade';

describe('cascade', () => {
  it('runs every handler with the payload and waits for all of them', async () => {
    const events = new EventEmitter2();
    const done: string[] = [];
    events.on('thing.deleted', async ({ id }: { id: string }) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      done.push(`slow ${id}`);
    });
    events.on('thing.deleted', ({ id }: { id: string }) => done.push(`quick ${id}`));
    await cascade(events, 'thing.deleted', { id: 'a' });
    expect(done.sort()).toEqual(['quick a', 'slow a']);
  });

  it('lets the others finish when one fails, then fails with every error, nested cascades included', async () => {
    const events = new EventEmitter2();
    let finished = false;
    events.on('part.deleted', async () => {
      throw new Error('part store down');
    });
    events.on('thing.deleted', () => cascade(events, 'part.deleted', {}));
    events.on('thing.deleted', async () => {
      throw new Error('image store down');
    });
    events.on('thing.deleted', async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      finished = true;
    });
    const failure = await cascade(events, 'thing.deleted', {}).catch((error: unknown) => error);
    expect(finished).toBe(true);
    expect(failure).toBeInstanceOf(AggregateError);
    expect((failure as Error).message).toBe("2 of 3 'thing.deleted' handlers failed");
    expect(cascadeFailures(failure).map((error) => (error as Error).message)).toEqual(['part store down', 'image store down']);
  });

  it('does nothing without handlers', async () => {
    await expect(cascade(new EventEmitter2(), 'nobody.listens', {})).resolves.toBeUndefined();
  });
});
