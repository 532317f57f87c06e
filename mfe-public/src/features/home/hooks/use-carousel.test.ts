import { act, renderHook } from '@testing-library/react';
import { settle, slideAt, step, useCarousel } from './use-carousel';

test('track positions name their slides, the copies at both ends included', () => {
  expect([0, 1, 2, 3, 4].map((track) => slideAt(track, 3))).toEqual([2, 0, 1, 2, 0]);
});

test('a step slides one along, and none is taken while a copy is on show', () => {
  expect(step({ track: 3, animated: false }, 3, 1)).toEqual({ track: 4, animated: true });
  expect(step({ track: 1, animated: true }, 3, -1)).toEqual({ track: 0, animated: true });
  expect(step({ track: 4, animated: true }, 3, 1)).toBeNull();
  expect(step({ track: 0, animated: true }, 3, -1)).toBeNull();
});

test('a copy settles on the slide it copies, without animation', () => {
  expect(settle({ track: 4, animated: true }, 3)).toEqual({ track: 1, animated: false });
  expect(settle({ track: 0, animated: true }, 3)).toEqual({ track: 3, animated: false });
  const real = { track: 2, animated: true };
  expect(settle(real, 3)).toBe(real);
});

describe('useCarousel', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  const options = { speedMs: 500, autoplayMs: 3000 };

  test('autoplays every 3000 ms, and loops from the last slide forward to the first', () => {
    const { result } = renderHook(() => useCarousel({ ...options, count: 2, paused: false }));
    expect(result.current.current).toBe(0);

    act(() => jest.advanceTimersByTime(2999));
    expect(result.current.current).toBe(0);
    act(() => jest.advanceTimersByTime(1));
    expect(result.current.current).toBe(1);

    act(() => jest.advanceTimersByTime(3000));
    // On the copy of the first slide, sliding forward…
    expect(result.current.position).toEqual({ track: 3, animated: true });
    expect(result.current.current).toBe(0);
    // …then, once the slide has run, on the first itself.
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.position).toEqual({ track: 1, animated: false });
  });

  test('waits while paused, and goes on when the pause ends', () => {
    const { result, rerender } = renderHook(({ paused }) => useCarousel({ ...options, count: 3, paused }), {
      initialProps: { paused: true },
    });

    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.current).toBe(0);

    rerender({ paused: false });
    act(() => jest.advanceTimersByTime(3000));
    expect(result.current.current).toBe(1);
  });

  test('steps back from the first slide to the last, and jumps to a chosen slide', () => {
    const { result } = renderHook(() => useCarousel({ ...options, count: 3, paused: true }));

    act(() => result.current.previous());
    expect(result.current.current).toBe(2);
    act(() => jest.advanceTimersByTime(500));
    expect(result.current.position).toEqual({ track: 3, animated: false });

    act(() => result.current.goTo(1));
    expect(result.current.current).toBe(1);
    act(() => result.current.next());
    expect(result.current.current).toBe(2);
  });

  test('one slide neither loops nor autoplays', () => {
    const { result } = renderHook(() => useCarousel({ ...options, count: 1, paused: false }));

    expect(result.current.looping).toBe(false);
    act(() => jest.advanceTimersByTime(10_000));
    expect(result.current.position).toEqual({ track: 1, animated: false });
  });
});
